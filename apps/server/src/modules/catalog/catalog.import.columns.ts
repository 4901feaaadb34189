import { CATALOGUE_LINES, PRODUCT_LINES, PRODUCT_SPEC_KEYS, type ProductLine, type ProductSpecKey } from '@portal/domain';
import type { EntryPack } from './catalog.entry.js';

/** The import's columns (README.md in this folder); headers match without regard to case, spaces or underscores. */
export const IMPORT_COLUMNS = [
  'catalogNo',
  'line',
  'categorySec',
  'nameEn',
  'nameZh',
  'nameEs',
  'nameJa',
  'descriptionEn',
  'descriptionZh',
  'descriptionEs',
  'descriptionJa',
  'target',
  'geneSymbol',
  'clone',
  'isotype',
  'reactivity',
  'host',
  'format',
  'applications',
  'packs',
  'academicPercent',
  'industryPercent',
  'specs',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['catalogNo', 'line', 'nameEn'];

const simplified = (header: string) => header.toLowerCase().replace(/[\s_-]/g, '');

/** Where each known column sits in the header row. */
export function columnPositions(header: string[]): Map<ImportColumn, number> {
  const positions = new Map<ImportColumn, number>();
  header.forEach((title, index) => {
    const column = IMPORT_COLUMNS.find((name) => simplified(name) === simplified(title));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  return positions;
}

export function isProductLine(value: string): value is ProductLine {
  return (PRODUCT_LINES as readonly string[]).includes(value);
}

export function categoriesOf(line: ProductLine): readonly string[] {
  return CATALOGUE_LINES.find((entry) => entry.line === line)?.categorySec ?? [];
}

const UNITS_IN_UG: Record<string, number> = { µg: 1, μg: 1, ug: 1, mg: 1_000, g: 1_000_000 };

/** The mass of a pack label such as "5 mg" or "100 µg", for the dose calculator; null for vials, kits and volumes. */
export function packMassUg(label: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(µg|μg|ug|mg|g)$/i.exec(label.trim());
  if (!match) return null;
  const amount = Math.round(Number(match[1]) * (UNITS_IN_UG[(match[2] as string).toLowerCase()] ?? 0));
  return amount > 0 ? amount : null;
}

function cents(text: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 100);
}

/**
 * "1 mg:290.00:2030.00;5 mg:920.00:6440.00": size, list price in USD and in CNY, per pack. The academic and
 * industry prices are the list price times their percentage (100 when not given).
 */
export function parsePacks(text: string, percents: { academic: number; industry: number }): EntryPack[] | null {
  if (text.trim() === '') return [];
  const packs: EntryPack[] = [];
  for (const item of text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [label, usdText, cnyText, ...rest] = item.split(':').map((part) => part.trim());
    const usd = cents(usdText ?? '');
    const cny = cents(cnyText ?? '');
    if (!label || label.length > 40 || usd === null || cny === null || rest.length > 0) return null;
    const groups = { list: 100, academic: percents.academic, industry: percents.industry } as const;
    const prices = (Object.keys(groups) as (keyof typeof groups)[]).flatMap((priceGroup) => [
      { priceGroup, currency: 'USD' as const, amount: Math.round((usd * groups[priceGroup]) / 100) },
      { priceGroup, currency: 'CNY' as const, amount: Math.round((cny * groups[priceGroup]) / 100) },
    ]);
    packs.push({ sizeLabel: label, amountUg: packMassUg(label), prices });
  }
  return packs.length <= 20 ? packs : null;
}

/** A percentage from 1 to 200, or 100 when the cell is empty. */
export function parsePercent(text: string): number | null {
  if (text.trim() === '') return 100;
  const value = Number(text.trim().replace(/%$/, ''));
  return Number.isFinite(value) && value >= 1 && value <= 200 ? value : null;
}

/** "purity=> 95%; storage=2–8 °C": specification rows by key. */
export function parseSpecs(text: string): Partial<Record<ProductSpecKey, string>> | null {
  const specs: Partial<Record<ProductSpecKey, string>> = {};
  for (const item of text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = item.indexOf('=');
    const key = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (separator < 1 || !(PRODUCT_SPEC_KEYS as readonly string[]).includes(key) || value === '' || value.length > 500) return null;
    specs[key as ProductSpecKey] = value;
  }
  return specs;
}
