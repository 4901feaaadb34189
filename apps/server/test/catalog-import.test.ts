import { count, sql } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDocuments, products } from '../src/db/schema.js';
import { generateProducts, importProducts, readImportFile } from '../src/modules/catalog/index.js';
import { spreadsheetBuffer } from '../src/modules/uploads/index.js';
import type { TestApp } from './helpers/test-app.js';
import { catalogueApp, getter } from './catalog-helpers.js';

let t: TestApp;
let get: ReturnType<typeof getter>;
let folder: string;
beforeAll(async () => {
  t = await catalogueApp();
  get = getter(t);
  folder = await mkdtemp(join(tmpdir(), 'catalog-import-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const HEADER = ['Catalog No', 'line', 'categorySec', 'nameEn', 'nameZh', 'clone', 'target', 'geneSymbol', 'applications', 'packs', 'academicPercent', 'specs'];
const GOOD = [
  'TST-0001',
  'anti-mouse',
  'V6',
  'InVivoMAb anti-mouse Tst1 [TS-1]',
  '抗小鼠 Tst1 体内抗体',
  'TS-1',
  'Tst1',
  'Tst1',
  'in vivo, ELISA',
  '1 mg:199.00:1390.00;5 mg:640.00:4480.00',
  '80',
  'purity=> 95%;storage=2–8 °C',
];

describe('importing products', () => {
  it('reports every bad row by number and writes the good ones (.csv)', async () => {
    const lines = [
      HEADER,
      GOOD,
      ['tst 2', 'anti-mouse', 'V6', 'Bad number', '', '', '', '', '', '', '', ''],
      ['TST-0003', 'plasmid', '', 'Bad line', '', '', '', '', '', '', '', ''],
      ['TST-0004', 'biosimilar', 'V3', 'Bad category', '', '', '', '', '', '', '', ''],
      ['TST-0005', 'biosimilar', 'V6', 'Bad packs', '', '', '', '', '', '1 mg=199', '', ''],
      ['TST-0006', 'biosimilar', 'V6', 'Bad spec', '', '', '', '', '', '', '', 'colour=blue'],
      ['TST-0001', 'anti-mouse', 'V6', 'Twice', '', '', '', '', '', '', '', ''],
      ['TST-0007', 'biosimilar', 'V6', '', '', '', '', '', '', '', '', ''],
    ];
    const csv = lines.map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n');
    const path = join(folder, 'products.csv');
    await writeFile(path, csv);
    const report = await importProducts(t.database.db, await readImportFile(path));
    expect(report).toMatchObject({ total: 8, created: 1, updated: 0 });
    expect(report.errors.map((error) => error.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(report.errors[0]?.message).toContain('"tst 2" is not valid');
    expect(report.errors[2]?.message).toBe('categorySec "V3" is not one of V6, V9 for this line');
    expect(report.errors[5]?.message).toBe('catalogue number TST-0001 also appears in row 2');

    const detail = (await get('/detail?catalogNo=TST-0001')).json().result;
    expect(detail).toMatchObject({ categorySec: 'V6', clone: 'TS-1', priceFrom: 19_900, applications: ['in vivo', 'ELISA'], quoteAboveUg: 5_000 });
    expect(detail.specs).toEqual([
      { key: 'purity', value: '> 95%' },
      { key: 'storage', value: '2–8 °C' },
    ]);
    expect(detail.documents.map((document: { kind: string }) => document.kind)).toEqual(['datasheet']);
    expect((await get('/search?seachValue=TST-0001')).json().result.records[0].catalogNo).toBe('TST-0001');
    expect((await get('/detail?catalogNo=TST-0001', { 'accept-language': 'zh' })).json().result.name).toBe('抗小鼠 Tst1 体内抗体');
  });

  it('refuses a file that is not a workbook as an uploaded sheet is refused', async () => {
    const path = join(folder, 'not-a-workbook.xlsx');
    await writeFile(path, 'Catalog No,line\nTST-0001,anti-mouse\n');
    await expect(readImportFile(path)).rejects.toMatchObject({ statusCode: 415, key: 'importTypeRefused' });
  });

  it('reads .xlsx workbooks, updates by catalogue number and names missing columns', async () => {
    const path = join(folder, 'products.xlsx');
    const renamed = [...GOOD];
    renamed[3] = 'InVivoMAb anti-mouse Tst1, renamed [TS-1]';
    await writeFile(
      path,
      await spreadsheetBuffer({
        name: 'Products',
        header: HEADER,
        rows: [renamed, ['TST-0008', 'cell-line', 'Reporter', 'Tst reporter cells', '', '', '', '', '', '1 vial:2500.00:17750.00', '', '']],
      }),
    );
    const report = await importProducts(t.database.db, await readImportFile(path));
    expect(report).toMatchObject({ total: 2, created: 1, updated: 1, errors: [] });
    expect((await get('/detail?catalogNo=TST-0001')).json().result.name).toBe('InVivoMAb anti-mouse Tst1, renamed [TS-1]');
    expect((await get('/detail?catalogNo=TST-0008')).json().result).toMatchObject({ line: 'cell-line', quoteAboveUg: null, priceFrom: 250_000 });

    const headless = await importProducts(
      t.database.db,
      [
        { number: 1, cells: ['catalogNo', 'nameEn'] },
        { number: 2, cells: ['X-1', 'x'] },
      ],
      'zh',
    );
    expect(headless.errors).toEqual([{ row: 1, catalogNo: '', message: '表格缺少列 line，请参照导入格式。' }]);
  });
});

describe('the generator', () => {
  it('adds products with new catalogue numbers, continuing after the demo catalogue', async () => {
    const before = (await t.database.db.select({ value: count() }).from(products))[0]?.value ?? 0;
    const progress: number[] = [];
    expect(await generateProducts(t.database.db, 25, (done) => progress.push(done))).toBe(25);
    expect(progress).toEqual([25]);
    const after = (await t.database.db.select({ value: count() }).from(products))[0]?.value ?? 0;
    expect(after - before).toBe(25);
    expect((await get('/detail?catalogNo=AM00521')).statusCode).toBe(404);
    const generated = (await get('/list?column=createdAt&order=desc&pageSize=25')).json().result.records as { catalogNo: string }[];
    expect(generated.every((record) => Number(record.catalogNo.slice(2)) > 520)).toBe(true);
    // A bulk load leaves the planner fresh statistics, so a line's list walks its index instead of sorting the line.
    const stats = await t.database.db.execute(sql`select last_analyze from pg_stat_user_tables where relname = 'products'`);
    expect((stats as unknown as { rows: { last_analyze: unknown }[] }).rows[0]?.last_analyze).not.toBeNull();
  });
});

describe('documents as PDF', () => {
  it('draws the datasheet and a certificate of analysis', async () => {
    const detail = (await get('/detail?catalogNo=AM00016')).json().result as { documents: { kind: string; url: string; lotNo: string }[] };
    const datasheet = detail.documents.find((document) => document.kind === 'datasheet');
    const certificate = detail.documents.find((document) => document.kind === 'coa');
    for (const document of [datasheet, certificate]) {
      const reply = await t.app.inject({ method: 'GET', url: document?.url ?? '' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(reply.headers['content-disposition']).toContain(document?.kind === 'coa' ? `coa-AM00016-${document.lotNo}.pdf` : 'datasheet-AM00016.pdf');
    }
    expect((await get('/document/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const title = { en: 'Ordering system manual', zh: '订货系统操作说明', es: 'Manual del sistema de pedidos', ja: '注文システム操作説明書' };
    const [manual] = await t.database.db
      .insert(productDocuments)
      .values({ kind: 'manual', title, filePath: '/files/AbinvivoOrderSystemOperatingInstruction.pdf' })
      .returning();
    const redirect = await get(`/document/${manual?.id}`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/files/AbinvivoOrderSystemOperatingInstruction.pdf');
    const listed = (await get('/documents?kind=manual', { 'accept-language': 'zh' })).json().result.records;
    expect(listed).toEqual([
      {
        id: manual?.id,
        kind: 'manual',
        title: '订货系统操作说明',
        lotNo: '',
        url: '/files/AbinvivoOrderSystemOperatingInstruction.pdf',
        catalogNo: '',
        productName: '',
      },
    ]);
    expect((await get('/document/not-an-id')).statusCode).toBe(400);
  });
});
