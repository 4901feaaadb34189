import { describe, expect, it } from 'vitest';
import { greetingOf } from '../app/lib/greeting';

describe('greetingOf (spec section 9)', () => {
  it.each([
    [0, 'earlyMorning'],
    [8, 'earlyMorning'],
    [9, 'morning'],
    [11, 'morning'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ] as const)('at %i h is %s', (hour, greeting) => {
    expect(greetingOf(hour)).toBe(greeting);
  });
});
