import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { API, CART, type Pack, ordersApp, placedInquiry, signedInClient, somePacks } from './orders-helpers.js';

let t: TestApp;
let packs: Pack[];
beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 3);
});
afterAll(() => t.close());

const CUSTOMER = `${API}/by-order-client/customer`;

describe("the customer's orders and their personal data (security.md S19)", () => {
  it("exports A's orders and cart and none of B's", async () => {
    const [a, b] = [await signedInClient(t), await signedInClient(t)];
    const aOrder = await placedInquiry(a, packs.slice(0, 1));
    await placedInquiry(b, packs.slice(1, 2));
    await a.call('POST', `${CART}/add`, { catalogNo: packs[2]?.catalogNo, packId: packs[2]?.packId });
    const data = (await a.call('GET', `${CUSTOMER}/exportData`)).json();
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([aOrder]);
    expect(data.orders[0].lines).toHaveLength(1);
    expect(data.orders[0]).not.toHaveProperty('idempotencyKey');
    expect(data.cart).toHaveLength(1);
  });

  it('keeps the orders on deletion, without the name, e-mail, contact and address, and empties the cart', async () => {
    const client = await signedInClient(t);
    await placedInquiry(client, packs.slice(0, 1), { contactPhone: '+1 617 555 0100' });
    await client.call('POST', `${CART}/add`, { catalogNo: packs[0]?.catalogNo, packId: packs[0]?.packId });
    expect((await client.call('POST', `${CUSTOMER}/deleteAccount`, { password: client.password })).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.customerId, client.id));
    expect(order).toMatchObject({
      status: 'inquirying',
      customerName: '',
      customerEmail: '',
      contactName: '',
      contactPhone: '',
      shippingAddress: '',
      lineCount: 1,
    });
    expect(await t.database.db.select().from(cartLines).where(eq(cartLines.customerId, client.id))).toEqual([]);
  });
});
