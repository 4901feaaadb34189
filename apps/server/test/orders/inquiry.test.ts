import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderLines, orders, outboxMessages } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  CART,
  type Client,
  DESK,
  ORDER,
  type Pack,
  deskClient,
  ordersApp,
  placedInquiry,
  productInquiry,
  signedInClient,
  somePacks,
  uploadOrderFile,
} from './orders-helpers.js';

let t: TestApp;
let packs: Pack[];
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 6);
});
afterAll(() => t.close());

const ordersOf = (customerId: string) => t.database.db.select().from(orders).where(eq(orders.customerId, customerId));
const submit = (client: Client, body: unknown, key?: string) => client.call('POST', `${ORDER}/inquiry/add`, body, key ? { 'idempotency-key': key } : {});

describe('submitting an inquiry from the cart', () => {
  it('stores the order, its rows, the history row and the e-mail, and takes the lines out of the cart', async () => {
    const client = await signedInClient(t);
    const lines = [];
    for (const pack of packs.slice(0, 3))
      lines.push((await client.call('POST', `${CART}/add`, { catalogNo: pack.catalogNo, packId: pack.packId })).json().result.id as string);
    const po = await uploadOrderFile(client);
    const reply = await submit(
      client,
      productInquiry(client, packs.slice(0, 3), {
        cartLineIds: lines,
        poNumber: 'PO-7781',
        poFilePath: po,
        attachmentPaths: [po],
        contactPhone: '+1 617 555 0100',
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result.orderNo).toMatch(/^IQ\d{16}$/);
    const [order] = await ordersOf(client.id);
    expect(order).toMatchObject({
      status: 'inquirying',
      orderType: 'product',
      currency: 'USD',
      lineCount: 3,
      poNumber: 'PO-7781',
      contactName: 'Dr. Ada Chen',
      totalMinor: null,
    });
    expect(order?.shippingAddress).toBe('Longwood Institute, 200 Longwood Ave, Lab 4, Boston, MA, United States, 02115');
    const rows = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(rows.map((row) => row.quantity)).toEqual([1, 2, 3]);
    expect(rows.every((row) => row.catalogUnitPriceMinor !== null && row.unitPriceMinor === null)).toBe(true);
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? ''));
    expect(history).toMatchObject([{ action: 'submit', fromStatus: 'cart', toStatus: 'inquirying', actor: 'customer' }]);
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, order?.customerEmail ?? '-'));
    expect(mail.map((message) => message.subject)).toEqual([`[Abinvivo] Order ${order?.orderNo}: Inquiry under review`]);
    expect((await client.call('GET', `${CART}/list`)).json().result.total).toBe(0);

    // Staff read the customer's files through the order only; any other path is not found.
    const desk = await deskClient(t);
    const file = await desk.call('GET', `${DESK}/attachment?id=${order?.id}&path=${encodeURIComponent(po)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const stranger = await uploadOrderFile(await signedInClient(t));
    expect((await desk.call('GET', `${DESK}/attachment?id=${order?.id}&path=${encodeURIComponent(stranger)}`)).statusCode).toBe(404);
    expect((await desk.call('GET', `/jeecg-boot/sys/common/static/${po}`)).statusCode).toBe(404);
  });

  it('makes exactly one inquiry from ten parallel identical submissions with one Idempotency-Key', async () => {
    const client = await signedInClient(t);
    const body = productInquiry(client, packs.slice(0, 2));
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(client, body, 'inquiry-key-0001')));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((reply) => reply.json().result.orderNo)).size).toBe(1);
    expect(await ordersOf(client.id)).toHaveLength(1);
    const again = await submit(client, body, 'inquiry-key-0001');
    expect(again.json().result.orderNo).toBe(replies[0]?.json().result.orderNo);
    const malformed = await submit(client, body, 'a b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Idempotency-Key');
    expect(await ordersOf(client.id)).toHaveLength(1);
  });

  it("names each broken rule in the customer's language and writes nothing", async () => {
    const client = await signedInClient(t, 'zh');
    const base = productInquiry(client, packs.slice(0, 1));
    const cases: [unknown, string][] = [
      [{ ...base, addressId: undefined }, '收货地址不能为空。'],
      [{ ...base, contactPhone: '' }, '请填写联系电话，没有可填 NA。'],
      [{ ...base, agreement: false }, '请阅读并同意订购条款。'],
      [{ ...base, lines: [] }, '请至少添加一行订单。'],
      [{ ...base, lines: Array.from({ length: 1000 }, () => base.lines[0]) }, '一次询价最多 999 行。'],
      [{ ...base, lines: [{ ...base.lines[0], packId: '' }] }, '请选择规格。'],
      [{ ...base, attachmentPaths: Array.from({ length: 11 }, (_, index) => `temp/20260101/${index}.pdf`) }, '最多上传 10 个附件。'],
    ];
    for (const [body, message] of cases) {
      const reply = await submit(client, body);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    const foreign = await signedInClient(t);
    expect((await submit(client, { ...base, addressId: foreign.addressId })).json().message).toBe('收货地址不能为空。');
    const foreignFile = await uploadOrderFile(foreign);
    expect((await submit(client, { ...base, attachmentPaths: [foreignFile] })).json().message).toBe('附件不是您上传的文件。');
    expect(await ordersOf(client.id)).toHaveLength(0);
  });

  it('ignores status, prices and owner sent by the customer (no mass assignment)', async () => {
    const client = await signedInClient(t);
    const other = await signedInClient(t);
    const body = {
      ...productInquiry(client, packs.slice(0, 1)),
      status: 'completed',
      totalMinor: 1,
      customerId: other.id,
      lines: [{ ...productInquiry(client, packs.slice(0, 1)).lines[0], unitPriceMinor: 1 }],
    };
    expect((await submit(client, body)).statusCode).toBe(200);
    const [order] = await ordersOf(client.id);
    expect(order).toMatchObject({ status: 'inquirying', totalMinor: null, customerId: client.id });
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(line?.unitPriceMinor).toBeNull();
    expect(await ordersOf(other.id)).toHaveLength(0);
  });

  it('refuses cart lines that are no longer in the cart, and keeps the cart as it was', async () => {
    const client = await signedInClient(t);
    const [pack] = packs as [Pack];
    const line = (await client.call('POST', `${CART}/add`, { catalogNo: pack.catalogNo, packId: pack.packId })).json().result.id as string;
    const gone = '00000000-0000-4000-8000-0000000000aa';
    const reply = await submit(client, productInquiry(client, [pack], { cartLineIds: [line, gone] }));
    expect(reply.statusCode).toBe(409);
    expect(await ordersOf(client.id)).toHaveLength(0);
    expect((await client.call('GET', `${CART}/list`)).json().result.total).toBe(1);
  });

  it('takes a sequence order with its chains checked', async () => {
    const client = await signedInClient(t);
    const sequenceLine = {
      proteinName: 'Anti-TIGIT hIgG1',
      scale: 10,
      unit: 'mg',
      expressionHost: 'HEK293',
      sequence1: 'EVQLVESGGGLVQPGGSLRLSCAAS',
      sequence2: 'DIQMTQSPSSLSASVGDRVTITC',
      transport: 'icePack',
      packaging: 'freezeDried',
    };
    const body = { orderType: 'sequence', addressId: client.addressId, contactPhone: 'NA', agreement: true, lines: [sequenceLine] };
    expect((await submit(client, { ...body, lines: [{ ...sequenceLine, sequence1: 'EVQLVESGGGLVQPGGSLRLSCAAS*' }] })).json().message).toContain('amino-acid');
    expect((await submit(client, body)).statusCode).toBe(200);
    const [order] = await ordersOf(client.id);
    expect(order).toMatchObject({ orderType: 'sequence', firstLine: 'Anti-TIGIT hIgG1' });
  });

  it("lists the customer's orders by status, date and keyword", async () => {
    const client = await signedInClient(t);
    await placedInquiry(client, packs.slice(0, 1));
    await placedInquiry(client, packs.slice(1, 2));
    const all = (await client.call('GET', `${ORDER}/list`)).json().result;
    expect(all.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await client.call('GET', `${ORDER}/list?status=inquirying&from=${today}&to=${today}`)).json().result.total).toBe(2);
    expect((await client.call('GET', `${ORDER}/list?status=shipped`)).json().result.total).toBe(0);
    expect((await client.call('GET', `${ORDER}/list?to=2020-01-01`)).json().result.total).toBe(0);
    const byCatalog = (await client.call('GET', `${ORDER}/list?keyword=${encodeURIComponent((packs[1] as Pack).catalogNo.toLowerCase())}`)).json().result;
    expect(byCatalog.records.map((order: { firstLine: string }) => order.firstLine)).toEqual([(packs[1] as Pack).catalogNo]);
    expect((await client.call('GET', `${ORDER}/list?keyword=${encodeURIComponent("%' OR 1=1 --")}`)).json().result.total).toBe(0);
  });
});

describe("an order's files", () => {
  it('carry the names the customer uploaded them under, for the customer and for staff', async () => {
    const client = await signedInClient(t);
    const po = await uploadOrderFile(client, 'PO 2026-17 (signed).pdf');
    const protocol = await uploadOrderFile(client, 'study-protocol-final-version.pdf');
    const plan = await uploadOrderFile(client, '给药方案.pdf');
    const id = await placedInquiry(client, packs, { poFilePath: po, attachmentPaths: [protocol, plan] });

    const expected = {
      poFile: { path: po, name: 'PO 2026-17 (signed).pdf' },
      attachments: [
        { path: protocol, name: 'study-protocol-final-version.pdf' },
        { path: plan, name: '给药方案.pdf' },
      ],
    };
    expect(protocol).toMatch(/^order\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    expect((await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result).toMatchObject(expected);
    const desk = await deskClient(t);
    expect((await desk.call('GET', `${DESK}/queryById?id=${id}`)).json().result).toMatchObject(expected);

    // Each opens through the order, for the customer as for staff; a file the order does not hold, or another
    // customer's order, is not found.
    const file = (caller: { call: (method: 'GET', url: string) => Promise<LightMyRequestResponse> }, base: string, path: string, orderId = id) =>
      caller.call('GET', `${base}/attachment?id=${orderId}&path=${encodeURIComponent(path)}`);
    for (const path of [po, protocol]) {
      const own = await file(client, ORDER, path);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect((await file(desk, DESK, path)).statusCode).toBe(200);
    }
    const stranger = await signedInClient(t);
    expect((await file(stranger, ORDER, protocol)).statusCode).toBe(404);
    const strangersOwn = await uploadOrderFile(stranger, 'other.pdf');
    expect((await file(client, ORDER, strangersOwn)).statusCode).toBe(404);
    expect((await file(stranger, ORDER, strangersOwn, await placedInquiry(stranger, packs))).statusCode).toBe(404);
  });

  it('are listed as none when the order has none', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs);
    expect((await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result).toMatchObject({ poFile: null, attachments: [] });
  });
});
