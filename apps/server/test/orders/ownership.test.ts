import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, CART, type Client, DESK, ORDER, deskClient, inAWeek, ordersApp, placedInquiry, signedInClient, somePacks } from './orders-helpers.js';

// The Chinese edition, where invoices and parcels exist.
let t: TestApp;
let a: Client;
let b: Client;
let orderId: string;
let cartLineId: string;
beforeAll(async () => {
  t = await ordersApp({ EDITION: 'zh' });
  const packs = await somePacks(t, 2);
  [a, b] = [await signedInClient(t), await signedInClient(t)];
  orderId = await placedInquiry(a, packs.slice(0, 1));
  cartLineId = (await a.call('POST', `${CART}/add`, { catalogNo: packs[1]?.catalogNo, packId: packs[1]?.packId })).json().result.id;
  const desk = await deskClient(t);
  const detail = (await desk.call('GET', `${DESK}/queryById?id=${orderId}`)).json().result;
  await desk.call('POST', `${DESK}/quote`, {
    id: orderId,
    prices: [{ lineId: detail.lines[0].id, unitPriceMinor: 5000 }],
    paymentMethod: 'alipay',
    validUntil: inAWeek(),
  });
  await a.call('POST', `${ORDER}/confirmQuote`, { id: orderId });
  await desk.call('POST', `${DESK}/startProduction`, { id: orderId, productionStatus: '表达', productionTime: inAWeek() });
  await desk.call('POST', `${DESK}/ship`, { id: orderId, carrier: '顺丰', trackingNo: 'SF0001' });
  await desk.call('POST', `${DESK}/invoice`, { id: orderId, title: '苏州研究所', taxNumber: '91320000000000000X' });
});
afterAll(() => t.close());

describe("customer B and customer A's objects (security.md S8)", () => {
  const attempts: [string, 'GET' | 'POST', () => string, () => unknown][] = [
    ['order detail', 'GET', () => `${ORDER}/queryById?id=${orderId}`, () => undefined],
    ['confirm quote', 'POST', () => `${ORDER}/confirmQuote`, () => ({ id: orderId })],
    ['cancel', 'POST', () => `${ORDER}/cancel`, () => ({ id: orderId })],
    ['reorder', 'POST', () => `${ORDER}/reorder`, () => ({ id: orderId })],
    ['cart line edit', 'POST', () => `${CART}/edit`, () => ({ id: cartLineId, quantity: 9 })],
    ['cart line delete', 'POST', () => `${CART}/deleteBatch`, () => ({ ids: [cartLineId] })],
  ];

  it.each(attempts)('%s answers 404 and changes nothing', async (_name, method, url, body) => {
    const reply = await b.call(method, url(), body());
    expect(reply.statusCode).toBe(404);
    expect((await a.call('GET', `${ORDER}/queryById?id=${orderId}`)).json().result.status).toBe('shipped');
    expect((await a.call('GET', `${CART}/list`)).json().result.records).toMatchObject([{ id: cartLineId, quantity: 1 }]);
  });

  it("lists only the caller's orders, invoices and parcels", async () => {
    for (const path of ['/by-order-client/order/list', '/by-order-client/invoice/list', '/by-order-client/package/list']) {
      expect((await a.call('GET', `${API}${path}`)).json().result.total, path).toBe(1);
      expect((await b.call('GET', `${API}${path}`)).json().result.total, path).toBe(0);
    }
    expect((await b.call('GET', `${CART}/list`)).json().result.total).toBe(0);
  });

  it("lists one order's invoices and parcels when asked (the order page links there), never another customer's", async () => {
    const other = await placedInquiry(a, await somePacks(t, 1));
    for (const path of ['/by-order-client/invoice/list', '/by-order-client/package/list']) {
      const own = (await a.call('GET', `${API}${path}?orderId=${orderId}`)).json().result;
      expect(own.total, path).toBe(1);
      expect(own.records[0].orderId, path).toBe(orderId);
      expect((await a.call('GET', `${API}${path}?orderId=${other}`)).json().result.total, path).toBe(0);
      expect((await b.call('GET', `${API}${path}?orderId=${orderId}`)).json().result.total, path).toBe(0);
      expect((await a.call('GET', `${API}${path}?orderId=not-an-id`)).statusCode, path).toBe(400);
    }
  });
});

describe('the international edition', () => {
  it('has no invoice or parcel lists', async () => {
    const intl = await ordersApp();
    try {
      const client = await signedInClient(intl);
      expect((await client.call('GET', `${API}/by-order-client/invoice/list`)).statusCode).toBe(404);
      expect((await client.call('GET', `${API}/by-order-client/package/list`)).statusCode).toBe(404);
    } finally {
      await intl.close();
    }
  });
});
