import ExcelJS from 'exceljs';

/** An .xlsx file whose first sheet holds `rows`, as Excel would save it. */
export async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A small .xlsx that unpacks to more than an import may hold (20 MB): a second sheet of distinct megabyte-long strings. */
export async function zipBomb(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRow(['Contact', 'Phone', 'Country', 'Address']);
  const padding = book.addWorksheet('Padding');
  padding.addRow(Array.from({ length: 24 }, (_, index) => `${index}`.padEnd(1024 * 1024, 'x')));
  return Buffer.from(await book.xlsx.writeBuffer());
}
