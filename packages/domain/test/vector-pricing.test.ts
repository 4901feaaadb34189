import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../src/catalog/product.contract.js';
import { VECTOR_BASE_FEE_MINOR, VECTOR_SYNTHESIS_PER_BASE_MINOR, vectorConstructionEstimate } from '../src/plasmids/vector-pricing.js';

describe('vectorConstructionEstimate', () => {
  it('prices every currency the portal sells in', () => {
    for (const currency of CURRENCIES) {
      expect(VECTOR_BASE_FEE_MINOR[currency]).toBeGreaterThan(0);
      expect(VECTOR_SYNTHESIS_PER_BASE_MINOR[currency]).toBeGreaterThan(0);
    }
  });

  it('charges the fee and synthesis of the bases the design adds to its backbone', () => {
    // A 720 bp EGFP in pUC19: CNY 800 + 720 × CNY 0.90, USD 150 + 720 × USD 0.15.
    expect(vectorConstructionEstimate({ designLength: 2686 + 720, backboneLength: 2686, currency: 'CNY' })).toEqual({
      baseMinor: 80_000,
      synthesisMinor: 64_800,
      totalMinor: 144_800,
      newBases: 720,
    });
    expect(vectorConstructionEstimate({ designLength: 2686 + 720, backboneLength: 2686, currency: 'USD' })).toEqual({
      baseMinor: 15_000,
      synthesisMinor: 10_800,
      totalMinor: 25_800,
      newBases: 720,
    });
  });

  it('charges the fee alone for a design no longer than its backbone', () => {
    expect(vectorConstructionEstimate({ designLength: 2635, backboneLength: 2686, currency: 'USD' })).toEqual({
      baseMinor: 15_000,
      synthesisMinor: 0,
      totalMinor: 15_000,
      newBases: 0,
    });
  });

  it('refuses a length that is not a whole number of bases', () => {
    expect(() => vectorConstructionEstimate({ designLength: -1, backboneLength: 2686, currency: 'USD' })).toThrow(RangeError);
    expect(() => vectorConstructionEstimate({ designLength: 3000, backboneLength: 2.5, currency: 'CNY' })).toThrow(RangeError);
  });
});
