import { type OrderActor, type OrderStatus } from '@portal/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, customerLogin, must, staffLogin } from './api';
import { sleep } from './portal';

/**
 * Issue 19 item 4's workload, shared by every fault variant: customers place inquiries concurrently, each under its own
 * Idempotency-Key and retrying that key after a network error or a 5xx until it has an answer, and staff members
 * quote every other acknowledged inquiry, while a variant's fault (a killed server, a restarted database) strikes.
 */

/** How hard the clients push: how many, with how many sessions each, and their pause between two inquiries. */
export type Pace = { clients: number; sessionsPerClient: number; thinkMs: readonly [number, number] };
/**
 * Six clients with two sessions each (the inquiry limit is per session), pausing briefly between two inquiries, so the
 * run stays at a few hundred orders that can all be checked. A variant whose server keeps its limiters through the
 * fault paces them down instead (see its test).
 */
const DEFAULT_PACE: Pace = { clients: 6, sessionsPerClient: 2, thinkMs: [200, 600] };
/** No key stays unanswered longer than this after the chaos ends (a bound, not a wait). */
export const DRAIN_MS = 15_000;
/** Staff members quoting at the same time (one session each). */
const DESKS = 2;
export const DEMO = { username: 'demo', password: 'Demo@2026!' };
export const STAFF = { username: 'fault.desk', password: 'Fault-Desk-2026!' };
export const FREIGHT_MINOR = 1_500;
export const DISCOUNT_MINOR = 300;
export const unitPriceOf = (lineNo: number) => 10_000 + lineNo * 7;

type Pack = { catalogNo: string; packId: string };

/** One Idempotency-Key a client sent, and what became of it. */
export type SentKey = {
  key: string;
  client: number;
  quantities: number[];
  attempts: number;
  failures: string[];
  ack: { id: string; orderNo: string } | null;
  /** A 4xx other than 429: the server refused the inquiry (it must then not exist). */
  refused: string | null;
};
export type Quote = { orderId: string; attempts: number; done: boolean; failures: string[] };

/** An order as the customer's and the staff's detail endpoints show it. */
export type OrderDetail = {
  id: string;
  orderNo: string;
  status: OrderStatus;
  poNumber: string;
  totalMinor: number | null;
  lines: { id: string; lineNo: number; quantity: number; catalogUnitPriceMinor: number | null; unitPriceMinor: number | null; packLabel: string }[];
  quote: { linesMinor: number; freightMinor: number; discountMinor: number; totalMinor: number } | null;
  events: { action: string; from: OrderStatus; to: OrderStatus; actor: OrderActor }[];
};

/** What the clients and desks work with, set up before the chaos. */
export type Workload = {
  base: string;
  pace: Pace;
  /** A session pool per client: the inquiry limit is per session. */
  sessions: string[][];
  /** The demo customer's first session, for reading the order list. */
  customer: string;
  desks: string[];
  addressId: string;
  packs: Pack[];
  /** The demo customer's orders before the run. */
  existing: Set<string>;
};

/** What the clients sent and the desks quoted while the fault struck. */
export type Traffic = { clients: number; sent: SentKey[]; quotes: Map<string, Quote>; chaosMs: number };

export const isServerError = (status: number) => status >= 500;

/** The pause before the next try after a 5xx or a network error: doubling from 100 ms to at most 1 s, as clients back off. */
const backOff = (failures: string[]) => sleep(Math.min(100 * 2 ** Math.max(0, failures.length - 1), 1_000));

/** A network error's own message (fetch wraps it as the cause of "fetch failed"). */
export const failureOf = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));

export async function setUpWorkload(base: string, pace: Pace = DEFAULT_PACE): Promise<Workload> {
  const sessions: string[][] = [];
  for (let client = 0; client < pace.clients; client += 1) {
    const pool: string[] = [];
    for (let n = 0; n < pace.sessionsPerClient; n += 1) pool.push(await customerLogin(base, DEMO));
    sessions.push(pool);
  }
  const customer = sessions[0]?.[0] ?? '';
  const desks: string[] = [];
  for (let desk = 0; desk < DESKS; desk += 1) desks.push(await staffLogin(base, STAFF));
  const address = await must<{ id: string }>(base, customer, '/by-order-client/customer/address/add', {
    contact: 'Dr. Fault Tolerance',
    phone: '+1 617 555 0100',
    countryName: 'United States',
    cityName: 'Boston',
    addressDetail: '1 Crash Court',
    isDefault: true,
  });
  const list = await must<{ records: { catalogNo: string }[] }>(base, '', '/by-abinvivo/abinvivo/product/list?pageSize=10');
  const packs: Pack[] = [];
  for (const { catalogNo } of list.records) {
    const detail = await must<{ packs: { id: string; price: number | null }[] }>(
      base,
      '',
      `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`,
    );
    const pack = detail.packs.find((candidate) => candidate.price !== null);
    if (pack) packs.push({ catalogNo, packId: pack.id });
    if (packs.length === 2) break;
  }
  expect(packs, 'the demo catalogue has two priced packs').toHaveLength(2);
  const before = await must<{ records: { id: string }[] }>(base, customer, '/by-order-client/order/list?pageSize=1000');
  return { base, pace, sessions, customer, desks, addressId: address.id, packs, existing: new Set(before.records.map((order) => order.id)) };
}

/** The key rides in the PO number, so every stored order can be traced to the key that made it. */
export const inquiryBody = (workload: Workload, entry: SentKey) => ({
  orderType: 'product',
  addressId: workload.addressId,
  contactPhone: 'NA',
  poNumber: entry.key,
  agreement: true,
  lines: workload.packs.map((pack, index) => ({ catalog: pack.catalogNo, packId: pack.packId, quantity: entry.quantities[index] })),
});

/**
 * Runs the clients and the desks until `chaos` resolves, then gives every key in flight up to DRAIN_MS to get its
 * answer. The variant's fault lives in `chaos`; the server must be answering again when it resolves.
 */
export async function runTraffic(workload: Workload, chaos: () => Promise<void>): Promise<Traffic> {
  const { base } = workload;
  let chaosOver = false;
  let drainDeadline = Number.POSITIVE_INFINITY;
  const sent: SentKey[] = [];
  const quotes = new Map<string, Quote>();
  const toQuote: string[] = [];

  async function placeOrder(client: number, entry: SentKey): Promise<void> {
    const pool = workload.sessions[client] ?? [];
    let session = 0;
    let limited = 0;
    const body = inquiryBody(workload, entry);
    while (Date.now() < drainDeadline) {
      entry.attempts += 1;
      try {
        const answer = await call<{ id: string; orderNo: string }>(base, pool[session] ?? '', '/by-order-client/order/inquiry/add', body, {
          'Idempotency-Key': entry.key,
        });
        if (answer.status === 200 && answer.body?.result) {
          entry.ack = answer.body.result;
          if (sent.filter((other) => other.ack).length % 2 === 1) toQuote.push(answer.body.result.id);
          return;
        }
        if (answer.status === 429) {
          // The inquiry limit is per session: the client moves to its next session, and waits only when all are spent.
          session = (session + 1) % pool.length;
          limited += 1;
          if (limited % pool.length === 0) await sleep(Math.min(answer.retryAfterMs, 2_000));
          continue;
        }
        if (isServerError(answer.status)) {
          entry.failures.push(`HTTP ${answer.status}`);
          await backOff(entry.failures);
          continue;
        }
        entry.refused = `HTTP ${answer.status} ${answer.body?.message ?? ''}`;
        return;
      } catch (error) {
        entry.failures.push(failureOf(error));
        await backOff(entry.failures);
      }
    }
  }

  async function clientLoop(client: number): Promise<void> {
    while (!chaosOver) {
      const entry: SentKey = { key: randomUUID(), client, quantities: [randomInt(1, 6), randomInt(1, 6)], attempts: 0, failures: [], ack: null, refused: null };
      sent.push(entry);
      await placeOrder(client, entry);
      if (entry.refused) return;
      await sleep(randomInt(workload.pace.thinkMs[0], workload.pace.thinkMs[1]));
    }
  }

  async function quoteOrder(staff: string, quote: Quote): Promise<void> {
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    while (Date.now() < drainDeadline) {
      quote.attempts += 1;
      try {
        const order = await call<OrderDetail>(base, staff, `/staff/orders/queryById?id=${quote.orderId}`);
        if (order.status !== 200 || !order.body?.result) {
          quote.failures.push(`detail HTTP ${order.status}`);
          if (!isServerError(order.status)) return;
          await backOff(quote.failures);
          continue;
        }
        const prices = order.body.result.lines.map((line) => ({ lineId: line.id, unitPriceMinor: unitPriceOf(line.lineNo) }));
        const answer = await call(base, staff, '/staff/orders/quote', {
          id: quote.orderId,
          prices,
          freightMinor: FREIGHT_MINOR,
          discountMinor: DISCOUNT_MINOR,
          paymentMethod: 'bankTransfer',
          validUntil,
        });
        if (answer.status === 200) {
          quote.done = true;
          return;
        }
        quote.failures.push(`quote HTTP ${answer.status} ${answer.body?.message ?? ''}`);
        if (!isServerError(answer.status) && answer.status !== 429) return;
        await backOff(quote.failures);
      } catch (error) {
        quote.failures.push(failureOf(error));
        await backOff(quote.failures);
      }
    }
  }

  async function deskLoop(staff: string): Promise<void> {
    while (!chaosOver) {
      const orderId = toQuote.shift();
      if (!orderId) {
        await sleep(50);
        continue;
      }
      const quote: Quote = { orderId, attempts: 0, done: false, failures: [] };
      quotes.set(orderId, quote);
      await quoteOrder(staff, quote);
    }
  }

  const chaosStart = performance.now();
  const workers = [...workload.sessions.map((_, client) => clientLoop(client)), ...workload.desks.map(deskLoop)];
  try {
    await chaos();
    drainDeadline = Date.now() + DRAIN_MS;
  } catch (error) {
    // The fault broke the test itself: the workers stop at once, the failure is what counts.
    drainDeadline = Date.now();
    throw error;
  } finally {
    chaosOver = true;
    await Promise.all(workers);
  }
  return { clients: workload.pace.clients, sent, quotes, chaosMs: Math.round(performance.now() - chaosStart) };
}
