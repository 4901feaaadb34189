import {
  ADDRESS_IMPORT_COLUMNS,
  type AddressImportField,
  type AddressInput,
  type Edition,
  type ImportResult,
  type Language,
  type ValidationIssue,
  addressInputSchema,
  describeIssue,
  importFlag,
  translate,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { type ReceivedSpreadsheet, importHeaders, importOutcome, readImportRows } from '../uploads/index.js';
import { MAX_ADDRESSES, addAddresses } from './addresses.service.js';

type CheckedRow = { row: number; values: Record<AddressImportField, string>; reasons: string[]; input: AddressInput | null };

const header = (column: (typeof ADDRESS_IMPORT_COLUMNS)[number], language: Language) => translate(language, 'errors', column.header);

/** A row checked by the address form's own rules; the reasons name the columns as the template does. */
function checkRow({ row, values }: { row: number; values: Record<AddressImportField, string> }, language: Language, edition: Edition): CheckedRow {
  const reasons: string[] = [];
  const isDefault = importFlag(values.isDefault);
  const defaultColumn = ADDRESS_IMPORT_COLUMNS.find((column) => column.field === 'isDefault');
  if (isDefault === null && defaultColumn) reasons.push(translate(language, 'errors', 'importFlagInvalid', { column: header(defaultColumn, language) }));
  const parsed = addressInputSchema(edition).safeParse({ ...values, isDefault: isDefault ?? false });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = ADDRESS_IMPORT_COLUMNS.find((candidate) => candidate.field === issue.path[0]);
      reasons.push(describeIssue({ ...(issue as ValidationIssue), path: column ? [header(column, language)] : issue.path }, language));
    }
  }
  return { row, values, reasons, input: parsed.success && reasons.length === 0 ? parsed.data : null };
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
  input: { customerId: string; sheet: ReceivedSpreadsheet; language: Language; edition: Edition },
): Promise<{ result: ImportResult; partial: boolean }> {
  const { customerId, language } = input;
  const data = await readImportRows(input.sheet, ADDRESS_IMPORT_COLUMNS, language);
  const checked = data.map((row) => checkRow(row, language, input.edition));
  const valid = checked.filter((row): row is CheckedRow & { input: AddressInput } => row.input !== null);
  const saved = await addAddresses(
    db,
    customerId,
    valid.map((row) => row.input),
  );
  for (const row of valid.slice(saved)) row.reasons.push(translate(language, 'errors', 'addressBookFull', { maximum: MAX_ADDRESSES }));
  const failed = checked.filter((row) => row.reasons.length > 0);
  return importOutcome(db, uploadRoot, {
    customerId,
    language,
    totalCount: data.length,
    successCount: saved,
    failed: failed.map((row) => ({ row: row.row, values: ADDRESS_IMPORT_COLUMNS.map((column) => row.values[column.field]), reasons: row.reasons })),
    headers: importHeaders(ADDRESS_IMPORT_COLUMNS, language),
    reportName: 'addressImportErrorsName',
  });
}
