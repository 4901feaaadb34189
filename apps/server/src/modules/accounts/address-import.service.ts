import {
  ADDRESS_IMPORT_COLUMNS,
  type AddressImportField,
  type AddressInput,
  IMPORT_MAX_ROWS,
  type ImportResult,
  type Language,
  type ValidationIssue,
  addressInputSchema,
  describeIssue,
  importColumnMatcher,
  importFlag,
  translate,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type ReceivedSpreadsheet, type SheetRow, XLSX_CONTENT_TYPE, readSheetRows, spreadsheetBuffer, storeGeneratedFile } from '../uploads/index.js';
import { MAX_ADDRESSES, addAddresses } from './addresses.service.js';

type Column = (typeof ADDRESS_IMPORT_COLUMNS)[number];
type CheckedRow = { row: number; values: Record<AddressImportField, string>; reasons: string[]; input: AddressInput | null };

const columnOf = importColumnMatcher(ADDRESS_IMPORT_COLUMNS);
const header = (column: Column, language: Language) => translate(language, 'errors', column.header);

/** Where each field's column is: the first column whose header names it. */
function columnPositions(cells: readonly string[]): Map<AddressImportField, number> {
  const positions = new Map<AddressImportField, number>();
  cells.forEach((cell, index) => {
    const field = columnOf(cell);
    if (field && !positions.has(field)) positions.set(field, index);
  });
  return positions;
}

/** A row checked by the address form's own rules; the reasons name the columns as the template does. */
function checkRow(row: SheetRow, positions: Map<AddressImportField, number>, language: Language): CheckedRow {
  const cell = (field: AddressImportField) => row.cells[positions.get(field) ?? -1] ?? '';
  const values = Object.fromEntries(ADDRESS_IMPORT_COLUMNS.map((column) => [column.field, cell(column.field)])) as Record<AddressImportField, string>;
  const reasons: string[] = [];
  const isDefault = importFlag(values.isDefault);
  const defaultColumn = ADDRESS_IMPORT_COLUMNS.find((column) => column.field === 'isDefault');
  if (isDefault === null && defaultColumn) reasons.push(translate(language, 'errors', 'importFlagInvalid', { column: header(defaultColumn, language) }));
  const parsed = addressInputSchema.safeParse({ ...values, isDefault: isDefault ?? false });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = ADDRESS_IMPORT_COLUMNS.find((candidate) => candidate.field === issue.path[0]);
      reasons.push(describeIssue({ ...(issue as ValidationIssue), path: column ? [header(column, language)] : issue.path }, language));
    }
  }
  return { row: row.number, values, reasons, input: parsed.success && reasons.length === 0 ? parsed.data : null };
}

async function errorReport(db: Database, uploadRoot: string, customerId: string, failed: CheckedRow[], language: Language) {
  const fileName = `${translate(language, 'errors', 'addressImportErrorsName')}.xlsx`;
  const content = await spreadsheetBuffer({
    name: translate(language, 'errors', 'importReasonsHeader'),
    header: [translate(language, 'errors', 'importRowHeader'), ...ADDRESS_IMPORT_COLUMNS.map((column) => header(column, language)), translate(language, 'errors', 'importReasonsHeader')],
    rows: failed.map((checked) => [checked.row, ...ADDRESS_IMPORT_COLUMNS.map((column) => checked.values[column.field]), checked.reasons.join('; ')]),
  });
  const fileUrl = await storeGeneratedFile(db, uploadRoot, { owner: { kind: 'customer', id: customerId }, folder: 'temp', name: fileName, contentType: XLSX_CONTENT_TYPE, extension: 'xlsx', content });
  return { fileUrl, fileName };
}

/**
 * Imports a workbook into the customer's address book (spec section 8 'Import'): each row is checked as the address
 * form checks it, the good ones are added in one transaction, and the bad ones are listed with their reasons in an
 * error report only the customer can download. `partial` marks a reply with such a report (code 201); when no
 * row could be added nothing is written and the reply is a refusal naming the first problem.
 */
export async function importAddressSheet(
  db: Database,
  uploadRoot: string,
  input: { customerId: string; sheet: ReceivedSpreadsheet; language: Language },
): Promise<{ result: ImportResult; partial: boolean }> {
  const { customerId, language } = input;
  const { rows, more } = await readSheetRows(input.sheet, IMPORT_MAX_ROWS + 1);
  if (more) throw new AppError(400, 'importTooManyRows', { maximum: IMPORT_MAX_ROWS });
  const [headerRow, ...data] = rows;
  if (!headerRow || data.length === 0) throw new AppError(400, 'importEmpty');
  const positions = columnPositions(headerRow.cells);
  const missing = ADDRESS_IMPORT_COLUMNS.filter((column) => 'required' in column && !positions.has(column.field));
  if (missing.length > 0) throw new AppError(400, 'importColumnsMissing', { columns: missing.map((column) => header(column, language)).join(', ') });

  const checked = data.map((row) => checkRow(row, positions, language));
  const valid = checked.filter((row): row is CheckedRow & { input: AddressInput } => row.input !== null);
  const saved = await addAddresses(
    db,
    customerId,
    valid.map((row) => row.input),
  );
  for (const row of valid.slice(saved)) row.reasons.push(translate(language, 'errors', 'addressBookFull', { maximum: MAX_ADDRESSES }));
  const failed = checked.filter((row) => row.reasons.length > 0);
  const counts = { totalCount: data.length, successCount: saved, errorCount: failed.length };
  const [first] = failed;
  if (saved === 0 && first) throw new AppError(400, 'importNothingValid', { errorCount: failed.length, row: first.row, reason: first.reasons.join('; ') });
  if (failed.length === 0) return { partial: false, result: { ...counts, msg: translate(language, 'errors', 'importSucceeded', counts) } };
  const report = await errorReport(db, uploadRoot, customerId, failed, language);
  return { partial: true, result: { ...counts, msg: translate(language, 'errors', 'importPartly', counts), ...report } };
}

/** The template: the header row in the caller's language, ready to fill in. */
export async function addressImportTemplate(language: Language): Promise<{ fileName: string; content: Buffer }> {
  const content = await spreadsheetBuffer({ name: translate(language, 'errors', 'addressImportTemplateName'), header: ADDRESS_IMPORT_COLUMNS.map((column) => header(column, language)), rows: [] });
  return { fileName: `${translate(language, 'errors', 'addressImportTemplateName')}.xlsx`, content };
}
