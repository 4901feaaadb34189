import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_MAX_ROWS } from '@portal/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, uploads } from '../../src/db/schema.js';
import { createCustomer, loginToken, randomAddress } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { PNG, type Part, multipart } from '../uploads/multipart.js';
import { workbook, zipBomb } from '../uploads/spreadsheets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

const ENGLISH = ['Contact', 'Phone', 'Country', 'State/Province', 'City', 'Address', 'Postal code', 'Email', 'Company', 'Default'];
const CHINESE = ['联系人', '联系电话', '国家', '省/州', '城市', '详细地址', '邮政编码', '邮箱', '公司', '默认地址'];
const good = (contact: string, isDefault = 'No') => [
  contact,
  '13800138000',
  'Germany',
  'Bavaria',
  'Munich',
  `Lab street ${contact}`,
  '80331',
  'lab@example.org',
  'Lab GmbH',
  isDefault,
];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function signedIn() {
  const user = await createCustomer(t);
  return { id: user.customer.id, token: await loginToken(t, user.username, user.password) };
}

function importFile(token: string | null, parts: Part[], language = 'en') {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/by-order-client/customer/address/importExcel',
    payload,
    headers: { ...headers, 'accept-language': language, 'x-forwarded-for': randomAddress(), ...(token ? { 'x-access-token': token } : {}) },
  });
}

const sheetPart = (content: Buffer, filename = 'addresses.xlsx'): Part => ({ name: 'file', filename, content, contentType: XLSX });
const addressesOf = (customerId: string) => t.database.db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(addresses.createdAt);
const serve = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/common/static/${path}`, headers: token ? { 'x-access-token': token } : {} });

/** The temporary files the spreadsheet reader made in this process and left behind. */
const readerLeftovers = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));

async function rowsOf(content: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

describe('GET /by-order-client/customer/address/importTemplate', () => {
  it("gives the columns in the caller's language, to signed-in customers", async () => {
    const { token } = await signedIn();
    const zh = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/by-order-client/customer/address/importTemplate',
      headers: { 'x-access-token': token, 'accept-language': 'zh' },
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe(XLSX);
    expect(zh.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('地址导入模板.xlsx')}`);
    expect(await rowsOf(zh.rawPayload)).toEqual([CHINESE]);
    const en = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/by-order-client/customer/address/importTemplate',
      headers: { 'x-access-token': token, 'accept-language': 'en' },
    });
    expect(await rowsOf(en.rawPayload)).toEqual([ENGLISH]);
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/customer/address/importTemplate' })).statusCode).toBe(401);
  });
});

describe('POST /by-order-client/customer/address/importExcel', () => {
  it('adds every row of a good file in order, with its default, and answers code 200 with the counts', async () => {
    const { id, token } = await signedIn();
    const reply = await importFile(token, [sheetPart(await workbook([ENGLISH, good('Ana'), good('Ben', 'Yes')])), { name: 'validateStatus', content: '1' }]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      success: true,
      code: 200,
      message: 'Import finished: 2 rows imported.',
      result: { totalCount: 2, successCount: 2, errorCount: 0 },
    });
    const saved = await addressesOf(id);
    expect(saved.map((row) => [row.contact, row.isDefault, row.cityName, row.postalCode])).toEqual([
      ['Ana', false, 'Munich', '80331'],
      ['Ben', true, 'Munich', '80331'],
    ]);
  });

  it('reads the Chinese headers in any column order and makes the first address of a new book the default', async () => {
    const { id, token } = await signedIn();
    const header = [...CHINESE].reverse();
    const row = [...good('王芳', '')].reverse();
    const reply = await importFile(token, [sheetPart(await workbook([header, row]))], 'zh');
    expect(reply.json()).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：1' });
    expect((await addressesOf(id)).map((saved) => [saved.contact, saved.countryName, saved.isDefault])).toEqual([['王芳', 'Germany', true]]);
  });

  it('adds the good rows and answers code 201 with an error report for its owner only', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const bad = ['', '13800138000', 'Germany', '', '', 'Somewhere 1', '', 'not-an-email', '', 'maybe'];
    const reply = await importFile(owner.token, [sheetPart(await workbook([ENGLISH, good('Ana'), bad, good('Ben')]))]);
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body).toMatchObject({ success: true, code: 201, result: { totalCount: 3, successCount: 2, errorCount: 1, fileName: 'address-import-errors.xlsx' } });
    expect(body.message).toBe('Rows read: 3; imported: 2; with errors: 1.');
    expect(body.result.msg).toBe(body.message);
    expect(body.result.fileUrl).toMatch(/^temp\/\d{8}\/[a-f0-9]{32}\.xlsx$/);
    expect((await addressesOf(owner.id)).map((row) => row.contact)).toEqual(['Ana', 'Ben']);

    const report = await serve(body.result.fileUrl, owner.token);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('address-import-errors.xlsx');
    const [header, listed, ...rest] = await rowsOf(report.rawPayload);
    expect(header).toEqual(['Row', ...ENGLISH, 'Errors']);
    expect(rest).toEqual([]);
    expect(listed?.slice(0, 11)).toEqual(['3', ...bad]);
    expect(listed?.[11]).toBe('Default: enter Yes or No.; Please enter the contact person.; The e-mail address is not valid.');

    expect((await serve(body.result.fileUrl, other.token)).statusCode).toBe(404);
    expect((await serve(body.result.fileUrl)).statusCode).toBe(401);
  });

  it("writes the report's reasons in the caller's language", async () => {
    const { token } = await signedIn();
    const reply = await importFile(token, [sheetPart(await workbook([CHINESE, good('李雷'), ['', '', '中国', '', '', '', '', '', '', '']]))], 'zh');
    expect(reply.statusCode).toBe(201);
    const [header, listed] = await rowsOf((await serve(reply.json().result.fileUrl, token)).rawPayload);
    expect(header?.[0]).toBe('行号');
    expect(listed?.at(-1)).toContain('请');
  });

  it('refuses a file with no good row and writes nothing', async () => {
    const { id, token } = await signedIn();
    const files = (await t.database.db.select().from(uploads)).length;
    const reply = await importFile(token, [
      sheetPart(await workbook([ENGLISH, ['Ana', '', 'Germany', '', '', 'x', '', '', '', ''], ['', '1', 'Germany', '', '', 'y', '', '', '', '']])),
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Nothing was imported: all 2 rows have errors. Row 2: Please enter a contact phone (or NA).',
    });
    expect(await addressesOf(id)).toEqual([]);
    expect((await t.database.db.select().from(uploads)).length).toBe(files);
  });

  it('fills the address book up to its limit and reports the rest', async () => {
    const { id, token } = await signedIn();
    const many = Array.from({ length: 49 }, (_, index) => good(`Lab ${index}`));
    expect((await importFile(token, [sheetPart(await workbook([ENGLISH, ...many]))])).statusCode).toBe(200);
    const reply = await importFile(token, [sheetPart(await workbook([ENGLISH, good('Last'), good('Over 1'), good('Over 2')]))]);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().result).toMatchObject({ successCount: 1, errorCount: 2 });
    expect(await addressesOf(id)).toHaveLength(50);
    const [, first] = await rowsOf((await serve(reply.json().result.fileUrl, token)).rawPayload);
    expect(first?.at(-1)).toBe('The address book is full: at most 50 addresses.');
  });

  it('refuses .xls, disguised and non-Excel files, too many rows, zip bombs and missing columns, and changes nothing', async () => {
    const { id, token } = await signedIn();
    const cfb = Buffer.alloc(4096);
    Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(cfb);
    const tooMany = await workbook([ENGLISH, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => good(`Row ${index}`))]);
    const cases: { parts: Part[]; status: number; message: string }[] = [
      {
        parts: [sheetPart(cfb, 'old.xls')],
        status: 415,
        message: 'old.xls is in the old Excel format (.xls), which cannot be read. Please save it as .xlsx in Excel and import it again.',
      },
      { parts: [sheetPart(PNG, 'photo.xlsx')], status: 415, message: 'photo.xlsx: only Excel files (.xls, .xlsx) can be imported.' },
      {
        parts: [sheetPart(Buffer.from('contact,phone\nAna,1\n'), 'addresses.txt')],
        status: 415,
        message: 'addresses.txt: only Excel files (.xls, .xlsx) can be imported.',
      },
      {
        parts: [sheetPart(await workbook([ENGLISH, good('Ana')]), 'addresses.csv')],
        status: 415,
        message: 'addresses.csv: only Excel files (.xls, .xlsx) can be imported.',
      },
      { parts: [sheetPart(tooMany)], status: 400, message: 'The file has more than 1000 data rows. Please split it and import the parts one after another.' },
      {
        parts: [sheetPart(await zipBomb())],
        status: 400,
        message: 'addresses.xlsx holds more data than an import may. Please import at most 1000 rows at a time.',
      },
      {
        parts: [
          sheetPart(
            await workbook([
              ['Name', 'Phone'],
              ['Ana', '1'],
            ]),
          ),
        ],
        status: 400,
        message: 'The first row must name the columns; missing: Contact, Country, Address.',
      },
      { parts: [sheetPart(await workbook([ENGLISH]))], status: 400, message: 'The file has no data rows below the header row.' },
      { parts: [sheetPart(await workbook([ENGLISH, good('Ana')]), '../addresses.xlsx')], status: 400, message: 'The file name is not allowed.' },
      {
        parts: [sheetPart(await workbook([ENGLISH, good('Ana')])), sheetPart(await workbook([ENGLISH, good('Ben')]))],
        status: 400,
        message: 'Too many files: at most 1 at a time.',
      },
      { parts: [{ name: 'validateStatus', content: '1' }], status: 400, message: 'Please choose an Excel file (.xls or .xlsx).' },
      {
        parts: [sheetPart(await workbook([ENGLISH, good('Ana')])), { name: 'validateStatus', content: "1' OR '1'='1" }],
        status: 400,
        message: 'The request is not valid.',
      },
    ];
    const filesBefore = (await t.database.db.select().from(uploads)).length;
    const leftoversBefore = await readerLeftovers();
    for (const { parts, status, message } of cases) {
      const reply = await importFile(token, parts);
      expect(
        { status: reply.statusCode, message: reply.json().message, success: reply.json().success },
        parts.map((part) => part.filename ?? part.name).join(' '),
      ).toEqual({ status, message, success: false });
    }
    expect(await addressesOf(id)).toEqual([]);
    expect((await t.database.db.select().from(uploads)).length).toBe(filesBefore);
    expect(await readdir(join(t.config.uploadDir, '.incoming'))).toEqual([]);
    expect(await readerLeftovers()).toEqual(leftoversBefore);
  });

  it('needs a signed-in customer', async () => {
    const reply = await importFile(null, [sheetPart(await workbook([ENGLISH, good('Ana')]))]);
    expect(reply.statusCode).toBe(401);
  });
});
