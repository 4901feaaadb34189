import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetRow } from '../uploads/index.js';

/** Cells read per row: the import has two dozen columns; a stray cell far to the right must not multiply the work. */
const MAX_COLUMNS = 40;

function rowsOf(worksheet: ExcelJS.Worksheet | undefined): SheetRow[] {
  const rows: SheetRow[] = [];
  worksheet?.eachRow((row, number) => {
    const cells = Array.from({ length: Math.min(row.cellCount, MAX_COLUMNS) }, (_, index) => row.getCell(index + 1).text.trim());
    if (cells.some((cell) => cell !== '')) rows.push({ number, cells });
  });
  return rows;
}

/** The first sheet of an .xlsx workbook or the rows of a .csv file (UTF-8), as the import reads them. */
export async function readImportFile(path: string): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  const extension = extname(path).toLowerCase();
  if (extension === '.csv') {
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    return rowsOf(await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value, parserOptions: { delimiter: ',' } } as never));
  }
  if (extension !== '.xlsx') throw new Error(`${path}: only .xlsx and .csv files can be imported`);
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return rowsOf(workbook.worksheets[0]);
}
