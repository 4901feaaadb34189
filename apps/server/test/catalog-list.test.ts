import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttributes } from '../src/db/schema.js';
import { importProducts } from '../src/modules/catalog/index.js';
import { createCustomer, loginToken } from './helpers/accounts.js';
import type { TestApp } from './helpers/test-app.js';
import { catalogueApp, getter } from './catalog-helpers.js';

let t: TestApp;
let get: ReturnType<typeof getter>;
beforeAll(async () => {
  t = await catalogueApp();
  get = getter(t);
});
afterAll(() => t.close());

type Summary = { catalogNo: string; line: string; categorySec: string; target: string; host: string; priceFrom: number | null; currency: string };
const records = async (path: string) => (await get(path)).json().result.records as Summary[];

describe('the product list', () => {
  it('filters by line and categorySec, in USD for the international edition', async () => {
    const reply = await get('/list?line=anti-mouse&categorySec=V3&pageSize=50');
    expect(reply.statusCode).toBe(200);
    const { records: rows, total } = reply.json().result as { records: Summary[]; total: number };
    expect(total).toBeGreaterThan(40);
    expect(rows.every((row) => row.line === 'anti-mouse' && row.categorySec === 'V3' && row.currency === 'USD')).toBe(true);
  });

  it('ORs values within a facet and ANDs facets, and counts each facet without its own filter', async () => {
    const rows = await records('/list?line=anti-mouse&target=PD-1,CD4&host=Rat&pageSize=50');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => ['PD-1', 'CD4'].includes(row.target) && row.host === 'Rat')).toBe(true);
    expect(new Set(rows.map((row) => row.target))).toEqual(new Set(['PD-1', 'CD4']));

    const facets = (await get('/facets?line=anti-mouse&target=PD-1')).json().result as Record<string, { value: string; count: number }[]>;
    expect(facets.target?.length).toBeGreaterThan(10);
    const total = (await get('/list?line=anti-mouse&target=PD-1')).json().result.total as number;
    expect(facets.host?.reduce((sum, entry) => sum + entry.count, 0)).toBe(total);
    const counts = facets.target?.map((entry) => entry.count) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const whole = (await get('/facets?line=anti-mouse')).json().result as Record<string, { value: string }[]>;
    expect(whole.categorySec?.map((entry) => entry.value).sort()).toEqual(['V3', 'V6', 'V9']);
  });

  it('sorts by price and by catalogue number', async () => {
    const byPrice = (await records('/list?line=biosimilar&column=price&order=asc&pageSize=30')).map((row) => row.priceFrom as number);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byNumber = (await records('/list?line=cell-line&column=catalogNo&order=desc&pageSize=30')).map((row) => row.catalogNo);
    expect(byNumber).toEqual([...byNumber].sort().reverse());
  });

  it('refuses deep pages, unknown categories and bad parameters with a translated 400', async () => {
    const deep = await get('/list?pageNo=1001&pageSize=10');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toContain('10000');
    expect((await get('/list?pageNo=1001&pageSize=10', { 'accept-language': 'zh' })).json().message).toBe(
      '列表最多只能翻阅前 10000 个产品，请使用筛选或搜索缩小范围。',
    );
    const unknown = await get('/list?line=biosimilar&categorySec=V3');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The category V3 does not exist in this product line.');
    expect((await get('/facets?line=biosimilar&categorySec=V3', { 'accept-language': 'zh' })).json().message).toBe('该产品线中不存在分类 V3。');
    expect((await get('/list?line=plasmids')).statusCode).toBe(400);
    expect((await get('/list?column=colour')).statusCode).toBe(400);
  });
});

describe('the product page', () => {
  it('carries specs, packs, documents, the isotype control and the dilution buffer', async () => {
    const detail = (await get('/detail?catalogNo=AM00016')).json().result;
    expect(detail).toMatchObject({ catalogNo: 'AM00016', clone: 'RMP1-14', quoteAboveUg: 100_000, currency: 'USD' });
    expect(detail.specs[0]).toEqual({ key: 'clone', value: 'RMP1-14' });
    expect(detail.packs.map((pack: { sizeLabel: string }) => pack.sizeLabel)).toEqual(['1 mg', '5 mg', '25 mg', '50 mg', '100 mg']);
    expect(detail.isotypeControl).toMatchObject({ line: 'isotype-control', clone: '2A3' });
    expect(detail.dilutionBuffer).toMatchObject({ line: 'related', categorySec: 'Buffer' });
    expect(detail.documents.some((document: { kind: string }) => document.kind === 'datasheet')).toBe(true);
    expect(detail.documents.some((document: { kind: string; lotNo: string }) => document.kind === 'coa' && document.lotNo !== '')).toBe(true);
    expect((await get(`/detail?id=${detail.id}`, { 'accept-language': 'zh' })).json().result.name).toBe('抗小鼠 PD-1 (CD279) 体内抗体 [RMP1-14]');
  });

  it('answers an unknown product with a translated 404', async () => {
    const missing = await get('/detail?catalogNo=NOPE-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found.');
    expect((await get('/detail?catalogNo=NOPE-404', { 'accept-language': 'zh' })).json().message).toBe('未找到该产品。');
    expect((await get('/detail')).statusCode).toBe(400);
    expect((await get('/detail?catalogNo=am00016')).json().result.catalogNo).toBe('AM00016');
  });

  it('shows an academic customer the academic price, privately cached', async () => {
    const { customer, username, password } = await createCustomer(t);
    await t.database.db.insert(customerAttributes).values({ customerId: customer.id, groupKey: 'customer_type', value: 'academic' });
    const token = await loginToken(t, username, password);
    const visitor = await get('/detail?catalogNo=AM00016');
    const academic = await get('/detail?catalogNo=AM00016', { 'x-access-token': token });
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(academic.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    const [listPack] = visitor.json().result.packs;
    const [academicPack] = academic.json().result.packs;
    expect(academicPack.listPrice).toBe(listPack.price);
    expect(academicPack.price).toBeLessThan(listPack.price);
    expect(academic.json().result.priceFrom).toBe(academicPack.price);
    const listed = (await get('/list?line=anti-mouse&pageSize=1', { 'x-access-token': token })).json().result.records[0];
    expect(listed.priceFrom).toBeLessThan((await records('/list?line=anti-mouse&pageSize=1'))[0]?.priceFrom as number);
  });
});

describe('the read cache', () => {
  it('answers If-None-Match with 304 and drops the reply when an import changes the product', async () => {
    const first = await get('/detail?catalogNo=AM00016');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/detail?catalogNo=AM00016', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const report = await importProducts(t.database.db, [
      { number: 1, cells: ['catalogNo', 'line', 'categorySec', 'nameEn', 'clone', 'target', 'packs'] },
      { number: 2, cells: ['AM00016', 'anti-mouse', 'V3', 'InVivoPlus anti-mouse PD-1 renamed [RMP1-14]', 'RMP1-14', 'PD-1', '1 mg:300.00:2100.00'] },
    ]);
    expect(report).toMatchObject({ created: 0, updated: 1, errors: [] });
    const changed = await get('/detail?catalogNo=AM00016', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.name).toBe('InVivoPlus anti-mouse PD-1 renamed [RMP1-14]');
    expect(changed.json().result.priceFrom).toBe(30_000);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await records('/list?line=anti-mouse&categorySec=V3&pageSize=1'))[0]).toMatchObject({ catalogNo: 'AM00016', priceFrom: 30_000 });
  });
});

describe('downloads and the sitemap', () => {
  it('lists documents by kind and keyword', async () => {
    const page = (await get('/documents?kind=coa&keyword=AM00016')).json().result;
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.records) expect(item).toMatchObject({ kind: 'coa', catalogNo: 'AM00016' });
  });

  it('lists every published product for the sitemap, in files of 50,000', async () => {
    const first = (await get('/sitemap')).json().result as { total: number; page: number; pageSize: number; products: { catalogNo: string }[] };
    expect(first).toMatchObject({ page: 1, pageSize: 50_000 });
    expect(first.total).toBeGreaterThanOrEqual(520);
    expect(first.products).toHaveLength(first.total);
    expect((await get('/sitemap?page=2')).json().result.products).toEqual([]);
    expect((await get('/sitemap?page=0')).statusCode).toBe(400);
  });
});
