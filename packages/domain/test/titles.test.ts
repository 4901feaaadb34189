import { describe, expect, it } from 'vitest';
import { documentTitle } from '../src/routing/titles.js';

describe('documentTitle', () => {
  const brand = { brandName: 'Abinvivo Biotech', brandShortName: 'Abinvivo' };

  it('shows the short name in catalogue layouts, whatever the page', () => {
    expect(documentTitle({ layout: 'catalogue', pageTitle: 'Biosimilars', ...brand })).toBe('Abinvivo');
    expect(documentTitle({ layout: 'catalogue', isHome: true, ...brand })).toBe('Abinvivo');
  });

  it("shows '<page> · <brand>' in the portal", () => {
    expect(documentTitle({ layout: 'portal', pageTitle: 'My Order', ...brand })).toBe('My Order · Abinvivo Biotech');
    expect(documentTitle({ layout: 'portal', pageTitle: '购物车', isHome: false, ...brand })).toBe('购物车 · Abinvivo Biotech');
  });

  it('shows only the brand on the portal home page', () => {
    expect(documentTitle({ layout: 'portal', pageTitle: '首页', isHome: true, ...brand })).toBe('Abinvivo Biotech');
  });

  it('shows only the brand when the portal page has no title', () => {
    expect(documentTitle({ layout: 'portal', ...brand })).toBe('Abinvivo Biotech');
    expect(documentTitle({ layout: 'portal', pageTitle: '', ...brand })).toBe('Abinvivo Biotech');
  });
});
