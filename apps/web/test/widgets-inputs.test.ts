import { describe, expect, it } from 'vitest';
import { DICT_SEARCH_DEBOUNCE_MS, SEARCH_SELECT_DEBOUNCE_MS, dictCodeProblem, dictSearchNotice } from '../app/lib/widgets/dictionary-widgets';
import { SLIDER_IDLE, sliderMaxOffset, sliderMove, sliderRelease, sliderStart } from '../app/lib/widgets/slider-captcha';
import { parseTreeCondition } from '../app/lib/widgets/tree-select';

describe('slider captcha (spec section 4)', () => {
  const max = sliderMaxOffset(300, 40);

  it('travels the container width minus the handle width', () => {
    expect(max).toBe(260);
    expect(sliderMaxOffset(30, 40)).toBe(0);
  });

  it('drags within the track and goes back to idle when let go early', () => {
    const dragging = sliderMove(sliderStart(SLIDER_IDLE), 120, max);
    expect(dragging).toEqual({ phase: 'dragging', offset: 120 });
    expect(sliderMove(dragging, -30, max)).toEqual({ phase: 'dragging', offset: 0 });
    expect(sliderRelease(dragging)).toEqual(SLIDER_IDLE);
  });

  it('is verified on reaching the end and stays verified', () => {
    const verified = sliderMove(sliderStart(SLIDER_IDLE), 400, max);
    expect(verified).toEqual({ phase: 'verified', offset: 260 });
    expect(sliderRelease(verified)).toBe(verified);
    expect(sliderStart(verified)).toBe(verified);
    expect(sliderMove(verified, 10, max)).toBe(verified);
  });

  it('does not move unless a drag has begun', () => {
    expect(sliderMove(SLIDER_IDLE, 300, max)).toBe(SLIDER_IDLE);
    expect(sliderRelease(SLIDER_IDLE)).toBe(SLIDER_IDLE);
  });

  it('cannot be verified by a track with no room', () => {
    expect(sliderMove(sliderStart(SLIDER_IDLE), 50, 0)).toEqual({ phase: 'dragging', offset: 0 });
  });
});

describe('dictionary widgets (spec sections 8 and 9)', () => {
  it('waits 300 ms in the dictionary search and 800 ms in the search-select', () => {
    expect(DICT_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_SELECT_DEBOUNCE_MS).toBe(800);
  });

  it('needs a dictionary code', () => {
    expect(dictCodeProblem('')).toBe('dictCodeEmpty');
    expect(dictCodeProblem('  ')).toBe('dictCodeEmpty');
    expect(dictCodeProblem(undefined)).toBe('dictCodeEmpty');
    expect(dictCodeProblem('order_status')).toBeNull();
  });

  it('asks for a keyword first, then says when nothing matched', () => {
    expect(dictSearchNotice('', 0)).toBe('enterSearchContent');
    expect(dictSearchNotice('  ', 3)).toBe('enterSearchContent');
    expect(dictSearchNotice('ice', 0)).toBe('noDataFound');
    expect(dictSearchNotice('ice', 2)).toBeNull();
  });
});

describe('tree select condition (spec section 5)', () => {
  it('takes no condition or a JSON object string', () => {
    expect(parseTreeCondition(undefined)).toEqual({ ok: true, condition: {} });
    expect(parseTreeCondition('')).toEqual({ ok: true, condition: {} });
    expect(parseTreeCondition('{"code":"biosimilar"}')).toEqual({ ok: true, condition: { code: 'biosimilar' } });
  });

  it.each([["code='x'"], ['[1,2]'], ['"text"'], ['42'], ['null'], [{ code: 'x' }], [7]])('refuses %j', (condition) => {
    expect(parseTreeCondition(condition)).toEqual({ ok: false, messageKey: 'treeConditionInvalid' });
  });
});
