import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/test-app.js';
import { type Part, multipart } from '../uploads/multipart.js';
import { workbook } from '../uploads/spreadsheets.js';
import { API, CART, type Client, type Pack, ORDER, ordersApp, productInquiry, signedInClient, somePacks } from './orders-helpers.js';

const ORDER_CART = `${API}/by-order-client/order/cart`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let packs: Pack[];
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 6);
});
afterAll(() => t.close());

type Line = { catalog: string; packLabel: string; quantity: number };
const linesOf = async (client: Client, url: string): Promise<Line[]> => (await client.call('GET', url)).json().result.records;

function importSheet(client: Client, url: string, content: Buffer, language = 'en') {
  const parts: Part[] = [{ name: 'file', filename: 'lines.xlsx', content, contentType: XLSX }];
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'x-access-token': client.token, 'accept-language': language, 'x-forwarded-for': randomAddress() },
  });
}

describe("the order client's carts", () => {
  it('keeps the standard and the plasmid cart apart from the catalogue cart, with the same writes', async () => {
    const client = await signedInClient(t);
    const [first, second] = packs as [Pack, Pack];
    expect((await client.call('POST', `${ORDER_CART}/add`, { catalogNo: first.catalogNo, packId: first.packId, quantity: 2 })).statusCode).toBe(200);
    expect((await client.call('POST', `${ORDER_CART}/add?clientOrderType=plasmid`, { catalogNo: second.catalogNo, packId: second.packId })).statusCode).toBe(
      200,
    );
    const standard = await linesOf(client, `${ORDER}/cartlist`);
    const plasmid = await linesOf(client, `${ORDER}/cartlist?clientOrderType=plasmid`);
    expect(standard.map((line) => [line.catalog, line.quantity])).toEqual([[first.catalogNo, 2]]);
    expect(plasmid.map((line) => line.catalog)).toEqual([second.catalogNo]);
    expect(await linesOf(client, `${CART}/list`)).toEqual([]);

    const [line] = (await client.call('GET', `${ORDER}/cartlist`)).json().result.records as [{ id: string }];
    expect((await client.call('POST', `${ORDER_CART}/edit`, { id: line.id, quantity: 7 })).json().result.quantity).toBe(7);
    expect((await client.call('POST', `${ORDER_CART}/deleteBatch`, { ids: [line.id] })).json().result.removed).toBe(1);
    expect(await linesOf(client, `${ORDER}/cartlist`)).toEqual([]);
  });

  it('puts a reordered inquiry back into the cart it came from', async () => {
    const client = await signedInClient(t);
    const placed = await client.call('POST', `${ORDER}/inquiry/add`, productInquiry(client, packs.slice(0, 1), { cart: 'standard' }), {
      'idempotency-key': crypto.randomUUID(),
    });
    expect(placed.statusCode).toBe(200);
    expect((await client.call('POST', `${ORDER}/reorder`, { id: placed.json().result.id })).json().result).toEqual({ added: 1, skipped: 0 });
    expect((await linesOf(client, `${ORDER}/cartlist`)).map((line) => line.catalog)).toEqual([packs[0]?.catalogNo]);
    expect(await linesOf(client, `${CART}/list`)).toEqual([]);
  });
});

describe('pasting lines into a cart', () => {
  it('adds every good row, matching the pack label loosely, and names every other row with its reason', async () => {
    const client = await signedInClient(t);
    const [first, second] = packs as [Pack, Pack];
    const text = [
      `${first.catalogNo.toLowerCase()}\t${first.sizeLabel.replace(/\s+/g, '').toUpperCase()}\t3`,
      '',
      `${second.catalogNo}, ${second.sizeLabel}, 2`,
      `${second.catalogNo}, ${second.sizeLabel}`,
      `, ${second.sizeLabel}, 1`,
      `${second.catalogNo}, ${second.sizeLabel}, 0`,
      `NOPE-0001, 1 mg, 1`,
      `${first.catalogNo}, 42 kg, 1`,
      `${first.catalogNo}, ${first.sizeLabel}, 2`,
    ].join('\n');
    const reply = await client.call('POST', `${CART}/pasteLines`, { text });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toEqual({
      added: 3,
      problems: [
        { row: 4, message: 'Expected a catalogue number, a specification and a quantity.' },
        { row: 5, message: 'Please enter a catalogue number.' },
        { row: 6, message: '"0" is not a quantity from 1 to 10,000.' },
        { row: 7, message: 'There is no product with catalogue number NOPE-0001.' },
        { row: 8, message: `${first.catalogNo} has no specification "42 kg".` },
      ],
    });
    const lines = await linesOf(client, `${CART}/list`);
    expect(lines.map((line) => [line.catalog, line.quantity]).sort()).toEqual(
      [
        [first.catalogNo, 5],
        [second.catalogNo, 2],
      ].sort(),
    );
  });

  it("answers in the customer's language and refuses a paste longer than a cart", async () => {
    const client = await signedInClient(t, 'zh');
    const reply = await client.call('POST', `${ORDER_CART}/pasteLines`, { text: 'NOPE-0001, 1 mg, 1' });
    expect(reply.json().result.problems).toEqual([{ row: 1, message: '货号 NOPE-0001 不存在。' }]);
    const long = await client.call('POST', `${ORDER_CART}/pasteLines`, { text: 'x'.repeat(999 * 200 + 1) });
    expect(long.statusCode).toBe(400);
    expect(await linesOf(client, `${ORDER}/cartlist`)).toEqual([]);
  });
});

describe('uploading a sheet of lines', () => {
  it("gives a template with the columns in the customer's language", async () => {
    const client = await signedInClient(t, 'zh');
    const reply = await client.call('GET', `${ORDER_CART}/importTemplate`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('购物车导入模板.xlsx')}`);
  });

  it('adds the good rows, finds the columns by header in any language, and reports the rest in an error file', async () => {
    const client = await signedInClient(t);
    const [first, second] = packs as [Pack, Pack];
    const sheet = await workbook([
      ['数量', 'Catalogue number', 'Specification'],
      [2, first.catalogNo, first.sizeLabel],
      [1, 'NOPE-0001', '1 mg'],
      [4, second.catalogNo, second.sizeLabel],
    ]);
    const reply = await importSheet(client, `${ORDER_CART}/importLines?clientOrderType=plasmid`, sheet);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().result).toMatchObject({ totalCount: 3, successCount: 2, errorCount: 1, fileName: 'cart-lines-errors.xlsx' });
    const report = await client.call('GET', `${API}/sys/common/static/${reply.json().result.fileUrl as string}`);
    expect(report.statusCode).toBe(200);
    const lines = await linesOf(client, `${ORDER}/cartlist?clientOrderType=plasmid`);
    expect(lines.map((line) => [line.catalog, line.quantity]).sort()).toEqual(
      [
        [first.catalogNo, 2],
        [second.catalogNo, 4],
      ].sort(),
    );
  });

  it('refuses a sheet without the columns, or with no good row, and adds nothing', async () => {
    const client = await signedInClient(t);
    const missing = await importSheet(
      client,
      `${CART}/importLines`,
      await workbook([
        ['Catalogue number', 'Quantity'],
        ['AB-1', 1],
      ]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The first row must name the columns; missing: Specification.');
    const bad = await importSheet(
      client,
      `${CART}/importLines`,
      await workbook([
        ['Catalogue number', 'Specification', 'Quantity'],
        ['NOPE-0001', '1 mg', 1],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nothing was imported: all 1 rows have errors. Row 2: There is no product with catalogue number NOPE-0001.');
    expect(await linesOf(client, `${CART}/list`)).toEqual([]);
  });
});
