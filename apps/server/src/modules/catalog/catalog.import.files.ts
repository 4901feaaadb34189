import { type SheetRow, readSpreadsheetFile } from '../uploads/index.js';

/** What an operator's catalogue workbook may unpack to: a hundred thousand products with their packs and specifications. */
const CATALOGUE_FILE_MAX_INFLATED_BYTES = 1024 * 1024 * 1024;

/** The first sheet of an .xlsx workbook or the rows of a .csv file (UTF-8), read as every import reads them. */
export function readImportFile(path: string): Promise<SheetRow[]> {
  return readSpreadsheetFile(path, CATALOGUE_FILE_MAX_INFLATED_BYTES);
}
