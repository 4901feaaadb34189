import { PRODUCT_FACETS, type ProductFacet, type ProductLine, splitFacetValues } from '@portal/domain';
import { withParams } from '../../../lib/url-params';
import type { CatalogQuery } from './catalog-api';

/** The list page's URL parameters that are passed on to the list and facet endpoints as they are. */
const PASSED_PARAMS = ['categorySec', ...PRODUCT_FACETS, 'column', 'order', 'pageNo', 'pageSize'] as const;

export const DEFAULT_PAGE_SIZE = 20;

/** The page sizes the pager offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ListSort = { column: string; order: 'asc' | 'desc' };

/** The sort select's choices: a column and a direction in one value, as reference stores offer them. */
export const SORT_OPTIONS = ['relevance', 'catalogNo-asc', 'name-asc', 'price-asc', 'price-desc', 'createdAt-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * The list endpoint's query for a page URL. Values go to the server unchecked, so a tampered URL gets the
 * server's 400 and the page shows its error state; `defaults` fill what the URL leaves out.
 */
export function listQueryOf(params: URLSearchParams, line: ProductLine | undefined, defaults: CatalogQuery = {}): CatalogQuery {
  const query: CatalogQuery = { pageSize: DEFAULT_PAGE_SIZE, ...defaults, line };
  for (const name of PASSED_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') query[name] = value;
  }
  return query;
}

/** The facet endpoint takes the same filters without paging and sorting. */
export function facetQueryOf(listQuery: CatalogQuery): CatalogQuery {
  const { pageNo: _pageNo, pageSize: _pageSize, column: _column, order: _order, ...filters } = listQuery;
  return filters;
}

export function selectedValues(params: URLSearchParams, facet: ProductFacet): string[] {
  return splitFacetValues(params.get(facet) ?? '');
}

/** Ticks or unticks one facet value, keeping the comma list the server reads. */
export function toggleFacet(params: URLSearchParams, facet: ProductFacet, value: string): URLSearchParams {
  const current = selectedValues(params, facet);
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withParams(params, { [facet]: next.join(',') });
}

export function sortOptionOf(params: URLSearchParams, fallback: SortOption): SortOption {
  const column = params.get('column');
  if (!column) return fallback;
  const value = column === 'relevance' ? 'relevance' : `${column}-${params.get('order') ?? 'asc'}`;
  return SORT_OPTIONS.find((option) => option === value) ?? fallback;
}

export function withSort(params: URLSearchParams, option: SortOption): URLSearchParams {
  const [column, order] = option.split('-');
  return withParams(params, { column: column ?? null, order: order ?? null });
}

/** How many filters the visitor has set, for the "clear all" link. */
export function activeFilterCount(params: URLSearchParams): number {
  return PRODUCT_FACETS.reduce((sum, facet) => sum + selectedValues(params, facet).length, 0);
}

export function clearedFilters(params: URLSearchParams): URLSearchParams {
  return withParams(params, Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, null])));
}
