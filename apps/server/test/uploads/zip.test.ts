import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inflatesWithin, readZip, reorderedZip } from '../../src/modules/uploads/uploads.zip.js';
import { workbook, zipBomb } from './spreadsheets.js';

const LIMIT = 20 * 1024 * 1024;
const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

describe('zip archives of imported workbooks', () => {
  it('lets an honest workbook through, within its real unpacked size', async () => {
    const archive = readZip(await workbook([['Contact'], ['Ana']]));
    expect(archive?.records.map((record) => record.name)).toContain('xl/workbook.xml');
    expect(archive && (await inflatesWithin(archive, LIMIT))).toBe(true);
    expect(archive && (await inflatesWithin(archive, 1000))).toBe(false);
  });

  it('stops a bomb at the budget', async () => {
    const archive = readZip(await zipBomb());
    expect(archive && (await inflatesWithin(archive, LIMIT))).toBe(false);
  });

  it('refuses records that disagree with the central directory, truncated files and anything that is not a zip', async () => {
    const zip = await workbook([['Contact'], ['Ana']]);
    // A record slipped in between two listed ones: a streaming reader would see it, the directory does not list it.
    const second = zip.indexOf(LOCAL_HEADER, 4);
    expect(readZip(Buffer.concat([zip.subarray(0, second), LOCAL_HEADER, Buffer.from('hidden-record'), zip.subarray(second)]))).toBeNull();
    // The first record renamed: its local name no longer matches the directory's.
    const renamed = Buffer.from(zip);
    renamed[30] = renamed[30] === 0x41 ? 0x42 : 0x41;
    expect(readZip(renamed)).toBeNull();
    expect(readZip(zip.subarray(0, zip.length - 10))).toBeNull();
    expect(readZip(Buffer.from('not a zip at all, but long enough to look at'))).toBeNull();
    expect(readZip(Buffer.alloc(0))).toBeNull();
  });

  it('reorders records into a zip that reads the same', async () => {
    const archive = readZip(await workbook([['Contact'], ['Ana']]));
    if (!archive) throw new Error('not read');
    const reordered = reorderedZip(archive, (name) => (name === 'xl/workbook.xml' ? 0 : 1));
    const again = readZip(reordered);
    expect(again?.records.map((record) => record.name)).toEqual([
      'xl/workbook.xml',
      ...archive.records.map((record) => record.name).filter((name) => name !== 'xl/workbook.xml'),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reordered as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getCell('A2').text).toBe('Ana');
  });
});
