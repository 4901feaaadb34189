import { z } from 'zod';
import { type ErrorKey, sharedMessages } from '../i18n/messages.js';
import { LANGUAGES } from '../i18n/languages.js';

/** Spec section 5: an import takes Excel files only, recognised by name in the picker and by content on the server. */
export const IMPORT_ACCEPT = '.xls,.xlsx';
/** At most this many data rows per file: enough for any address book or order list, and a bound on the work. */
export const IMPORT_MAX_ROWS = 1000;

export function isImportFileName(name: string): boolean {
  return /\.xlsx?$/i.test(name.trim());
}

/**
 * The optional fields of spec section 3's import form. Only the online-form import acts on them; the others accept
 * and ignore them, so one client form serves every import.
 */
export const importFormSchema = z.object({
  isSingleTableImport: z.enum(['true', 'false']).optional(),
  foreignKeys: z.string().max(500).optional(),
  validateStatus: z.enum(['0', '1']).optional(),
});

/**
 * The reply's `result` (wire-contract.md): the counts and a summary; with errors (code 201) also the stored path of
 * the row-by-row error report, which downloads from `/sys/common/static/{fileUrl}` for the importer only.
 */
export const importResultSchema = z.object({
  totalCount: z.number().int(),
  errorCount: z.number().int(),
  successCount: z.number().int(),
  msg: z.string(),
  fileUrl: z.string().optional(),
  fileName: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The envelope code of an import that stored some rows and refused others. */
export const IMPORT_PARTIAL_CODE = 201;

/** A column of an import sheet: the field it fills and the message key of its header. */
export type ImportColumn<F extends string = string> = { field: F; header: ErrorKey; required?: boolean };

/** Headers are matched without case, spaces, asterisks or separators, so '*E-mail' finds 'Email'. */
function headerKey(text: string): string {
  return text.toLowerCase().replace(/[\s*_\-/／·:：()（）]/g, '');
}

/**
 * Finds a column by its header in any of the four languages (a sheet filled in from the Chinese template imports
 * on the international site too), or by its field name.
 */
export function importColumnMatcher<F extends string>(columns: readonly ImportColumn<F>[]): (header: string) => F | null {
  const byHeader = new Map<string, F>();
  for (const column of columns) {
    byHeader.set(headerKey(column.field), column.field);
    for (const language of LANGUAGES) byHeader.set(headerKey(sharedMessages[language].errors[column.header]), column.field);
  }
  return (header) => byHeader.get(headerKey(header)) ?? null;
}

/** A yes/no cell: the words of every language, 1/0, true/false, y/n; empty is no; anything else is null (invalid). */
export function importFlag(text: string): boolean | null {
  const value = headerKey(text);
  if (value === '') return false;
  const words = (key: ErrorKey) => LANGUAGES.map((language) => headerKey(sharedMessages[language].errors[key]));
  if (['1', 'true', 'y', ...words('importYes')].includes(value)) return true;
  if (['0', 'false', 'n', ...words('importNo')].includes(value)) return false;
  return null;
}

/** The address book's import sheet: the fields of spec section 3's address, in the template's order. */
export const ADDRESS_IMPORT_COLUMNS = [
  { field: 'contact', header: 'addressImportContact', required: true },
  { field: 'phone', header: 'addressImportPhone', required: true },
  { field: 'countryName', header: 'addressImportCountry', required: true },
  { field: 'provinceName', header: 'addressImportState' },
  { field: 'cityName', header: 'addressImportCity' },
  { field: 'addressDetail', header: 'addressImportAddress', required: true },
  { field: 'postalCode', header: 'addressImportPostalCode' },
  { field: 'email', header: 'addressImportEmail' },
  { field: 'company', header: 'addressImportCompany' },
  { field: 'isDefault', header: 'addressImportDefault' },
] as const satisfies readonly ImportColumn[];
export type AddressImportField = (typeof ADDRESS_IMPORT_COLUMNS)[number]['field'];
