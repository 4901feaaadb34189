import { REPORTS_PERMISSION } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products, uploads } from '../../src/db/schema.js';
import { insertCustomer } from '../../src/modules/accounts/index.js';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { signedInStaff } from '../helpers/staff-session.js';

let t: TestApp;
let analyst: string;
let staffWithout: string;
let customer: string;

const API = '/jeecg-boot/online/cgreport/api';
const STAFF_REPORT = 'rp-customers-by-month';
const PICKER = 'rp-product-picker';

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  analyst = (await signedInStaff(t, [REPORTS_PERMISSION])).token;
  staffWithout = (await signedInStaff(t, ['orders:quote'])).token;
  const user = await createCustomer(t);
  customer = await loginToken(t, user.username, user.password);

  const db = t.database.db;
  const registered = (at: string, extra: { phone?: string; lastLoginAt?: Date } = {}) =>
    insertCustomer(db, {
      username: `r${Math.random().toString(36).slice(2, 10)}`,
      createdAt: new Date(at),
      phone: extra.phone ?? null,
      lastLoginAt: extra.lastLoginAt ?? null,
    });
  // 2018-12-31 20:00 UTC is already 2019-01-01 in Shanghai.
  await registered('2018-12-31T20:00:00Z');
  await registered('2019-01-15T08:00:00Z', { phone: '13800000001' });
  await registered('2019-01-20T08:00:00Z', { phone: '13800000002', lastLoginAt: new Date() });
  await registered('2019-02-03T08:00:00Z', { lastLoginAt: new Date(Date.now() - 40 * 86_400_000) });
  await registered('2019-03-03T08:00:00Z');

  const file = (folder: string, size: number, index: number) => ({
    path: `${folder}/20190101/${String(index).padStart(32, '0')}.png`,
    ownerKind: 'customer' as const,
    ownerId: '00000000-0000-4000-8000-000000000001',
    folder,
    originalName: 'x.png',
    contentType: 'image/png',
    size,
    createdAt: new Date(),
  });
  await db.insert(uploads).values([file('avatar', 100, 1), file('avatar', 250, 2), file('temp', 5_000_000_000, 3), file('jeditor', 7, 4)]);

  const product = (catalogNo: string, line: 'biosimilar' | 'cell-line', en: string, zh: string, published = true) => ({
    catalogNo,
    line,
    name: { en, zh, es: en, ja: en },
    published,
  });
  await db
    .insert(products)
    .values([
      product('BS-CD3-01', 'biosimilar', 'Anti-CD3 antibody', '抗CD3抗体'),
      product('BS-PD1-02', 'biosimilar', 'Anti-PD-1 antibody', '抗PD-1抗体'),
      product('CL-100', 'cell-line', 'CHO-K1 50%_line', 'CHO-K1 细胞株'),
      product('BS-HIDDEN', 'biosimilar', 'Anti-CD3 withdrawn', '停售', false),
    ]);
});
afterAll(async () => {
  await t.close();
});

function get(path: string, token: string | null, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${API}${path}`, headers: { 'accept-language': 'en', ...(token ? { 'x-access-token': token } : {}), ...headers } });
}

const data = (configId: string, token: string | null, query: Record<string, string>, headers: Record<string, string> = {}) =>
  get(`/getData/${configId}?${new URLSearchParams(query).toString()}`, token, headers);

describe('report layout: getRpColumns and getQueryInfo', () => {
  it("describes a report in the caller's language, cacheable for 30 s", async () => {
    const reply = await get('/getRpColumns/customers_by_month', analyst);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, max-age=30');
    expect(reply.json().result).toEqual({
      cgRpConfigId: STAFF_REPORT,
      cgRpConfigName: 'New customers by month',
      columns: [
        { dataIndex: 'month', title: 'Month', sorter: true },
        { dataIndex: 'newCustomers', title: 'New customers', sorter: true },
        { dataIndex: 'withPhone', title: 'Of which with a phone', sorter: true },
        { dataIndex: 'activeLast30Days', title: 'Of which active in the last 30 days', sorter: true },
      ],
    });
    expect((await get(`/getQueryInfo/${STAFF_REPORT}`, analyst)).json().result).toEqual([{ field: 'month', title: 'Month', type: 'date', mode: 'group' }]);

    const picker = (await get('/getRpColumns/product_picker', customer, { 'accept-language': 'zh' })).json().result;
    expect(picker.cgRpConfigName).toBe('产品');
    expect(picker.columns.map((column: { title: string }) => column.title)).toEqual(['货号', '名称', '类别']);
    expect(picker.columns[2]).toMatchObject({ customRender: 'product_line', dictOptions: expect.arrayContaining([{ value: 'cell-line', text: '细胞株' }]) });
    expect((await get(`/getQueryInfo/${PICKER}`, customer)).json().result).toEqual([{ field: 'keyword', title: 'Keyword', type: 'string', mode: 'single' }]);
  });

  it('answers 404 with a translated message for unknown codes and ids, injection strings included', async () => {
    for (const code of [
      'nope',
      "customers_by_month' OR '1'='1",
      'customers_by_month;DROP TABLE customers',
      '..%2F..%2Fetc',
      '__proto__',
      'constructor',
      STAFF_REPORT,
    ]) {
      const reply = await get(`/getRpColumns/${encodeURIComponent(code)}`, analyst);
      expect({ code, status: reply.statusCode, message: reply.json().message }).toEqual({ code, status: 404, message: 'This report does not exist.' });
    }
    for (const configId of ['customers_by_month', "rp-product-picker' --", 'toString']) {
      expect((await get(`/getQueryInfo/${encodeURIComponent(configId)}`, analyst)).statusCode).toBe(404);
      expect((await data(encodeURIComponent(configId), analyst, {})).statusCode).toBe(404);
    }
    expect((await get('/getRpColumns/nope', analyst, { 'accept-language': 'zh' })).json().message).toBe('报表不存在。');
  });
});

describe('who may read a report', () => {
  const paths = [`/getRpColumns/customers_by_month`, `/getQueryInfo/${STAFF_REPORT}`, `/getData/${STAFF_REPORT}`, `/getRpColumns/uploads_by_folder`];
  const pickerPaths = ['/getRpColumns/product_picker', `/getQueryInfo/${PICKER}`, `/getData/${PICKER}`];

  it('staff reports: staff with the reports permission only; customers and other staff are refused', async () => {
    for (const path of paths) {
      expect({ path, status: (await get(path, analyst)).statusCode }).toEqual({ path, status: 200 });
      expect({ path, status: (await get(path, staffWithout)).statusCode }).toEqual({ path, status: 403 });
      expect({ path, status: (await get(path, customer)).statusCode }).toEqual({ path, status: 403 });
      expect({ path, status: (await get(path, null)).statusCode }).toEqual({ path, status: 401 });
      expect({ path, status: (await get(path, 'not-a-token')).statusCode }).toEqual({ path, status: 401 });
    }
  });

  it('customer reports: signed-in customers only', async () => {
    for (const path of pickerPaths) {
      expect({ path, status: (await get(path, customer)).statusCode }).toEqual({ path, status: 200 });
      expect({ path, status: (await get(path, analyst)).statusCode }).toEqual({ path, status: 403 });
      expect({ path, status: (await get(path, null)).statusCode }).toEqual({ path, status: 401 });
    }
  });
});

describe('getData', () => {
  it("counts new customers by month in the caller's time zone, within a month range", async () => {
    const reply = await data(STAFF_REPORT, analyst, { month_begin: '2019-01', month_end: '2019-02' }, { 'time-zone': 'Asia/Shanghai' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().result).toEqual({
      total: 2,
      records: [
        { month: '2019-02', newCustomers: 1, withPhone: 0, activeLast30Days: 0 },
        { month: '2019-01', newCustomers: 3, withPhone: 2, activeLast30Days: 1 },
      ],
    });
    const utc = await data(STAFF_REPORT, analyst, { month_begin: '2018-12', month_end: '2019-01-15', column: 'month', order: 'asc' }, { 'time-zone': 'UTC' });
    expect(utc.json().result).toEqual({
      total: 2,
      records: [
        { month: '2018-12', newCustomers: 1, withPhone: 0, activeLast30Days: 0 },
        { month: '2019-01', newCustomers: 1, withPhone: 1, activeLast30Days: 0 },
      ],
    });
  });

  it('sorts by a declared column and pages', async () => {
    const query = { month_begin: '2019-01', month_end: '2019-03', column: 'newCustomers', order: 'desc', pageSize: '2' };
    const first = (await data(STAFF_REPORT, analyst, query, { 'time-zone': 'UTC' })).json().result;
    expect(first.total).toBe(3);
    expect(first.records.map((record: { month: string }) => record.month)).toEqual(['2019-01', '2019-03']);
    const second = (await data(STAFF_REPORT, analyst, { ...query, pageNo: '2' }, { 'time-zone': 'UTC' })).json().result;
    expect(second).toEqual({ total: 3, records: [{ month: '2019-02', newCustomers: 1, withPhone: 0, activeLast30Days: 0 }] });
  });

  it('sums uploads by folder', async () => {
    const all = (await data('rp-uploads-by-folder', analyst, { column: 'totalSize', order: 'desc' })).json().result;
    expect(all).toEqual({
      total: 3,
      records: [
        { folder: 'temp', files: 1, totalSize: 5_000_000_000 },
        { folder: 'avatar', files: 2, totalSize: 350 },
        { folder: 'jeditor', files: 1, totalSize: 7 },
      ],
    });
    expect((await data('rp-uploads-by-folder', analyst, { folder: 'avatar' })).json().result).toEqual({
      total: 1,
      records: [{ folder: 'avatar', files: 2, totalSize: 350 }],
    });
  });

  it("picks published products by keyword and line, named in the caller's language", async () => {
    const found = (await data(PICKER, customer, { keyword: 'cd3' }, { 'accept-language': 'zh' })).json().result;
    expect(found.total).toBe(1);
    expect(found.records).toEqual([{ id: expect.any(String), catalogNo: 'BS-CD3-01', name: '抗CD3抗体', line: 'biosimilar' }]);
    const byName = (await data(PICKER, customer, { keyword: 'antibody', column: 'catalogNo', order: 'desc' })).json().result;
    expect(byName.records.map((record: { catalogNo: string }) => record.catalogNo)).toEqual(['BS-PD1-02', 'BS-CD3-01']);
    const cells = (await data(PICKER, customer, { self_line: 'cell-line' })).json().result;
    expect(cells.records.map((record: { catalogNo: string }) => record.catalogNo)).toEqual(['CL-100']);
    // LIKE's wildcards are plain characters in a keyword.
    expect((await data(PICKER, customer, { keyword: '50%_' })).json().result.total).toBe(1);
    expect((await data(PICKER, customer, { keyword: '%' })).json().result.total).toBe(1);
    expect((await data(PICKER, customer, { keyword: '_' })).json().result.total).toBe(1);
  });

  it('refuses paging out of bounds, undeclared fields and sorts, and malformed values with a clear 400', async () => {
    const refused: [Record<string, string>, string][] = [
      [{ pageSize: '101' }, 'pageSize: must be at most 100'],
      [{ pageSize: '0' }, 'pageSize: must be at least 1'],
      [{ pageNo: 'x' }, 'pageNo: must be of type number'],
      [{ month: '2019-01' }, 'The report has no query field month.'],
      [{ 'month_begin;DROP TABLE customers': '2019-01' }, 'The report has no query field month_begin;DROP TABLE customers.'],
      [{ self_line: 'biosimilar' }, 'The report has no query field self_line.'],
      [{ column: 'password_hash' }, 'The report cannot be sorted by password_hash.'],
      [{ column: 'month; DROP TABLE customers --' }, 'The report cannot be sorted by month; DROP TABLE customers --.'],
      [{ column: 'month', order: 'desc; DROP TABLE customers' }, 'order: must be one of: asc, desc'],
      [{ month_begin: "2019-01' OR '1'='1" }, 'month_begin: the value is not valid.'],
      [{ month_end: '2019-02-30' }, 'month_end: the value is not valid.'],
      [{ month_begin: '2019-13' }, 'month_begin: the value is not valid.'],
    ];
    for (const [query, message] of refused) {
      const reply = await data(STAFF_REPORT, analyst, query);
      expect({ query, status: reply.statusCode, message: reply.json().message }).toEqual({ query, status: 400, message });
    }
    const pickerRefused: [Record<string, string>, string][] = [
      [{ self_line: "biosimilar' OR '1'='1" }, 'self_line: the value is not valid.'],
      [{ self_other: 'x' }, 'The report has no query field self_other.'],
      [{ column: 'name) desc; --' }, 'The report cannot be sorted by name) desc; --.'],
    ];
    for (const [query, message] of pickerRefused) {
      const reply = await data(PICKER, customer, query);
      expect({ query, status: reply.statusCode, message: reply.json().message }).toEqual({ query, status: 400, message });
    }
    const repeated = await get(`/getData/${PICKER}?keyword=a&keyword=b`, customer);
    expect(repeated.statusCode).toBe(400);
  });

  it('treats injection strings in values as plain values: an empty result, never a database error', async () => {
    const customersBefore = (await t.database.db.select().from(customers)).length;
    for (const keyword of ["' OR '1'='1", "'; DROP TABLE products; --", '\\', "%' OR 1=1 --", '$1', '"; select pg_sleep(1); --']) {
      const reply = await data(PICKER, customer, { keyword });
      expect({ keyword, status: reply.statusCode, total: reply.json().result?.total }).toEqual({ keyword, status: 200, total: 0 });
    }
    for (const folder of ["avatar' OR '1'='1", 'avatar; DROP TABLE uploads']) {
      expect((await data('rp-uploads-by-folder', analyst, { folder })).json().result).toEqual({ total: 0, records: [] });
    }
    expect((await t.database.db.select().from(customers)).length).toBe(customersBefore);
    expect((await data(PICKER, customer, {})).json().result.total).toBe(3);
  });
});
