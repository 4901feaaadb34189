import type { FastifyReply } from 'fastify';
import { type ErrorKey, IMPORT_MAX_ROWS, type ImportColumn, type ImportResult, type Language, importColumnMatcher, translate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type ReceivedSpreadsheet, XLSX_CONTENT_TYPE, readSheetRows, spreadsheetBuffer } from './uploads.spreadsheets.js';
import { storeGeneratedFile } from './uploads.service.js';

/** A template's column headers in the caller's language. */
export function importHeaders(columns: readonly ImportColumn[], language: Language): string[] {
  return columns.map((column) => translate(language, 'errors', column.header));
}

/**
 * The data rows of an import sheet, each cell found under its column's header (in any language, in any order);
 * refused as a whole when the sheet is empty, too long, or lacks a required column.
 */
export async function readImportRows<F extends string>(
  sheet: ReceivedSpreadsheet,
  columns: readonly ImportColumn<F>[],
  language: Language,
): Promise<{ row: number; values: Record<F, string> }[]> {
  const { rows, more } = await readSheetRows(sheet, IMPORT_MAX_ROWS + 1);
  if (more) throw new AppError(400, 'importTooManyRows', { maximum: IMPORT_MAX_ROWS });
  const [headerRow, ...data] = rows;
  if (!headerRow || data.length === 0) throw new AppError(400, 'importEmpty');
  const columnOf = importColumnMatcher(columns);
  const positions = new Map<F, number>();
  headerRow.cells.forEach((cell, index) => {
    const field = columnOf(cell);
    if (field && !positions.has(field)) positions.set(field, index);
  });
  const missing = columns.filter((column) => column.required && !positions.has(column.field));
  if (missing.length > 0) throw new AppError(400, 'importColumnsMissing', { columns: importHeaders(missing, language).join(', ') });
  return data.map((row) => ({
    row: row.number,
    values: Object.fromEntries(columns.map((column) => [column.field, row.cells[positions.get(column.field) ?? -1] ?? ''])) as Record<F, string>,
  }));
}

/** A sheet row that was not imported: its number, its cells in the template's column order, and why. */
export type FailedImportRow = { row: number; values: string[]; reasons: string[] };

type Outcome = {
  customerId: string;
  language: Language;
  totalCount: number;
  successCount: number;
  failed: FailedImportRow[];
  /** The template's column headers, in the caller's language. */
  headers: string[];
  /** The error report's file name (without extension). */
  reportName: ErrorKey;
};

/**
 * The reply of every customer import (wire-contract.md): all rows stored (200); some refused (201, with a
 * row-by-row error report only the importer can download); none stored (400 naming the first problem).
 */
export async function importOutcome(db: Database, uploadRoot: string, outcome: Outcome): Promise<{ result: ImportResult; partial: boolean }> {
  const { language, failed } = outcome;
  const counts = { totalCount: outcome.totalCount, successCount: outcome.successCount, errorCount: failed.length };
  const [first] = failed;
  if (counts.successCount === 0 && first)
    throw new AppError(400, 'importNothingValid', { errorCount: failed.length, row: first.row, reason: first.reasons.join('; ') });
  if (failed.length === 0) return { partial: false, result: { ...counts, msg: translate(language, 'errors', 'importSucceeded', counts) } };
  const fileName = `${translate(language, 'errors', outcome.reportName)}.xlsx`;
  const content = await spreadsheetBuffer({
    name: translate(language, 'errors', 'importReasonsHeader'),
    header: [translate(language, 'errors', 'importRowHeader'), ...outcome.headers, translate(language, 'errors', 'importReasonsHeader')],
    rows: failed.map((row) => [row.row, ...row.values, row.reasons.join('; ')]),
  });
  const owner = { kind: 'customer' as const, id: outcome.customerId };
  const fileUrl = await storeGeneratedFile(db, uploadRoot, {
    owner,
    folder: 'temp',
    name: fileName,
    contentType: XLSX_CONTENT_TYPE,
    extension: 'xlsx',
    content,
  });
  return { partial: true, result: { ...counts, msg: translate(language, 'errors', 'importPartly', counts), fileUrl, fileName } };
}

/** Sends an import's template: one sheet whose header row names the columns in the caller's language. */
export async function sendImportTemplate(reply: FastifyReply, columns: readonly ImportColumn[], language: Language, name: ErrorKey): Promise<FastifyReply> {
  const title = translate(language, 'errors', name);
  const content = await spreadsheetBuffer({ name: title, header: importHeaders(columns, language), rows: [] });
  return reply
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`)
    .type(XLSX_CONTENT_TYPE)
    .send(content);
}
