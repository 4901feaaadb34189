import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  facetQueryOf,
  listQueryOf,
  selectedValues,
  sortOptionOf,
  toggleFacet,
  withSort,
} from '../app/features/catalog/api/catalog-list-query';
import { withParams } from '../app/lib/url-params';

const params = (search: string) => new URLSearchParams(search);

describe('list query from the page URL', () => {
  it('passes the filters, sort and paging on with the line and the default page size', () => {
    expect(listQueryOf(params('categorySec=V3&target=PD-1,CTLA-4&column=price&order=desc&pageNo=2&lang=en'), 'isotype-control')).toEqual({
      line: 'isotype-control',
      categorySec: 'V3',
      target: 'PD-1,CTLA-4',
      column: 'price',
      order: 'desc',
      pageNo: '2',
      pageSize: 20,
    });
  });

  it('lets the URL override the defaults and drops empty values', () => {
    expect(listQueryOf(params('column=name&host='), 'recombinant-protein', { column: 'createdAt', order: 'desc' })).toEqual({
      line: 'recombinant-protein',
      column: 'name',
      order: 'desc',
      pageSize: 20,
    });
  });

  it('gives the facet endpoint the filters without paging or sorting', () => {
    expect(facetQueryOf({ line: 'adc', categorySec: 'ADC-Isotype', pageNo: '3', pageSize: 20, column: 'name', order: 'asc' })).toEqual({
      line: 'adc',
      categorySec: 'ADC-Isotype',
    });
  });
});

describe('facet selection in the URL', () => {
  it('reads the comma list', () => {
    expect(selectedValues(params('host=Mouse,Rat,'), 'host')).toEqual(['Mouse', 'Rat']);
    expect(selectedValues(params('isotype=Rat%20IgG1%2C%20%CE%BA,Rat%20IgG2a%2C%20%CE%BA'), 'isotype')).toEqual(['Rat IgG1, κ', 'Rat IgG2a, κ']);
    expect(selectedValues(params(''), 'host')).toEqual([]);
  });

  it('adds and removes a value and returns to the first page', () => {
    const ticked = toggleFacet(params('host=Mouse&pageNo=4'), 'host', 'Rat');
    expect(ticked.get('host')).toBe('Mouse,Rat');
    expect(ticked.has('pageNo')).toBe(false);
    expect(toggleFacet(params(''), 'isotype', 'Rat IgG1, κ').get('isotype')).toBe('Rat IgG1, κ');
    const unticked = toggleFacet(ticked, 'host', 'Mouse');
    expect(unticked.get('host')).toBe('Rat');
    expect(toggleFacet(unticked, 'host', 'Rat').has('host')).toBe(false);
  });

  it('counts and clears the facet filters but keeps the category', () => {
    const current = params('categorySec=V6&host=Mouse,Rat&isotype=IgG1');
    expect(activeFilterCount(current)).toBe(3);
    expect(clearedFilters(current).toString()).toBe('categorySec=V6');
  });

  it('keeps the page when paging and leaves other parameters alone', () => {
    expect(withParams(params('categorySec=V3'), { pageNo: '2', pageSize: '50' }).toString()).toBe('categorySec=V3&pageNo=2&pageSize=50');
  });
});

describe('sort select', () => {
  it('maps a choice to column and order and back', () => {
    const sorted = withSort(params('pageNo=3'), 'price-desc');
    expect(sorted.toString()).toBe('column=price&order=desc');
    expect(sortOptionOf(sorted, 'relevance')).toBe('price-desc');
    expect(sortOptionOf(withSort(sorted, 'relevance'), 'catalogNo-asc')).toBe('relevance');
  });

  it('falls back for a column the select does not offer', () => {
    expect(sortOptionOf(params('column=name&order=desc'), 'relevance')).toBe('relevance');
    expect(sortOptionOf(params(''), 'createdAt-desc')).toBe('createdAt-desc');
  });
});
