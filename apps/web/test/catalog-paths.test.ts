import { describe, expect, it } from 'vitest';
import { isProductPageSegment, lineOfPath, lineOfRouteName, searchSegmentLine } from '../app/features/catalog/api/catalog-paths';

describe('catalogue paths', () => {
  it('finds the line of a list page, case-insensitively, and the newest-first protein page', () => {
    expect(lineOfPath('/IsotypeControl')).toMatchObject({ entry: { line: 'isotype-control' }, newestFirst: false });
    expect(lineOfPath('/isotypecontrol/')).toMatchObject({ entry: { line: 'isotype-control' } });
    expect(lineOfPath('/RecombinantProtein-new')).toMatchObject({ entry: { line: 'recombinant-protein' }, newestFirst: true });
    expect(lineOfPath('/Unknown')).toBeNull();
    expect(lineOfRouteName('CellLine')?.line).toBe('cell-line');
  });

  it('accepts `{line}-Search` segments only for lines', () => {
    expect(searchSegmentLine('CellLine-Search')?.line?.line).toBe('cell-line');
    expect(searchSegmentLine('Biosimilar-Search')?.line?.line).toBe('biosimilar');
    expect(searchSegmentLine('foo-Search')).toEqual({ line: null });
    expect(searchSegmentLine('foo-Bar')).toBeNull();
    expect(searchSegmentLine('-Search')).toBeNull();
  });

  it('accepts `{product}-product` segments only', () => {
    expect(isProductPageSegment('CellLine-product')).toBe(true);
    expect(isProductPageSegment('CellLine')).toBe(false);
    expect(isProductPageSegment('a-b-product')).toBe(false);
  });
});

describe('portal pages with a parameter', () => {
  it('serve the menu path they stand for', async () => {
    const { PORTAL_PAGES, servesPage } = await import('../app/navigation/pages');
    expect(servesPage(PORTAL_PAGES, '/UmabsDB/all')).toBe(true);
    expect(servesPage(PORTAL_PAGES, '/umabsdb/Biosimilar')).toBe(true);
    expect(servesPage(PORTAL_PAGES, '/UmabsDB')).toBe(false);
    expect(servesPage(PORTAL_PAGES, '/abinvivoProduct')).toBe(true);
    expect(servesPage(PORTAL_PAGES, '/abinvivoCart')).toBe(true);
    expect(servesPage(PORTAL_PAGES, '/plasmidOrder/Index')).toBe(true);
  });
});
