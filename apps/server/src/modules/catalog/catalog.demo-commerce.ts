import type { LocalizedText, ProductLine } from '@portal/domain';
import { DATASHEET_DOCUMENT, type EntryCitation, type EntryDocument, type EntryPack } from './catalog.entry.js';
import { JOURNALS, STUDY_PHRASES } from './catalog.demo-vocabulary.js';

/** A small seeded generator (mulberry32): the same index always yields the same product. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function between(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

type PackPlan = { label: string; amountUg: number | null; factor: number };

const IN_VIVO_PACKS: PackPlan[] = [
  { label: '1 mg', amountUg: 1_000, factor: 1 },
  { label: '5 mg', amountUg: 5_000, factor: 3.2 },
  { label: '25 mg', amountUg: 25_000, factor: 11 },
  { label: '50 mg', amountUg: 50_000, factor: 19 },
  { label: '100 mg', amountUg: 100_000, factor: 33 },
];
const CONJUGATE_PACKS: PackPlan[] = [
  { label: '100 µg', amountUg: 100, factor: 1 },
  { label: '500 µg', amountUg: 500, factor: 3.8 },
  { label: '1 mg', amountUg: 1_000, factor: 6.5 },
];
const PROTEIN_PACKS: PackPlan[] = [
  { label: '10 µg', amountUg: 10, factor: 1 },
  { label: '50 µg', amountUg: 50, factor: 3 },
  { label: '100 µg', amountUg: 100, factor: 5 },
  { label: '500 µg', amountUg: 500, factor: 16 },
  { label: '1 mg', amountUg: 1_000, factor: 26 },
];
const CELL_PACKS: PackPlan[] = [
  { label: '1 vial', amountUg: null, factor: 1 },
  { label: '2 vials', amountUg: null, factor: 1.8 },
];
const BUFFER_PACKS: PackPlan[] = [
  { label: '50 mL', amountUg: null, factor: 1 },
  { label: '100 mL', amountUg: null, factor: 1.7 },
  { label: '500 mL', amountUg: null, factor: 6 },
];

const PACK_PLANS: Record<ProductLine, { packs: PackPlan[]; base: [number, number] }> = {
  biosimilar: { packs: IN_VIVO_PACKS, base: [260, 420] },
  'isotype-control': { packs: IN_VIVO_PACKS, base: [140, 190] },
  'anti-mouse': { packs: IN_VIVO_PACKS, base: [190, 320] },
  fusion: { packs: IN_VIVO_PACKS, base: [420, 650] },
  adc: { packs: CONJUGATE_PACKS, base: [480, 760] },
  related: { packs: BUFFER_PACKS, base: [45, 90] },
  'recombinant-protein': { packs: PROTEIN_PACKS, base: [85, 160] },
  'cell-line': { packs: CELL_PACKS, base: [2_400, 4_200] },
};

/** Yuan per dollar for the demo price lists, rounded to ten yuan as a Chinese list would be. */
const CNY_PER_USD = 7.1;
const GROUP_FACTORS = { list: 1, academic: 0.85, industry: 1.05 } as const;

/** Pack sizes of a line with list, academic and industry prices in both currencies (minor units). */
export function demoPacks(random: Random, line: ProductLine): EntryPack[] {
  const plan = PACK_PLANS[line];
  const base = between(random, plan.base[0], plan.base[1]);
  return plan.packs.map((pack) => {
    const dollars = Math.round(base * pack.factor);
    const prices = (Object.keys(GROUP_FACTORS) as (keyof typeof GROUP_FACTORS)[]).flatMap((priceGroup) => {
      const usd = Math.round(dollars * GROUP_FACTORS[priceGroup]);
      const cny = Math.round((usd * CNY_PER_USD) / 10) * 10;
      return [
        { priceGroup, currency: 'USD' as const, amount: usd * 100 },
        { priceGroup, currency: 'CNY' as const, amount: cny * 100 },
      ];
    });
    return { sizeLabel: pack.label, amountUg: pack.amountUg, prices };
  });
}

function coaTitle(lotNo: string): LocalizedText {
  return {
    en: `Certificate of Analysis, lot ${lotNo}`,
    zh: `质检报告（批号 ${lotNo}）`,
    es: `Certificado de análisis, lote ${lotNo}`,
    ja: `分析証明書（ロット ${lotNo}）`,
  };
}

function lotValues(random: Random, line: ProductLine): Record<string, string> {
  if (line === 'cell-line') {
    return { viability: `${between(random, 90, 98)}%`, cellsPerVial: `${between(random, 3, 6)} × 10^6`, mycoplasma: 'Negative (PCR)', sterility: 'Pass' };
  }
  if (line === 'related') return { pH: (6.5 + random()).toFixed(2), endotoxin: `< ${(random() * 0.1 + 0.01).toFixed(2)} EU/mL`, sterility: 'Pass' };
  return {
    concentration: `${(5 + random() * 4).toFixed(2)} mg/mL`,
    endotoxin: `< ${(random() * 0.8 + 0.1).toFixed(2)} EU/mg`,
    purity: `${(95 + random() * 4.5).toFixed(1)}% (SDS-PAGE)`,
    aggregation: `${(random() * 4.5 + 0.3).toFixed(1)}% (SEC-HPLC)`,
    sterility: 'Pass',
  };
}

/** A datasheet and the certificates of one to three lots with their measured values. */
export function demoDocuments(random: Random, line: ProductLine, index: number): EntryDocument[] {
  const documents: EntryDocument[] = [DATASHEET_DOCUMENT];
  const lots = between(random, 1, 3);
  for (let lot = 0; lot < lots; lot += 1) {
    const year = 23 + lot;
    const lotNo = `${year}${String(between(random, 1, 12)).padStart(2, '0')}${String((index * 7 + lot) % 1000).padStart(3, '0')}`;
    documents.push({ kind: 'coa', lotNo, title: coaTitle(lotNo), data: lotValues(random, line) });
  }
  return documents;
}

/** Up to three publications that used the antibody. */
export function demoCitations(random: Random, subject: string, application: string): EntryCitation[] {
  const count = between(random, 0, 3);
  return Array.from({ length: count }, () => {
    const pmid = String(between(random, 28_000_000, 39_900_000));
    return {
      title: `${subject} ${pick(random, STUDY_PHRASES)}`,
      journal: pick(random, JOURNALS),
      year: between(random, 2014, 2025),
      pmid,
      doi: `10.1000/demo.${pmid}`,
      application,
    };
  });
}
