import type { StaffProduct, StaffProductInput } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { spreadsheetBuffer } from '../../src/modules/uploads/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { multipart } from '../uploads/multipart.js';
import { type Caller, PUBLIC, STAFF_CATALOG, backOfficeApp, staffCaller } from './staff-catalogue-helpers.js';

let t: TestApp;
let editor: Caller;
beforeAll(async () => {
  t = await backOfficeApp();
  editor = await staffCaller(t, ['catalog:edit']);
});
afterAll(async () => t.close());

const publicDetail = (catalogNo: string) =>
  t.app.inject({ method: 'GET', url: `${PUBLIC}/product/detail?catalogNo=${catalogNo}`, headers: { 'accept-language': 'en' } });

async function auditOf(objectId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(desc(auditLog.createdAt));
}

const NEW_PRODUCT: StaffProductInput = {
  catalogNo: 'qa-0001',
  line: 'biosimilar',
  categorySec: '',
  name: { en: 'QA biosimilar anti-human QA1', zh: '', es: 'Biosimilar QA1', ja: '' },
  description: { en: 'A product made by the back-office test.', zh: '', es: '', ja: '' },
  clone: 'QA-1',
  target: 'QA1',
  applications: ['in vivo'],
  specs: [{ key: 'purity', value: '> 95%' }],
  packs: [
    {
      sizeLabel: '1 mg',
      prices: [
        { priceGroup: 'list', currency: 'USD', amount: 29_000 },
        { priceGroup: 'list', currency: 'CNY', amount: 203_000 },
        { priceGroup: 'academic', currency: 'USD', amount: 23_200 },
      ],
    },
  ],
  published: true,
};

describe('the staff catalogue', () => {
  it('needs a staff session with catalog:edit, checked before the body', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `${STAFF_CATALOG}/product/save`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await staffCaller(t, ['orders:view']);
    expect((await viewer('POST', `${STAFF_CATALOG}/product/save`, {})).statusCode).toBe(403);
    expect((await viewer('GET', `${STAFF_CATALOG}/products`)).statusCode).toBe(403);
    const bad = await editor(
      'POST',
      `${STAFF_CATALOG}/product/save`,
      { ...NEW_PRODUCT, catalogNo: 'bad number', name: { en: '', zh: '', es: '', ja: '' } },
      { 'accept-language': 'es' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('inglés');
  });

  it('creates a product, changes its price and shows it on the public page at once; unpublishing hides it', async () => {
    const created = await editor('POST', `${STAFF_CATALOG}/product/save`, NEW_PRODUCT);
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().result as StaffProduct;
    expect(product).toMatchObject({ catalogNo: 'QA-0001', categorySec: 'V6', published: true });
    expect(product.packs[0]).toMatchObject({ sizeLabel: '1 mg', amountUg: 1_000 });
    expect((await editor('POST', `${STAFF_CATALOG}/product/save`, NEW_PRODUCT)).statusCode).toBe(409);

    // Read once so the public cache holds the old price.
    expect((await publicDetail('QA-0001')).json().result.packs[0].price).toBe(29_000);
    const pack = product.packs[0] as StaffProduct['packs'][number];
    const edited = {
      ...NEW_PRODUCT,
      id: product.id,
      catalogNo: 'QA-0001',
      packs: [
        { id: pack.id, sizeLabel: '1 mg', prices: [{ priceGroup: 'list', currency: 'USD', amount: 31_050 }] },
        { sizeLabel: '5 mg', prices: [{ priceGroup: 'list', currency: 'USD', amount: 99_900 }] },
      ],
    } satisfies StaffProductInput;
    const updated = await editor('POST', `${STAFF_CATALOG}/product/save`, edited);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json().result as StaffProduct).packs.map((entry) => entry.id)[0]).toBe(pack.id);

    const detail = (await publicDetail('QA-0001')).json().result;
    expect(detail.packs.map((entry: { sizeLabel: string; price: number }) => [entry.sizeLabel, entry.price])).toEqual([
      ['1 mg', 31_050],
      ['5 mg', 99_900],
    ]);
    expect(detail.priceFrom).toBe(31_050);
    const search = await t.app.inject({ method: 'GET', url: `${PUBLIC}/product/search?seachValue=QA-0001` });
    expect(search.json().result.records[0].catalogNo).toBe('QA-0001');

    const editorView = (await editor('GET', `${STAFF_CATALOG}/product?catalogNo=qa-0001`)).json().result as StaffProduct;
    expect(editorView.packs[0]?.prices).toEqual([{ priceGroup: 'list', currency: 'USD', amount: 31_050 }]);
    expect(editorView.name.es).toBe('Biosimilar QA1');

    const hidden = await editor('POST', `${STAFF_CATALOG}/product/publish`, { catalogNo: 'QA-0001', published: false });
    expect(hidden.json().result.published).toBe(false);
    expect((await publicDetail('QA-0001')).statusCode).toBe(404);
    const list = (await editor('GET', `${STAFF_CATALOG}/products?keyword=qa-0001&published=false`)).json().result;
    expect(list.records).toMatchObject([{ catalogNo: 'QA-0001', published: false, packCount: 2, priceFromUsd: 31_050 }]);

    const actions = (await auditOf('QA-0001')).map((row) => row.action);
    expect(actions.sort()).toEqual(['product.create', 'product.unpublish', 'product.update']);
    const [update] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, 'QA-0001'), eq(auditLog.action, 'product.update')));
    expect(update?.details).toMatchObject({ previousPacks: [{ sizeLabel: '1 mg' }] });
  });

  it('imports a spreadsheet, reporting the bad row and writing the rest', async () => {
    const content = await spreadsheetBuffer({
      name: 'products',
      header: ['catalogNo', 'line', 'nameEn', 'packs'],
      rows: [
        ['QA-0101', 'anti-mouse', 'QA imported one', '1 mg:120.00:840.00'],
        ['QA-0102', 'plasmid', 'QA bad line', ''],
        ['QA-0103', 'fusion', 'QA imported three', ''],
      ],
    });
    const { payload, headers } = multipart([
      { name: 'file', filename: 'qa-products.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    const reply = await editor('POST', `${STAFF_CATALOG}/import`, payload, headers);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json().result;
    expect(report).toMatchObject({ total: 3, created: 2, updated: 0 });
    expect(report.errors).toEqual([{ row: 3, catalogNo: 'QA-0102', message: expect.stringContaining('plasmid') }]);
    expect((await publicDetail('QA-0101')).json().result.packs[0].price).toBe(12_000);
    expect((await publicDetail('QA-0103')).statusCode).toBe(200);
    const [audit] = await auditOf('qa-products.xlsx');
    expect(audit).toMatchObject({
      action: 'catalog.import',
      objectType: 'catalog-import',
      details: { total: 3, created: 2, updated: 0, failed: 1, failedRows: [3] },
    });
  });
});
