import type { ProductLine } from './product.contract.js';

/** Which catalogue header a page wears: A for the in vivo antibody store, B for proteins and cell lines, P for the plasmid shop. */
export type CatalogueHeader = 'A' | 'B' | 'P';

export type CatalogueLine = {
  line: ProductLine;
  /** The public list route of spec section 2. */
  route: string;
  /** The `categorySec` values the header menu links to; the list page offers them as its first filter. */
  categorySec: readonly string[];
  /** The header search box's category selector value (spec section 2: 0 all, 1–5), when the line has one. */
  searchCategory: number | null;
  header: CatalogueHeader;
};

/** The product lines in menu order with their routes, secondary categories and header variant. */
export const CATALOGUE_LINES: readonly CatalogueLine[] = [
  { line: 'biosimilar', route: '/Biosimilar', categorySec: ['V6', 'V9'], searchCategory: 1, header: 'A' },
  { line: 'isotype-control', route: '/IsotypeControl', categorySec: ['V3', 'V6', 'V9'], searchCategory: 2, header: 'A' },
  { line: 'anti-mouse', route: '/AntiMouse', categorySec: ['V3', 'V6', 'V9'], searchCategory: 3, header: 'A' },
  { line: 'fusion', route: '/FusionProteins', categorySec: ['Bispecific-Special'], searchCategory: 4, header: 'A' },
  { line: 'adc', route: '/AntiDrug', categorySec: ['ADC-Biosimilar', 'ADC-Isotype'], searchCategory: null, header: 'A' },
  { line: 'related', route: '/Related', categorySec: ['Buffer', 'Reagent'], searchCategory: 5, header: 'A' },
  { line: 'recombinant-protein', route: '/RecombinantProtein', categorySec: ['Cytokine', 'Receptor', 'Enzyme'], searchCategory: null, header: 'B' },
  { line: 'cell-line', route: '/CellLine', categorySec: ['Reporter', 'Overexpression', 'Knockout'], searchCategory: null, header: 'B' },
];

/** The header search box's category selector of spec section 2, in its order. */
export const SEARCH_CATEGORIES: readonly { id: number; line: ProductLine | null }[] = [
  { id: 0, line: null },
  ...CATALOGUE_LINES.filter((entry) => entry.searchCategory !== null).map((entry) => ({ id: entry.searchCategory as number, line: entry.line })),
];

/** Spec section 5: the header search needs at least three characters. */
export const SEARCH_MIN_LENGTH = 3;

export function catalogueLine(line: ProductLine): CatalogueLine {
  const found = CATALOGUE_LINES.find((entry) => entry.line === line);
  if (!found) throw new Error(`unknown product line ${line}`);
  return found;
}

export function lineForSearchCategory(categoryId: number): ProductLine | null {
  return SEARCH_CATEGORIES.find((entry) => entry.id === categoryId)?.line ?? null;
}

/**
 * The canonical product page of a product: the antibody store's page for header-A lines, the protein and
 * cell-line page for header-B lines (spec section 2 routes `/product/detailCommon` and `/bio-detailCommon`).
 */
export function productPagePath(line: ProductLine, catalogNo: string): string {
  const base = catalogueLine(line).header === 'A' ? '/product/detailCommon' : '/bio-detailCommon';
  return `${base}?catalogNo=${encodeURIComponent(catalogNo)}`;
}
