import { describe, expect, it } from 'vitest';
import { highlightParts } from '../app/features/catalog/api/highlight-parts';

describe('highlightParts', () => {
  it('marks every match, ignoring case', () => {
    expect(highlightParts('Anti-Mouse PD-1 (clone RMP1-14), anti-pd-1', ['pd-1'])).toEqual([
      { text: 'Anti-Mouse ', match: false },
      { text: 'PD-1', match: true },
      { text: ' (clone RMP1-14), anti-', match: false },
      { text: 'pd-1', match: true },
    ]);
  });

  it('prefers the longest word where words overlap', () => {
    expect(highlightParts('PD-L1 and PD', ['PD', 'PD-L1'])).toEqual([
      { text: 'PD-L1', match: true },
      { text: ' and ', match: false },
      { text: 'PD', match: true },
    ]);
  });

  it('treats the words as text, not as patterns', () => {
    expect(highlightParts('IgG2a (κ) [x]', ['(κ)', '.*'])).toEqual([
      { text: 'IgG2a ', match: false },
      { text: '(κ)', match: true },
      { text: ' [x]', match: false },
    ]);
  });

  it('keeps markup-like text as plain text parts', () => {
    expect(highlightParts('<img src=x> CD3', ['CD3'])).toEqual([
      { text: '<img src=x> ', match: false },
      { text: 'CD3', match: true },
    ]);
  });

  it('returns the text whole without words and nothing for an empty text', () => {
    expect(highlightParts('CD8a', [])).toEqual([{ text: 'CD8a', match: false }]);
    expect(highlightParts('CD8a', ['  '])).toEqual([{ text: 'CD8a', match: false }]);
    expect(highlightParts('', ['CD8'])).toEqual([]);
  });

  it('marks Chinese names', () => {
    expect(highlightParts('帕博利珠单抗生物类似药', ['单抗'])).toEqual([
      { text: '帕博利珠', match: false },
      { text: '单抗', match: true },
      { text: '生物类似药', match: false },
    ]);
  });
});
