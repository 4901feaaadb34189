import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, outboxMessages, tubeLabels } from '../../src/db/schema.js';
import { expireQuotes } from '../../src/modules/orders/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { CART, DESK, ORDER, type Pack, deskClient, inAWeek, ordersApp, placedInquiry, signedInClient, somePacks } from './orders-helpers.js';

let t: TestApp;
let packs: Pack[];
let desk: Awaited<ReturnType<typeof deskClient>>;
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 4);
  desk = await deskClient(t);
});
afterAll(() => t.close());

const orderNos = (reply: { json: () => { result: { records: { orderNo: string }[] } } }) => reply.json().result.records.map((record) => record.orderNo);

type Line = { id: string; quantity: number };
async function quote(orderId: string, overrides: Record<string, unknown> = {}) {
  const detail = (await desk.call('GET', `${DESK}/queryById?id=${orderId}`)).json().result as { lines: Line[] };
  return desk.call('POST', `${DESK}/quote`, {
    id: orderId,
    prices: detail.lines.map((line, index) => ({ lineId: line.id, unitPriceMinor: 10_000 * (index + 1) })),
    freightMinor: 2_500,
    discountMinor: 1_000,
    paymentMethod: 'purchaseOrder',
    validUntil: inAWeek(),
    note: 'Lead time 3 weeks',
    ...overrides,
  });
}

describe('an order through both sides', () => {
  it('goes from inquiry to completed with a quote, a confirmation, production, two parcels and an invoice', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 2));

    const quoted = await quote(id);
    expect(quoted.statusCode).toBe(200);
    // Lines 1×100.00 + 2×200.00, plus 25.00 freight, minus 10.00 discount.
    expect(quoted.json().result.lines.map((line: { unitPriceMinor: number }) => line.unitPriceMinor)).toEqual([10_000, 20_000]);
    expect(quoted.json().result).toMatchObject({
      status: 'confirmed',
      totalMinor: 51_500,
      quote: { linesMinor: 50_000, freightMinor: 2_500, discountMinor: 1_000, totalMinor: 51_500 },
    });

    const tooEarly = await desk.call('POST', `${DESK}/startProduction`, { id, productionStatus: 'Expression', productionTime: inAWeek() });
    expect(tooEarly.statusCode).toBe(409);

    const seen = (await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result;
    expect(seen.actions).toEqual(['confirmQuote', 'cancel']);
    const confirmed = await client.call('POST', `${ORDER}/confirmQuote`, { id });
    expect(confirmed.json().result).toMatchObject({ status: 'confirmed', actions: ['cancel'] });
    expect(confirmed.json().result.confirmDate).not.toBeNull();

    expect(
      (await desk.call('POST', `${DESK}/startProduction`, { id, productionStatus: 'Expression in CHO', productionTime: inAWeek() })).json().result,
    ).toMatchObject({
      status: 'producting',
      productionStatus: 'Expression in CHO',
    });
    expect((await client.call('POST', `${ORDER}/cancel`, { id })).statusCode).toBe(409);
    expect((await desk.call('POST', `${DESK}/invoice`, { id, title: 'Longwood Institute' })).statusCode).toBe(409);

    await desk.call('POST', `${DESK}/ship`, { id, carrier: 'FedEx', trackingNo: '7712 3456 0001', contents: 'Line 1' });
    const shipped = await desk.call('POST', `${DESK}/ship`, { id, carrier: 'SF Express', trackingNo: 'SF1234567890', contents: 'Line 2' });
    expect(shipped.json().result.status).toBe('shipped');
    expect(shipped.json().result.parcels.map((parcel: { carrier: string }) => parcel.carrier)).toEqual(['FedEx', 'SF Express']);

    const labels = await t.database.db.select().from(tubeLabels).where(eq(tubeLabels.orderId, id)).orderBy(tubeLabels.position);
    expect(labels.map((label) => label.position)).toEqual(['A1', 'A2', 'A3']);
    const scanned = await t.app.inject({ method: 'GET', url: `/jeecg-boot/by-order-client/scan/label?code=${labels[2]?.code.toLowerCase()}` });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json().result).toMatchObject({ projectName: 'Study 2', tubeCount: 2, shippingBox: 'FedEx 7712 3456 0001 / BOX-1', position: 'A3' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/by-order-client/scan/label?code=NOSUCHCODE22',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No tube or box has this label. Please check the code and try again.');
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/scan/label?code=%27%3B--' })).statusCode).toBe(400);

    expect((await desk.call('POST', `${DESK}/complete`, { id, note: 'Delivered' })).json().result.status).toBe('completed');
    const invoiced = await desk.call('POST', `${DESK}/invoice`, { id, title: 'Longwood Institute', taxNumber: '91310000MA1FL0000X' });
    expect(invoiced.json().result.invoices).toMatchObject([{ amountMinor: 51_500, currency: 'USD', title: 'Longwood Institute' }]);

    const final = (await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result;
    const quotePdf = await client.call('GET', `${ORDER}/quotePdf?id=${id}`);
    expect(quotePdf.statusCode).toBe(200);
    expect(quotePdf.headers['content-disposition']).toBe(`attachment; filename="Quote-${final.orderNo}.pdf"`);
    expect(quotePdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const invoiceId = final.invoices[0].id as string;
    const invoicePdf = await client.call('GET', `/jeecg-boot/by-order-client/invoice/pdf?id=${invoiceId}`);
    expect(invoicePdf.headers['content-disposition']).toBe(`attachment; filename="Invoice-${final.invoices[0].invoiceNo}.pdf"`);
    expect((await desk.call('GET', `${DESK}/invoicePdf?id=${invoiceId}`)).statusCode).toBe(200);
    const stranger = await signedInClient(t);
    expect((await stranger.call('GET', `${ORDER}/quotePdf?id=${id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/jeecg-boot/by-order-client/invoice/pdf?id=${invoiceId}`)).statusCode).toBe(404);
    expect(final.events.map((event: { action: string }) => event.action)).toEqual([
      'submit',
      'quote',
      'confirmQuote',
      'startProduction',
      'ship',
      'ship',
      'complete',
    ]);
    expect(final.actions).toEqual([]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, order?.orderNo ?? ''));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'invoice.issue',
      'order.complete',
      'order.quote',
      'order.ship',
      'order.ship',
      'order.startProduction',
    ]);
  });

  it('checks a quote: every line priced, a discount within the total, validity today or later', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 2));
    const detail = (await desk.call('GET', `${DESK}/queryById?id=${id}`)).json().result as { lines: Line[] };
    expect((await quote(id, { prices: [{ lineId: detail.lines[0]?.id, unitPriceMinor: 100 }] })).json().message).toBe('Every line needs a price.');
    expect((await quote(id, { discountMinor: 10_000_000 })).json().message).toBe('The discount cannot take the total below zero.');
    expect((await quote(id, { validUntil: '2020-01-01' })).json().message).toBe('The quote must be valid until today or later.');
    expect((await quote(id, { paymentMethod: 'barter' })).statusCode).toBe(400);
    expect((await client.call('GET', `${ORDER}/quotePdf?id=${id}`)).statusCode).toBe(404);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'inquirying', totalMinor: null });
  });

  it('lets the customer cancel before production, and refuses every later move with 409', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 1));
    expect((await client.call('POST', `${ORDER}/cancel`, { id, note: 'Budget moved' })).json().result.status).toBe('canceled');
    expect((await quote(id)).statusCode).toBe(409);
    expect((await desk.call('POST', `${DESK}/ship`, { id, carrier: 'FedEx', trackingNo: '1' })).statusCode).toBe(409);
    expect((await client.call('POST', `${ORDER}/confirmQuote`, { id })).statusCode).toBe(409);
  });

  it('sends a quote nobody confirmed back for a new price once it has expired', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 1));
    await quote(id);
    await t.database.db.update(orders).set({ quoteValidUntil: '2020-01-01' }).where(eq(orders.id, id));
    const expired = await client.call('POST', `${ORDER}/confirmQuote`, { id });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This quote has expired. Please ask us for a new one.');
    expect(await expireQuotes(t.database.db, new Date(), 'Abinvivo')).toBeGreaterThanOrEqual(1);
    const detail = (await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result;
    expect(detail.status).toBe('inquirying');
    expect(detail.events.at(-1)).toMatchObject({ action: 'expireQuote', actor: 'system', from: 'confirmed', to: 'inquirying' });
  });

  it("copies an order's lines back into the cart (reorder)", async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 2));
    expect((await client.call('POST', `${ORDER}/reorder`, { id })).json().result).toEqual({ added: 2, skipped: 0 });
    const cart = (await client.call('GET', `${CART}/list`)).json().result;
    expect(cart.records.map((line: { quantity: number }) => line.quantity).sort()).toEqual([1, 2]);
  });

  it('keeps staff to their permissions', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 1));
    const viewer = await deskClient(t, ['orders:view']);
    expect((await viewer.call('GET', `${DESK}/list`)).statusCode).toBe(200);
    expect((await viewer.call('POST', `${DESK}/quote`, { id, prices: [], paymentMethod: 'bankTransfer', validUntil: inAWeek() })).statusCode).toBe(403);
    expect((await client.call('GET', `${DESK}/list`)).statusCode).toBe(401);
    expect((await viewer.call('GET', '/jeecg-boot/staff/audit/list')).statusCode).toBe(403);
    const audit = await desk.call('GET', '/jeecg-boot/staff/audit/list?pageSize=5');
    expect(audit.statusCode).toBe(200);
  });

  it('keeps the history and the audit log append-only in the database itself', async () => {
    await expect(t.database.db.execute(sql`update ${orderEvents} set note = 'rewritten'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ${auditLog}`)).rejects.toThrow();
  });
});

describe('a quote the customer has confirmed', () => {
  it('is listed and mailed as accepted and awaiting production, while its stored status stays confirmed with the confirm date', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs);
    const detail = (await desk.call('GET', `${DESK}/queryById?id=${id}`)).json().result as { orderNo: string; lines: { id: string }[] };
    await desk.call('POST', `${DESK}/quote`, {
      id,
      prices: detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 9_900 })),
      paymentMethod: 'bankTransfer',
      validUntil: inAWeek(),
    });

    const listed = async (status: string) => [
      ...orderNos(await client.call('GET', `${ORDER}/list?status=${status}`)),
      ...orderNos(await desk.call('GET', `${DESK}/list?status=${status}&keyword=${detail.orderNo}`)),
    ];
    expect(await listed('confirmed')).toEqual([detail.orderNo, detail.orderNo]);
    expect(await listed('quoteAccepted')).toEqual([]);

    expect((await client.call('POST', `${ORDER}/confirmQuote`, { id })).statusCode).toBe(200);
    expect(await listed('confirmed')).toEqual([]);
    expect(await listed('quoteAccepted')).toEqual([detail.orderNo, detail.orderNo]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmDate).toBeInstanceOf(Date);

    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, row?.customerEmail ?? '-'));
    expect(mail.map((message) => message.subject)).toContain(`[Abinvivo] Order ${detail.orderNo}: Quote accepted, awaiting production`);
    expect(mail.find((message) => message.subject.endsWith('Quote accepted, awaiting production'))?.body).toContain(
      '"Quote accepted, awaiting production" (Quote confirmed)',
    );

    // Production speaks for itself; the accepted tab empties again.
    await desk.call('POST', `${DESK}/startProduction`, { id, productionStatus: 'Expression', productionTime: inAWeek() });
    expect(await listed('quoteAccepted')).toEqual([]);
    expect(await listed('producting')).toEqual([detail.orderNo, detail.orderNo]);
  });

  it('refuses a status the lists do not know', async () => {
    const client = await signedInClient(t);
    expect((await client.call('GET', `${ORDER}/list?status=accepted`)).statusCode).toBe(400);
  });
});
