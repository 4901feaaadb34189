import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { IMPORT_MAX_ROWS, type SheetRow, isImportFileName } from '@portal/domain';
import type ExcelJS from 'exceljs';
import { AppError } from '../../errors.js';
import { sniffFileType } from './uploads.file-types.js';
import { type Received, discard, isSafeFileName, receiveParts } from './uploads.service.js';
import { inflatesWithin, readZip, reorderedZip } from './uploads.zip.js';

/** exceljs takes about a second to load, and only imports and exports use it: loaded on first use, not at start. */
const excel = async () => (await import('exceljs')).default;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_CONTENT_TYPE = 'application/vnd.ms-excel';
/** What an uploaded import's workbook may unpack to: a thousand rows take about 1 MB; the rest leaves room for styles and pictures. */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** Columns read per row: imports use a dozen; a stray cell far to the right must not multiply the work. */
const MAX_COLUMNS = 50;
/** The parts exceljs's streaming reader needs before any worksheet, in this order. */
const WORKBOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * Workbook parts first, then the worksheets, then the rest, [Content_Types].xml last. exceljs's streaming reader
 * needs the workbook parts before the sheets, and now and then loses a workbook's last entry
 * (github.com/exceljs/exceljs/issues/3064): Excel and exceljs store xl/workbook.xml last.
 */
function readingRank(name: string): number {
  const part = WORKBOOK_PARTS.indexOf(name);
  if (part >= 0) return part;
  if (name.startsWith('xl/worksheets/')) return WORKBOOK_PARTS.length;
  return name === '[Content_Types].xml' ? WORKBOOK_PARTS.length + 2 : WORKBOOK_PARTS.length + 1;
}

/** A workbook received for import: its bytes (in reading order), the name it came with and the form's other fields. */
export type ReceivedSpreadsheet = { content: Buffer; name: string; fields: Record<string, string> };

async function checkedContent(file: Received, maxInflatedBytes: number): Promise<Buffer> {
  const name = file.originalName;
  if (!isSafeFileName(name)) throw new AppError(400, 'uploadNameInvalid');
  if (!isImportFileName(name)) throw new AppError(415, 'importTypeRefused', { name });
  const type = await sniffFileType(file.tempPath, name);
  // exceljs reads the Office Open format only; the old binary one gets a way out instead of a failure.
  if (type?.contentType === XLS_CONTENT_TYPE) throw new AppError(415, 'importXlsUnsupported', { name });
  if (type?.contentType !== XLSX_CONTENT_TYPE) throw new AppError(415, 'importTypeRefused', { name });
  const archive = readZip(await readFile(file.tempPath));
  if (!archive) throw new AppError(400, 'importUnreadable', { name });
  if (!(await inflatesWithin(archive, maxInflatedBytes))) throw new AppError(400, 'importWorkbookTooLarge', { name, maximum: IMPORT_MAX_ROWS });
  return reorderedZip(archive, readingRank);
}

/**
 * Receives an import's multipart body (spec section 3's import form): exactly one Excel workbook, .xlsx by its
 * content, that unpacks to a bounded size. It is kept in memory (10 MB at most); nothing stays on disk.
 */
export async function receiveSpreadsheet(root: string, parts: AsyncIterableIterator<Multipart>): Promise<ReceivedSpreadsheet> {
  const { files, fields } = await receiveParts(root, parts, 1);
  try {
    const [file] = files;
    if (!file) throw new AppError(400, 'importFileRequired');
    return { content: await checkedContent(file, MAX_INFLATED_BYTES), name: file.originalName, fields };
  } finally {
    await discard(files);
  }
}

/** A non-empty row of a sheet: its row number as Excel shows it and its cells as text, trimmed. */
export type { SheetRow };

/** A row's cells as text, trimmed, the first MAX_COLUMNS of them; null for a row with nothing in it. */
function rowCells(row: ExcelJS.Row): string[] | null {
  const cells = Array.from({ length: Math.min(row.cellCount, MAX_COLUMNS) }, (_, index) => row.getCell(index + 1).text.trim());
  return cells.every((cell) => cell === '') ? null : cells;
}

/**
 * The first worksheet's non-empty rows, at most `limit` of them; `more` tells that the sheet goes on. Rows beyond
 * the limit are not kept, but the reading runs to the end of the workbook: when the shared strings are missing,
 * exceljs writes each sheet to a temporary file that it deletes only then. The unpacked size checked on receipt
 * bounds that work.
 */
export async function readSheetRows(sheet: ReceivedSpreadsheet, limit: number): Promise<{ rows: SheetRow[]; more: boolean }> {
  const input = Readable.from([sheet.content]);
  const rows: SheetRow[] = [];
  let more = false;
  let first = true;
  try {
    const workbook = new (await excel()).stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const worksheet of workbook) {
      const collecting = first;
      first = false;
      for await (const row of worksheet) {
        if (!collecting || more) continue;
        const cells = rowCells(row);
        if (!cells) continue;
        if (rows.length === limit) more = true;
        else rows.push({ number: row.number, cells });
      }
    }
  } catch {
    throw new AppError(400, 'importUnreadable', { name: sheet.name });
  } finally {
    input.destroy();
  }
  return { rows, more };
}

/**
 * The rows of a file on disk for the command-line catalogue import: an .xlsx workbook read and checked as an
 * uploaded one is (its content type, an unpacked size within `maxInflatedBytes`, the same messages), or a UTF-8 .csv.
 */
export async function readSpreadsheetFile(path: string, maxInflatedBytes: number): Promise<SheetRow[]> {
  const name = basename(path);
  if (extname(name).toLowerCase() === '.csv') {
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    const rows: SheetRow[] = [];
    const worksheet = await new (await excel()).Workbook().csv.read(Readable.from([text]), {
      map: (value: unknown) => value,
      parserOptions: { delimiter: ',' },
    } as never);
    worksheet.eachRow((row, number) => {
      const cells = rowCells(row);
      if (cells) rows.push({ number, cells });
    });
    return rows;
  }
  const sheet = { content: await checkedContent({ tempPath: path, originalName: name, size: 0 }, maxInflatedBytes), name, fields: {} };
  return (await readSheetRows(sheet, Number.POSITIVE_INFINITY)).rows;
}

/** A one-sheet workbook with a bold, frozen header row: import templates and error reports. */
export async function spreadsheetBuffer(sheet: { name: string; header: string[]; rows: (string | number)[][] }): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  // Excel allows 31 characters and none of []:*?/\ in a sheet's name.
  const worksheet = workbook.addWorksheet(sheet.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.header.map((title, index) => ({
    header: title,
    width: Math.min(60, Math.max(12, title.length + 4, ...sheet.rows.map((row) => String(row[index] ?? '').length + 2))),
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
