import { monthsEndingWith } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, parcels } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { DESK, ORDER, type Pack, deskClient, inAWeek, ordersApp, placedInquiry, signedInClient, somePacks } from './orders-helpers.js';

let t: TestApp;
let packs: Pack[];
let desk: Awaited<ReturnType<typeof deskClient>>;
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 2);
  desk = await deskClient(t);
});
afterAll(() => t.close());

/** Quotes every line at 100.00 with no freight or discount. */
async function quote(orderId: string) {
  const detail = (await desk.call('GET', `${DESK}/queryById?id=${orderId}`)).json().result as { lines: { id: string }[] };
  const prices = detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 10_000 }));
  const reply = await desk.call('POST', `${DESK}/quote`, {
    id: orderId,
    prices,
    freightMinor: 0,
    discountMinor: 0,
    paymentMethod: 'purchaseOrder',
    validUntil: inAWeek(),
  });
  if (reply.statusCode !== 200) throw new Error(`quote: ${reply.body}`);
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('the order client dashboard', () => {
  it('shows zeros, twelve empty months and no orders to a customer without any', async () => {
    const client = await signedInClient(t);
    const reply = await client.call('GET', `${ORDER}/dashboard`, undefined, { 'time-zone': 'UTC' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toEqual({
      openInquiries: 0,
      awaitingConfirmation: 0,
      inProduction: 0,
      shippedThisMonth: 0,
      currency: 'USD',
      spendByMonth: monthsEndingWith(thisMonth(), 12).map((month) => ({ month, totalMinor: 0 })),
      recentOrders: [],
    });
  });

  it("counts the customer's own orders in each stage, their confirmed spend by month and their latest orders", async () => {
    const client = await signedInClient(t);
    const open = await placedInquiry(client, packs.slice(0, 1));
    const quoted = await placedInquiry(client, packs.slice(0, 1));
    await quote(quoted);
    const producing = await placedInquiry(client, packs);
    await quote(producing);
    await client.call('POST', `${ORDER}/confirmQuote`, { id: producing });
    await desk.call('POST', `${DESK}/startProduction`, { id: producing, productionStatus: 'Expression', productionTime: inAWeek() });
    const sent = await placedInquiry(client, packs.slice(1));
    await quote(sent);
    await client.call('POST', `${ORDER}/confirmQuote`, { id: sent });
    await desk.call('POST', `${DESK}/startProduction`, { id: sent, productionStatus: 'Expression', productionTime: inAWeek() });
    await desk.call('POST', `${DESK}/ship`, { id: sent, carrier: 'FedEx', trackingNo: '7712 3456 0002', contents: 'All' });
    await desk.call('POST', `${DESK}/ship`, { id: sent, carrier: 'FedEx', trackingNo: '7712 3456 0003', contents: 'Rest' });
    // Confirmed last March: in the chart's window only while that month is one of the last twelve.
    const earlier = await placedInquiry(client, packs.slice(0, 1));
    await quote(earlier);
    await client.call('POST', `${ORDER}/confirmQuote`, { id: earlier });
    const threeMonthsAgo = monthsEndingWith(thisMonth(), 4)[0] ?? '';
    await t.database.db
      .update(orders)
      .set({ confirmDate: new Date(`${threeMonthsAgo}-15T12:00:00Z`) })
      .where(eq(orders.id, earlier));
    const cancelled = await placedInquiry(client, packs.slice(0, 1));
    await quote(cancelled);
    await client.call('POST', `${ORDER}/confirmQuote`, { id: cancelled });
    await client.call('POST', `${ORDER}/cancel`, { id: cancelled });

    const someoneElse = await signedInClient(t);
    await placedInquiry(someoneElse, packs);

    const result = (await client.call('GET', `${ORDER}/dashboard`, undefined, { 'time-zone': 'UTC' })).json().result;
    expect(result).toMatchObject({ openInquiries: 1, awaitingConfirmation: 1, inProduction: 1, shippedThisMonth: 1 });
    const spend = new Map(result.spendByMonth.map((entry: { month: string; totalMinor: number }) => [entry.month, entry.totalMinor]));
    // The producing order's two lines (quantities 1 and 2) and the shipped one's single line, all at 100.00.
    expect(spend.get(thisMonth())).toBe(30_000 + 10_000);
    expect(spend.get(threeMonthsAgo)).toBe(10_000);
    expect([...spend.values()].reduce((sum: number, value) => sum + (value as number), 0)).toBe(50_000);
    expect(result.recentOrders.map((order: { id: string }) => order.id)).toEqual([cancelled, earlier, sent, producing, quoted]);
    expect(result.recentOrders.map((order: { id: string }) => order.id)).not.toContain(open);
  });

  it('counts the month in the time zone the browser sends', async () => {
    const client = await signedInClient(t);
    const id = await placedInquiry(client, packs.slice(0, 1));
    await quote(id);
    await client.call('POST', `${ORDER}/confirmQuote`, { id });
    const month = thisMonth();
    // 20:00 UTC on the last day of the previous month is already this month in Shanghai (UTC+8).
    const previous = monthsEndingWith(month, 2)[0] ?? '';
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 0, 20));
    await t.database.db.update(orders).set({ confirmDate: lastDay }).where(eq(orders.id, id));
    await t.database.db.insert(parcels).values({ orderId: id, customerId: client.id, carrier: 'SF', trackingNo: 'SF1', shippedAt: lastDay });

    const inUtc = (await client.call('GET', `${ORDER}/dashboard`, undefined, { 'time-zone': 'UTC' })).json().result;
    const inShanghai = (await client.call('GET', `${ORDER}/dashboard`, undefined, { 'time-zone': 'Asia/Shanghai' })).json().result;
    const spendIn = (result: { spendByMonth: { month: string; totalMinor: number }[] }, at: string) =>
      result.spendByMonth.find((entry) => entry.month === at)?.totalMinor;
    expect([spendIn(inUtc, previous), spendIn(inUtc, month), inUtc.shippedThisMonth]).toEqual([10_000, 0, 0]);
    expect([spendIn(inShanghai, previous), spendIn(inShanghai, month), inShanghai.shippedThisMonth]).toEqual([0, 10_000, 1]);
  });

  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${ORDER}/dashboard` })).statusCode).toBe(401);
  });
});
