import { z } from 'zod';
import { CURRENCIES, type Currency } from '../catalog/product.contract.js';
import { IUPAC_CODES } from '../sequences/sequence-alphabet.js';
import { PRIMER_FIVE_PRIME, PRIMER_PURIFICATIONS, PRIMER_SCALES, PRIMER_THREE_PRIME } from './service-catalogue.js';
import type { ServiceRowValues } from './service-fields.js';

/** The largest price of the list, in minor units: a million in major units. */
export const PRIMER_PRICE_MAX_MINOR = 100_000_000;

/** An amount in minor units (cents, fen): whole, not negative, at most `PRIMER_PRICE_MAX_MINOR`. */
const amount = z
  .number({ error: 'errors.priceInvalid' })
  .int('errors.priceInvalid')
  .min(0, 'errors.priceInvalid')
  .max(PRIMER_PRICE_MAX_MINOR, 'errors.priceInvalid');
const pricesOf = <T extends readonly string[]>(keys: T) => z.object(Object.fromEntries(keys.map((key) => [key, amount])) as Record<T[number], typeof amount>);

/**
 * What a primer costs in one currency, as IDT-style price lists put it: a price per base by synthesis scale, a
 * surcharge per degenerate (mixed) base, and one per oligo for the purification and for each end modification.
 */
export const primerPricesSchema = z.object({
  perBase: pricesOf(PRIMER_SCALES),
  degenerateBase: amount,
  purification: pricesOf(PRIMER_PURIFICATIONS),
  fivePrime: pricesOf(PRIMER_FIVE_PRIME),
  threePrime: pricesOf(PRIMER_THREE_PRIME),
});
export type PrimerPrices = z.infer<typeof primerPricesSchema>;

/** The price table staff keep: one price list per currency the portal sells in. */
export const primerPriceTableSchema = z.object(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, primerPricesSchema])) as Record<Currency, typeof primerPricesSchema>,
);
export type PrimerPriceTable = z.infer<typeof primerPriceTableSchema>;

/** The prices until staff set their own: a typical list price in each currency. */
export const DEFAULT_PRIMER_PRICES: PrimerPriceTable = {
  USD: {
    perBase: { '25nmol': 35, '100nmol': 60, '250nmol': 110, '1umol': 220 },
    degenerateBase: 100,
    purification: { desalt: 0, cartridge: 1_500, page: 4_000, hplc: 5_000 },
    fivePrime: { none: 0, phosphate: 1_800, biotin: 3_500, fam: 6_000, hex: 7_500, cy3: 9_500, cy5: 9_500 },
    threePrime: { none: 0, phosphate: 1_800, biotin: 4_500, amino: 3_500, bhq1: 7_500, bhq2: 7_500 },
  },
  CNY: {
    perBase: { '25nmol': 80, '100nmol': 150, '250nmol': 300, '1umol': 600 },
    degenerateBase: 300,
    purification: { desalt: 0, cartridge: 3_000, page: 10_000, hplc: 12_000 },
    fivePrime: { none: 0, phosphate: 5_000, biotin: 10_000, fam: 15_000, hex: 20_000, cy3: 25_000, cy5: 25_000 },
    threePrime: { none: 0, phosphate: 5_000, biotin: 12_000, amino: 10_000, bhq1: 20_000, bhq2: 20_000 },
  },
};

const pick = <T extends Record<string, number>>(prices: T, key: unknown): number => (typeof key === 'string' && key in prices ? (prices[key] ?? 0) : 0);

/**
 * One primer's price in minor units: its bases at the scale's price, mixed bases' surcharge, then the purification
 * and the modifications. The order form shows it as typed and the server stores it at submission, both from here.
 */
export function primerPriceMinor(row: ServiceRowValues, prices: PrimerPrices): number {
  const bases = Array.from(typeof row.sequence === 'string' ? row.sequence : '');
  const degenerate = bases.filter((base) => (IUPAC_CODES[base] ?? '').length > 1).length;
  return (
    bases.length * pick(prices.perBase, row.scale) +
    degenerate * prices.degenerateBase +
    pick(prices.purification, row.purification) +
    pick(prices.fivePrime, row.fivePrime) +
    pick(prices.threePrime, row.threePrime)
  );
}
