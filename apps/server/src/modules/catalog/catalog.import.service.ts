import { type ErrorKey, type Language, PRODUCT_LINES, PRODUCT_SPEC_KEYS, CHECK_RULES, translate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { SheetRow } from '../uploads/index.js';
import { refreshCatalogueDerived } from './catalog.derived.service.js';
import { type CatalogueEntry, DATASHEET_DOCUMENT } from './catalog.entry.js';
import {
  type ImportColumn,
  REQUIRED_COLUMNS,
  categoriesOf,
  columnPositions,
  isProductLine,
  parsePacks,
  parsePercent,
  parseSpecs,
} from './catalog.import.columns.js';
import { notifyCatalogueChanged } from './catalog.revision.js';
import { upsertEntries } from './catalog.write.repository.js';

/** Rows one import may hold; larger catalogues go in several files (or through the generator for tests). */
export const IMPORT_MAX_PRODUCTS = 20_000;
const TEXT_LIMIT = 300;
const LONG_TEXT_LIMIT = 5_000;

export type ImportError = { row: number; catalogNo: string; message: string };
export type ImportReport = { total: number; created: number; updated: number; errors: ImportError[] };

function validRow(cell: (column: ImportColumn) => string, fail: (key: ErrorKey, params: Record<string, string | number>) => void): CatalogueEntry | null {
  const catalogNo = cell('catalogNo').toUpperCase();
  const line = cell('line');
  const categorySec = cell('categorySec');
  if (!CHECK_RULES.catalog_no.pattern.test(catalogNo)) return (fail('catalogImportCatalogNo', { value: cell('catalogNo') }), null);
  if (!isProductLine(line)) return (fail('catalogImportLine', { value: line, allowed: PRODUCT_LINES.join(', ') }), null);
  const allowed = categoriesOf(line);
  if (categorySec !== '' && !allowed.includes(categorySec)) return (fail('catalogImportCategory', { value: categorySec, allowed: allowed.join(', ') }), null);
  const names = { en: cell('nameEn'), zh: cell('nameZh'), es: cell('nameEs'), ja: cell('nameJa') };
  if (!names.en || Object.values(names).some((name) => name.length > TEXT_LIMIT)) return (fail('catalogImportName', {}), null);
  const descriptions = { en: cell('descriptionEn'), zh: cell('descriptionZh'), es: cell('descriptionEs'), ja: cell('descriptionJa') };
  for (const [field, value] of Object.entries(descriptions)) {
    if (value.length > LONG_TEXT_LIMIT) return (fail('catalogImportTooLong', { field: `description ${field}`, maximum: LONG_TEXT_LIMIT }), null);
  }
  const fields = {
    target: cell('target'),
    geneSymbol: cell('geneSymbol'),
    clone: cell('clone'),
    isotype: cell('isotype'),
    reactivity: cell('reactivity'),
    host: cell('host'),
    format: cell('format'),
  };
  for (const [field, value] of Object.entries(fields)) {
    if (value.length > TEXT_LIMIT) return (fail('catalogImportTooLong', { field, maximum: TEXT_LIMIT }), null);
  }
  const academic = parsePercent(cell('academicPercent'));
  const industry = parsePercent(cell('industryPercent'));
  const packs = academic !== null && industry !== null ? parsePacks(cell('packs'), { academic, industry }) : null;
  if (!packs)
    return (fail('catalogImportPacks', { value: [cell('packs'), cell('academicPercent'), cell('industryPercent')].filter(Boolean).join(' | ') }), null);
  const specs = parseSpecs(cell('specs'));
  if (!specs) return (fail('catalogImportSpec', { value: cell('specs'), allowed: PRODUCT_SPEC_KEYS.join(', ') }), null);
  const applications = cell('applications')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 20);
  return {
    product: {
      catalogNo,
      line,
      categorySec: categorySec || (allowed[0] ?? ''),
      name: { en: names.en, zh: names.zh || names.en, es: names.es || names.en, ja: names.ja || names.en },
      description: descriptions.en
        ? { en: descriptions.en, zh: descriptions.zh || descriptions.en, es: descriptions.es || descriptions.en, ja: descriptions.ja || descriptions.en }
        : null,
      ...fields,
      applications,
      specs,
    },
    packs,
    documents: [DATASHEET_DOCUMENT],
    citations: [],
    relations: [],
  };
}

/**
 * Imports products from a sheet's rows (the first holds the column titles). Every row is checked and every
 * problem reported by row number; the valid rows are created or updated by catalogue number in one
 * transaction, so an import either lands whole or, on a database failure, not at all.
 */
export async function importProducts(db: Database, rows: SheetRow[], language: Language = 'en'): Promise<ImportReport> {
  const [header, ...body] = rows;
  const positions = columnPositions(header?.cells ?? []);
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (!header || missing.length > 0) {
    return {
      total: body.length,
      created: 0,
      updated: 0,
      errors: [{ row: header?.number ?? 1, catalogNo: '', message: translate(language, 'errors', 'catalogImportHeader', { columns: missing.join(', ') }) }],
    };
  }
  if (body.length > IMPORT_MAX_PRODUCTS) {
    return {
      total: body.length,
      created: 0,
      updated: 0,
      errors: [{ row: header.number, catalogNo: '', message: translate(language, 'errors', 'catalogImportTooManyRows', { maximum: IMPORT_MAX_PRODUCTS }) }],
    };
  }
  const errors: ImportError[] = [];
  const entries: CatalogueEntry[] = [];
  const seen = new Map<string, number>();
  for (const row of body) {
    const cell = (column: ImportColumn) => {
      const position = positions.get(column);
      return position === undefined ? '' : (row.cells[position] ?? '').trim();
    };
    const catalogNo = cell('catalogNo').toUpperCase();
    const fail = (key: ErrorKey, params: Record<string, string | number>) =>
      errors.push({ row: row.number, catalogNo, message: translate(language, 'errors', key, params) });
    const entry = validRow(cell, fail);
    if (!entry) continue;
    const earlier = seen.get(catalogNo);
    if (earlier !== undefined) {
      fail('catalogImportDuplicate', { value: catalogNo, row: earlier });
      continue;
    }
    seen.set(catalogNo, row.number);
    entries.push(entry);
  }
  if (entries.length === 0) return { total: body.length, created: 0, updated: 0, errors };
  const { created, revision } = await db.transaction(async (tx) => {
    const written = await upsertEntries(tx, entries);
    const revision = await refreshCatalogueDerived(tx, written.ids);
    return { created: written.created, revision };
  });
  notifyCatalogueChanged(revision);
  return { total: body.length, created, updated: entries.length - created, errors };
}
