import { WEBHOOK_EVENTS } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, outboxMessages, webhookDeliveries } from '../../src/db/schema.js';
import { freshMobile, lastCodeSentTo, randomAddress, requestSms } from '../helpers/accounts.js';
import { signedInStaff } from '../helpers/staff-session.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { ALL_DESK_PERMISSIONS, DESK, type Pack, inAWeek, ordersApp, placedInquiry, signedInClient, somePacks } from '../orders/orders-helpers.js';
import { startReceiver } from './webhook-receiver.js';

const HOOKS = '/jeecg-boot/staff/webhooks';
// Retries 50 ms, 150 ms, 450 ms ... apart, and due deliveries looked for every 50 ms, so a test sees them in time.
const FAST = { WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_POLL_MS: '50', EDITION: 'zh' };

let t: TestApp;
let packs: Pack[];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
type Caller = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
let staff: Caller;

function staffCaller(app: TestApp, token: string): Caller {
  return (method, url, payload) =>
    app.app.inject({
      method,
      url,
      headers: { 'x-access-token': token, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

beforeAll(async () => {
  receiver = await startReceiver();
  t = await ordersApp(FAST);
  packs = await somePacks(t, 2);
  staff = staffCaller(t, (await signedInStaff(t, [...ALL_DESK_PERMISSIONS, 'system:webhooks'])).token);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function register(events: readonly string[] = WEBHOOK_EVENTS) {
  const reply = await staff('POST', HOOKS, { url: receiver.url, description: 'ERP', events });
  expect(reply.statusCode).toBe(200);
  return reply.json().result as { endpoint: { id: string; secretHint: string }; secret: string };
}

const deliveriesOf = async (endpointId: string) =>
  (await staff('GET', `${HOOKS}/deliveries?endpointId=${endpointId}&pageSize=100`)).json().result.records as {
    id: string;
    eventType: string;
    status: string;
    attempts: number;
  }[];

describe('webhooks for the supplier ERP', () => {
  it('signs every order step, the invoice and a new customer, and the receiver verifies each with the secret', async () => {
    const { endpoint, secret } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.secretHint).toBe(secret.slice(0, 10) + '…');
    // The list never shows the secret again.
    expect((await staff('GET', HOOKS)).body).not.toContain(secret);
    receiver.trust(secret);

    const client = await signedInClient(t);
    await t.database.db.update(customers).set({ phone: '13912345678' }).where(eq(customers.id, client.id));
    const id = await placedInquiry(client, packs);
    const detail = (await staff('GET', `${DESK}/queryById?id=${id}`)).json().result as { orderNo: string; lines: { id: string }[] };
    const priced = await staff('POST', `${DESK}/quote`, {
      id,
      prices: detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 10_000 })),
      freightMinor: 0,
      discountMinor: 0,
      paymentMethod: 'purchaseOrder',
      validUntil: inAWeek(),
    });
    expect(priced.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/jeecg-boot/by-order-client/order/confirmQuote',
          headers: { 'x-access-token': client.token },
          payload: { id },
        })
      ).statusCode,
    ).toBe(200);
    await staff('POST', `${DESK}/startProduction`, { id, productionStatus: 'Expression', productionTime: inAWeek() });
    expect((await staff('POST', `${DESK}/ship`, { id, carrier: 'SF Express', trackingNo: 'SF100200300', contents: 'All' })).statusCode).toBe(200);
    expect((await staff('POST', `${DESK}/invoice`, { id, title: 'Longwood Institute' })).statusCode).toBe(200);

    const mobile = freshMobile();
    expect((await requestSms(t, mobile, '1')).statusCode).toBe(200);
    const username = `wh${Math.random().toString(36).slice(2, 10)}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/by-order-client/customer/register',
      headers: { 'x-forwarded-for': randomAddress() },
      payload: { username, password: 'Bench#2026', mobile, smscode: await lastCodeSentTo(t, mobile), agreement: true },
    });
    expect(registered.statusCode).toBe(200);

    await vi.waitFor(() => expect(receiver.received.map((event) => event.type)).toContain('customer.registered'), { timeout: 10_000 });
    await vi.waitFor(() => expect(receiver.received.filter((event) => event.type !== 'customer.registered')).toHaveLength(9), { timeout: 10_000 });
    const types = receiver.received.map((event) => event.type);
    expect(types.filter((type) => type === 'order.status_changed')).toHaveLength(5);
    for (const type of ['order.created', 'quote.priced', 'parcel.shipped', 'invoice.issued']) expect(types).toContain(type);
    expect(receiver.refused).toEqual([]);

    const shipped = receiver.received.find((event) => event.type === 'parcel.shipped');
    expect(shipped?.data).toMatchObject({
      orderNo: detail.orderNo,
      status: 'shipped',
      step: { action: 'ship', carrier: 'SF Express', trackingNo: 'SF100200300' },
    });
    const invoice = receiver.received.find((event) => event.type === 'invoice.issued');
    expect(invoice?.data).toMatchObject({ title: 'Longwood Institute', currency: 'CNY', order: { orderNo: detail.orderNo } });
    expect(receiver.received.find((event) => event.type === 'customer.registered')?.data).toMatchObject({ username, phone: mobile, via: 'mobile' });

    // The receiver keeps an event before it answers; the dispatcher records the answer just after, so wait for the record.
    await vi.waitFor(
      async () => {
        const deliveries = await deliveriesOf(endpoint.id);
        expect(deliveries).toHaveLength(10);
        expect(deliveries.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(true);
      },
      { timeout: 10_000 },
    );

    // The customer's phone heard of the quote and of the parcel, and of nothing else.
    const texts = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, '13912345678'), eq(outboxMessages.channel, 'sms')));
    expect(texts).toHaveLength(2);
    expect(texts.every((text) => text.body.includes(detail.orderNo))).toBe(true);
    await staff('DELETE', `${HOOKS}/${endpoint.id}`);
  });

  it('retries a failing receiver with a growing wait until it answers, and lists every attempt', async () => {
    const { endpoint, secret } = await register(['order.created']);
    receiver.trust(secret);
    receiver.failNext(2);
    const before = receiver.received.length;
    await placedInquiry(await signedInClient(t), packs);
    await vi.waitFor(() => expect(receiver.received.length).toBe(before + 1), { timeout: 10_000 });

    const delivery = await vi.waitFor(
      async () => {
        const [recorded] = await deliveriesOf(endpoint.id);
        expect(recorded).toMatchObject({ status: 'delivered', attempts: 3, eventType: 'order.created' });
        return recorded;
      },
      { timeout: 10_000 },
    );
    const attempts = (await staff('GET', `${HOOKS}/deliveries/${delivery?.id}/attempts`)).json().result as { statusCode: number; responseBody: string }[];
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 204]);
    expect(attempts[0]?.responseBody).toBe('ERP is down for maintenance');

    // Staff send it again: the same message id, so the receiver can tell it is the same event.
    const resent = await staff('POST', `${HOOKS}/deliveries/${delivery?.id}/resend`);
    expect(resent.json().result).toMatchObject({ id: delivery?.id, status: 'pending', endpointUrl: receiver.url });
    await vi.waitFor(() => expect(receiver.received.length).toBe(before + 2), { timeout: 10_000 });
    expect(receiver.received.at(-1)?.id).toBe(receiver.received.at(-2)?.id);
    await staff('DELETE', `${HOOKS}/${endpoint.id}`);
  });

  it('answers a change with the deliveries still waiting counted', async () => {
    const { endpoint, secret } = await register(['order.created']);
    receiver.trust(secret);
    // The receiver is down, so the delivery waits for its next try.
    receiver.failNext(1_000);
    try {
      await placedInquiry(await signedInClient(t), packs);
      await vi.waitFor(async () => expect((await deliveriesOf(endpoint.id))[0]?.attempts).toBeGreaterThan(0), { timeout: 10_000 });
      const changed = await staff('PUT', `${HOOKS}/${endpoint.id}`, { url: receiver.url, description: 'ERP, test', events: ['order.created'] });
      expect(changed.json().result).toMatchObject({ description: 'ERP, test', pending: 1, failed: 0 });
    } finally {
      receiver.failNext(0);
      await staff('DELETE', `${HOOKS}/${endpoint.id}`);
    }
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const { endpoint, secret: old } = await register(['order.created']);
    const rotated = await staff('POST', `${HOOKS}/${endpoint.id}/rotate`);
    const fresh = rotated.json().result.secret as string;
    expect(fresh).not.toBe(old);
    expect(rotated.json().result.endpoint.previousSecretUntil).not.toBeNull();
    for (const accepted of [old, fresh]) {
      receiver.trust(accepted);
      const before = receiver.received.length;
      await placedInquiry(await signedInClient(t), packs);
      await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(before), { timeout: 10_000 });
      expect(receiver.received.at(-1)?.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    }
    await staff('DELETE', `${HOOKS}/${endpoint.id}`);
  });

  it('refuses a bad address, a missing event and a stranger, and changes nothing', async () => {
    const count = async () => (await staff('GET', HOOKS)).json().result.length as number;
    const before = await count();
    for (const url of ['ftp://erp.example/x', 'https://user:pass@erp.example/hook', 'not a url']) {
      const reply = await staff('POST', HOOKS, { url, events: ['order.created'] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain('http:// or https://');
    }
    expect((await staff('POST', HOOKS, { url: receiver.url, events: [] })).statusCode).toBe(400);
    expect((await staff('POST', HOOKS, { url: receiver.url, events: ['order.deleted'] })).statusCode).toBe(400);
    expect(await count()).toBe(before);

    const desk = staffCaller(t, (await signedInStaff(t, ALL_DESK_PERMISSIONS)).token);
    expect((await desk('GET', HOOKS)).statusCode).toBe(403);
    expect((await desk('POST', HOOKS, { url: receiver.url, events: ['order.created'] })).statusCode).toBe(403);
    expect((await staff('PUT', `${HOOKS}/00000000-0000-4000-8000-000000000000`, { url: receiver.url, events: ['order.created'] })).statusCode).toBe(404);
    expect((await staff('POST', `${HOOKS}/deliveries/00000000-0000-4000-8000-000000000000/resend`)).statusCode).toBe(404);
  });
});

describe('webhooks across a restart', () => {
  it('delivers after the server restarts what it could not deliver before it stopped', async () => {
    // Both servers use this database; each closes only itself (and its upload folder).
    const database = await openTestDatabase();
    try {
      const first = await ordersApp(FAST, database);
      try {
        const firstStaff = staffCaller(first, (await signedInStaff(first, ['system:webhooks'])).token);
        const { endpoint, secret } = (await firstStaff('POST', HOOKS, { url: receiver.url, events: ['order.created'] })).json().result;
        receiver.trust(secret);
        // The receiver is down for longer than this server runs.
        receiver.failNext(1_000);
        await placedInquiry(await signedInClient(first), await somePacks(first, 1));
        await vi.waitFor(
          async () => {
            const [row] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
            expect(row?.lastStatusCode).toBe(500);
          },
          { timeout: 10_000 },
        );
      } finally {
        await first.close();
      }

      receiver.failNext(0);
      const before = receiver.received.length;
      // The first server's last failed try set the next one a moment later; the new server picks it up from the table.
      const second = await createTestApp({ database, env: FAST });
      try {
        await vi.waitFor(() => expect(receiver.received.length).toBe(before + 1), { timeout: 10_000 });
        expect(receiver.received.at(-1)?.type).toBe('order.created');
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });
});
