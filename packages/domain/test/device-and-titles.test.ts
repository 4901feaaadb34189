import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, SMALL_BREAKPOINT_PX, deviceClass } from '../src/routing/device.js';
import { documentTitle } from '../src/routing/titles.js';

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

describe('documentTitle', () => {
  const brand = { brandName: 'Abinvivo Biotech', brandShortName: 'Abinvivo' };

  it('shows the short name in catalogue layouts, whatever the page', () => {
    expect(documentTitle({ layout: 'catalogue', pageTitle: 'Biosimilars', ...brand })).toBe('Abinvivo');
    expect(documentTitle({ layout: 'catalogue', isHome: true, ...brand })).toBe('Abinvivo');
  });

  it("shows '<page> · <brand>' in the portal", () => {
    expect(documentTitle({ layout: 'portal', pageTitle: 'My Order', ...brand })).toBe('My Order · Abinvivo Biotech');
    expect(documentTitle({ layout: 'portal', pageTitle: '购物车', isHome: false, ...brand })).toBe(
      '购物车 · Abinvivo Biotech',
    );
  });

  it('shows only the brand on the portal home page', () => {
    expect(documentTitle({ layout: 'portal', pageTitle: '首页', isHome: true, ...brand })).toBe('Abinvivo Biotech');
  });

  it('shows only the brand when the portal page has no title', () => {
    expect(documentTitle({ layout: 'portal', ...brand })).toBe('Abinvivo Biotech');
    expect(documentTitle({ layout: 'portal', pageTitle: '', ...brand })).toBe('Abinvivo Biotech');
  });
});
