import { z } from 'zod';

/** The in vivo dose calculator's form: mg/kg × animal weight × animals × doses. */
export const doseInputSchema = z.object({
  doseMgPerKg: z.number().positive().max(1000),
  animalWeightG: z.number().positive().max(100_000),
  animals: z.number().int().min(1).max(10_000),
  doses: z.number().int().min(1).max(1000),
});
export type DoseInput = z.infer<typeof doseInputSchema>;

export type DosePack = { id: string; amountUg: number | null; price: number | null };

export type DosePlan = {
  /** Antibody needed in micrograms, rounded up. */
  totalUg: number;
  /** Packs to buy, largest first, each with a count; empty when a quote is needed. */
  packs: { id: string; count: number }[];
  /** Sum of the chosen packs' prices in minor units; null when a chosen pack has no price. */
  totalPrice: number | null;
  /** More than the largest pack: amounts above it are quote-only (product-notes). */
  quoteRequired: boolean;
};

/** Micrograms of antibody a study needs. */
export function doseTotalUg(input: DoseInput): number {
  // mg/kg × g = µg, so no unit factor is needed; the rounding guards against 0.1 + 0.2 style drift.
  return Math.ceil(Number((input.doseMgPerKg * input.animalWeightG * input.animals * input.doses).toFixed(6)));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

type Cover = { cost: number; covered: number; tubes: number; pack: number };

// Cheapest, then less left over, then fewer tubes.
function cheaper(a: Cover, b: Cover): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.covered !== b.covered) return a.covered < b.covered;
  return a.tubes < b.tubes;
}

/**
 * The cheapest way to cover `units` with any number of each pack: a dynamic programme over the amount needed.
 * Price, amount and tube count all add up per pack, so ranking them in that order keeps every step optimal.
 */
function cheapestCover(units: number, packs: readonly { units: number; price: number }[]): number[] {
  const best: Cover[] = [{ cost: 0, covered: 0, tubes: 0, pack: -1 }];
  for (let need = 1; need <= units; need += 1) {
    let chosen: Cover | null = null;
    for (const [index, pack] of packs.entries()) {
      const before = best[Math.max(0, need - pack.units)];
      if (!before) continue;
      const candidate = { cost: before.cost + pack.price, covered: before.covered + pack.units, tubes: before.tubes + 1, pack: index };
      if (!chosen || cheaper(candidate, chosen)) chosen = candidate;
    }
    if (!chosen) break;
    best.push(chosen);
  }
  const counts = packs.map(() => 0);
  for (let need = units; need > 0;) {
    const step = best[need];
    const pack = step ? packs[step.pack] : undefined;
    if (!step || !pack) break;
    counts[step.pack] = (counts[step.pack] ?? 0) + 1;
    need = Math.max(0, need - pack.units);
  }
  return counts;
}

/**
 * The packs that cover the study at the lowest price, in any mix of sizes. A study above the largest pack is a
 * quote request instead (product-notes: amounts above the largest pack are quote-only).
 */
export function planDose(input: DoseInput, packs: readonly DosePack[]): DosePlan {
  const totalUg = doseTotalUg(input);
  const sized = packs
    .filter((pack): pack is DosePack & { amountUg: number } => pack.amountUg !== null && pack.amountUg > 0)
    .sort((a, b) => b.amountUg - a.amountUg);
  const largest = sized[0];
  if (!largest || totalUg > largest.amountUg) return { totalUg, packs: [], totalPrice: null, quoteRequired: true };
  const priced = sized.filter((pack): pack is DosePack & { amountUg: number; price: number } => pack.price !== null);
  // Pack sizes share a large common unit (usually a milligram), which keeps the programme small.
  const unit = priced.reduce((common, pack) => gcd(common, pack.amountUg), 0);
  if (priced.length === 0) {
    // Only quote-only packs: the smallest one that holds the whole study, priced on request.
    const single = sized.filter((pack) => pack.amountUg >= totalUg).at(-1) ?? largest;
    return { totalUg, packs: [{ id: single.id, count: 1 }], totalPrice: null, quoteRequired: false };
  }
  const counts = cheapestCover(
    Math.ceil(totalUg / unit),
    priced.map((pack) => ({ units: pack.amountUg / unit, price: pack.price })),
  );
  const chosen = priced.map((pack, index) => ({ pack, count: counts[index] ?? 0 })).filter((entry) => entry.count > 0);
  return {
    totalUg,
    packs: chosen.map((entry) => ({ id: entry.pack.id, count: entry.count })),
    totalPrice: chosen.reduce((sum, entry) => sum + entry.pack.price * entry.count, 0),
    quoteRequired: false,
  };
}
