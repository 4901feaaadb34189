import type { Currency } from '../catalog/product.contract.js';

/**
 * A construction's fee in minor units (fen, cents), whatever its size: design check, cloning and sequence
 * verification of the clone, at a typical market price.
 */
export const VECTOR_BASE_FEE_MINOR: Readonly<Record<Currency, number>> = { CNY: 80_000, USD: 15_000 };

/** Gene synthesis per base in minor units, at a typical market price: CNY 0.90 or USD 0.15 a base. */
export const VECTOR_SYNTHESIS_PER_BASE_MINOR: Readonly<Record<Currency, number>> = { CNY: 90, USD: 15 };

export type VectorConstructionInput = { designLength: number; backboneLength: number; currency: Currency };

export type VectorConstructionEstimate = {
  baseMinor: number;
  synthesisMinor: number;
  totalMinor: number;
  /** The bases the design has beyond its backbone, which must be synthesized. */
  newBases: number;
};

function checkLength(length: number): void {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`lengthInvalid: ${length}`);
}

/**
 * An estimate of what building a design on a backbone costs: the construction fee, and synthesis of the bases
 * the design adds. A design no longer than its backbone (a deletion, a swap of equal length) synthesizes
 * nothing, so it costs the fee alone.
 */
export function vectorConstructionEstimate({ designLength, backboneLength, currency }: VectorConstructionInput): VectorConstructionEstimate {
  checkLength(designLength);
  checkLength(backboneLength);
  const newBases = Math.max(0, designLength - backboneLength);
  const baseMinor = VECTOR_BASE_FEE_MINOR[currency];
  const synthesisMinor = newBases * VECTOR_SYNTHESIS_PER_BASE_MINOR[currency];
  return { baseMinor, synthesisMinor, totalMinor: baseMinor + synthesisMinor, newBases };
}
