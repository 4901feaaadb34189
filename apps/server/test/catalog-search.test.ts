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

type Found = {
  records: { catalogNo: string; clone: string; target: string; line: string; name: string }[];
  total: number;
  highlight: string[];
  suggestions: string[];
  lines: { value: string; count: number }[];
};
const search = async (value: string, extra = '', language = 'en', headers: Record<string, string> = {}) => {
  const reply = await get(`/search?seachValue=${encodeURIComponent(value)}${extra}`, { 'accept-language': language, ...headers });
  expect(reply.statusCode).toBe(200);
  return reply.json().result as Found;
};

describe('the header search', () => {
  it('puts the exact catalogue number first, however it is typed', async () => {
    expect((await search('AM00016')).records[0]?.catalogNo).toBe('AM00016');
    expect((await search(' am00016 ')).records[0]?.catalogNo).toBe('AM00016');
  });

  it('ranks an exact clone name, gene symbol or target before other matches', async () => {
    const clone = await search('145-2C11');
    expect(clone.total).toBeGreaterThan(0);
    expect(clone.records.every((record) => record.clone === '145-2C11')).toBe(true);
    const gene = await search('PDCD1');
    expect(gene.records[0]?.target).toBe('PD-1');
    const target = await search('TIGIT');
    expect(target.records[0]?.target).toBe('TIGIT');
  });

  it('finds Chinese names by part of the name, in the request language', async () => {
    const found = await search('帕博利', '', 'zh');
    expect(found.total).toBeGreaterThan(0);
    expect(found.records.every((record) => record.clone === 'Pembrolizumab' && record.name.includes('帕博利珠单抗'))).toBe(true);
    const generic = await search('体内抗体', '', 'zh');
    expect(generic.total).toBeGreaterThan(50);
  });

  it('finds English words by their beginning', async () => {
    const found = await search('Trastu');
    expect(found.total).toBeGreaterThan(0);
    expect(found.records.every((record) => /trastuzumab/i.test(record.name))).toBe(true);
  });

  it('corrects a typo and says which word it searched', async () => {
    const found = await search('pembrolizumb');
    expect(found.records[0]?.clone).toBe('Pembrolizumab');
    expect(found.highlight).toEqual(['Pembrolizumab']);
    expect(found.suggestions).toEqual([]);
  });

  it('offers near words when nothing is found', async () => {
    const found = await search('pembrolizumab zzqqxx');
    expect(found.total).toBe(0);
    expect(found.records).toEqual([]);
    expect(found.suggestions).toContain('Pembrolizumab');
  });

  it('keeps to the product line of the category selector', async () => {
    const found = await search('PD-1', '&categoryId=3&pageSize=50');
    expect(found.total).toBeGreaterThan(0);
    expect(found.records.every((record) => record.line === 'anti-mouse')).toBe(true);
  });

  it('counts the matches of every line, whatever line it keeps to', async () => {
    const all = await search('PD-1');
    const kept = await search('PD-1', '&categoryId=3');
    expect(all.lines.length).toBeGreaterThan(1);
    expect(kept.lines).toEqual(all.lines);
    expect(all.lines.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.total);
    expect(kept.total).toBe(all.lines.find((entry) => entry.value === 'anti-mouse')?.count);
  });

  it('shows a signed-in customer the prices of their group', async () => {
    const { customer, username, password } = await createCustomer(t);
    await t.database.db.insert(customerAttributes).values({ customerId: customer.id, groupKey: 'customer_type', value: 'academic' });
    const token = await loginToken(t, username, password);
    const [academic] = (await search('AM00016', '', 'en', { 'x-access-token': token })).records as unknown as { priceFrom: number }[];
    const detail = (await get('/detail?catalogNo=AM00016', { 'x-access-token': token })).json().result;
    expect(academic?.priceFrom).toBe(detail.priceFrom);
    const [visitor] = (await search('AM00016')).records as unknown as { priceFrom: number }[];
    expect(academic?.priceFrom).toBeLessThan(visitor?.priceFrom as number);
  });

  it('finds a product the moment it is written, and no longer finds what it was renamed from', async () => {
    expect((await search('Quokkazumab')).total).toBe(0);
    const report = await importProducts(t.database.db, [
      { number: 1, cells: ['catalogNo', 'line', 'categorySec', 'nameEn', 'clone', 'target', 'packs'] },
      { number: 2, cells: ['BE99001', 'biosimilar', 'V6', 'Quokkazumab biosimilar', 'Quokkazumab', 'QKK1', '1 mg:300.00:2100.00'] },
    ]);
    expect(report.errors).toEqual([]);
    expect((await search('Quokkazumab')).records.map((record) => record.catalogNo)).toEqual(['BE99001']);
    await importProducts(t.database.db, [
      { number: 1, cells: ['catalogNo', 'line', 'categorySec', 'nameEn', 'clone', 'target', 'packs'] },
      { number: 2, cells: ['BE99001', 'biosimilar', 'V6', 'Wallabizumab biosimilar', 'Wallabizumab', 'WLB1', '1 mg:300.00:2100.00'] },
    ]);
    expect((await search('Quokkazumab')).total).toBe(0);
    expect((await search('Wallabizumab')).records.map((record) => record.catalogNo)).toEqual(['BE99001']);
  });

  it('answers a query of only punctuation or emoji with nothing found, never an error', async () => {
    for (const value of ['???', '___', '%%%', '& &', '\u{1F9EA}\u{1F9EA}\u{1F9EA}', "'--", '!@#$%^&*()']) {
      const found = await search(value);
      expect(found.total).toBe(0);
      expect(found.records).toEqual([]);
    }
    const short = await get(`/search?seachValue=${encodeURIComponent('\u{1F9EA}')}`);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please enter at least three characters to query！');
  });

  it('needs at least three characters, in every language', async () => {
    const english = await get('/search?seachValue=ab');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('Please enter at least three characters to query！');
    const chinese = await get(`/search?seachValue=${encodeURIComponent('  pd ')}`, { 'accept-language': 'zh' });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().message).toBe('请输入至少三个字符进行查询！');
    expect((await get('/search?seachValue=')).statusCode).toBe(400);
    expect((await get('/search?seachValue=abc&categoryId=9')).statusCode).toBe(400);
  });
});
