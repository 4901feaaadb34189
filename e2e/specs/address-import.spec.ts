import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { apiRegister } from '../support/accounts';
import { AddressBook, signInContext, unexpectedErrors } from '../support/account-pages';
import { button, notice } from '../support/antd';
import { AccountPage } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMNS = ['Contact', 'Phone', 'Country', 'State/Province', 'City', 'Address', 'Postal code', 'Email', 'Company', 'Default'];

async function sheetRows(download: Download): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Addresses');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Clicks `trigger` and returns the file the page hands to the browser to save. */
async function downloaded(page: Page, trigger: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await trigger();
  return download;
}

test.describe('address book import', () => {
  test('downloads the template, refuses a text file, imports good rows and offers the report of the bad one', async ({ open }) => {
    const account = await apiRegister(baseUrl);
    const { context, page, errors } = await open();
    await signInContext(context, baseUrl, account);
    await new AccountPage(page).goto('addresses');
    const book = new AddressBook(page);
    await book.open();

    const template = await downloaded(page, () => button(page, 'Download template').click());
    expect(template.suggestedFilename()).toBe('address-import-template.xlsx');
    expect(await sheetRows(template)).toEqual([COLUMNS]);

    await button(page, 'Import').click();
    const dialog = page.getByRole('dialog', { name: 'Import addresses' });
    await expect(dialog).toBeVisible();
    const start = button(dialog, 'Start upload');
    await expect(start).toBeDisabled();

    const chooser = dialog.locator('input[type="file"]');
    await chooser.setInputFiles({ name: 'addresses.txt', mimeType: 'text/plain', buffer: Buffer.from('Contact,Phone\nAna,1\n') });
    await expect(notice(page, 'Only .xls and .xlsx files can be imported.')).toBeVisible();
    await expect(start).toBeDisabled();

    const sheet = await workbook([
      COLUMNS,
      ['Ana Import', '+49 89 2180 0', 'Germany', 'Bavaria', 'Munich', 'Lindwurmstraße 12', '80337', 'ana@example.org', 'Institute of Immunology', 'Yes'],
      ['', '+49 30 1234', 'Germany', '', 'Berlin', 'Unter den Linden 1', '', 'not an e-mail', '', ''],
      ['Ben Import', 'NA', 'Austria', '', 'Vienna', 'Ringstraße 1', '1010', '', '', 'No'],
    ]);
    await chooser.setInputFiles({ name: 'addresses.xlsx', mimeType: XLSX, buffer: sheet });
    await expect(dialog.getByText('addresses.xlsx')).toBeVisible();
    await expect(start).toBeEnabled();
    await start.click();

    const partly = page.getByRole('dialog').filter({ hasText: 'Import succeeded but some data is wrong' });
    await expect(partly).toContainText('Rows read: 3; imported: 2; with errors: 1.');
    const report = await downloaded(page, () => partly.getByTestId('import-error-file').click());
    expect(report.suggestedFilename()).toBe('address-import-errors.xlsx');
    const [header, bad, ...rest] = await sheetRows(report);
    expect(header).toEqual(['Row', ...COLUMNS, 'Errors']);
    expect(rest).toEqual([]);
    expect(bad?.slice(0, 2)).toEqual(['3', '']);
    expect(bad?.at(-1)).toBe('Please enter the contact person.; The e-mail address is not valid.');

    await expect(book.card('Ana Import')).toBeVisible();
    await expect(book.card('Ben Import')).toBeVisible();
    await expect(book.cards()).toHaveCount(2);
    await book.expectDefault('Ana Import');
    await expect(dialog).toBeHidden();
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
