import { describe, expect, it } from 'vitest';
import { productListQuerySchema, splitFacetValues } from '../src/catalog/product.contract.js';

describe('facet value lists', () => {
  it('splits at commas without a following space', () => {
    expect(splitFacetValues('PD-1,CD4,')).toEqual(['PD-1', 'CD4']);
  });

  it('keeps values that carry a comma and a space of their own', () => {
    expect(splitFacetValues('Rat IgG1, κ,Mouse IgG2a, κ')).toEqual(['Rat IgG1, κ', 'Mouse IgG2a, κ']);
    expect(productListQuerySchema.parse({ isotype: 'Rat IgG1, κ' }).isotype).toEqual(['Rat IgG1, κ']);
  });
});
