import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, SMALL_BREAKPOINT_PX, deviceClass } from '../app/lib/device';

describe('deviceClass', () => {
  it('uses the spec breakpoints', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(1088);
    expect(SMALL_BREAKPOINT_PX).toBe(768);
  });

  it.each([
    [0, 'small'],
    [320, 'small'],
    [767, 'small'],
    [768, 'mobile'],
    [1024, 'mobile'],
    [1087, 'mobile'],
    [1088, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });
});
