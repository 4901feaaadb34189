import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ORDER_ACTIONS, ORDER_STATUSES, type OrderAction, type OrderActor, type OrderStatus } from '@portal/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { call, customerLogin, must, staffLogin } from './support/api';
import { freePort } from '../e2e/support/portal-process';
import { PortalProcess, portalEnv, prepareDataDir, sleep } from './support/portal';

/**
 * Issue 19 item 4, embedded database: customers place inquiries concurrently, each under its own Idempotency-Key and
 * retrying that key after a network error or a 5xx until it has an answer, and a staff member quotes every other
 * acknowledged inquiry, while the server is killed with SIGKILL three times at random moments and started again on the
 * same DATA_DIR. Afterwards every acknowledged inquiry exists exactly once, a key sent again answers the same order,
 * no order exists without a key that was sent, totals hold, every history follows the transitions table, and every
 * committed outbox message (one customer e-mail per history row) has been delivered.
 */

const CLIENTS = 6;
const SESSIONS_PER_CLIENT = 2;
const KILLS = 3;
/** After the server is (again) ready, the next kill comes at a random moment in this window. */
const KILL_AFTER_MS: readonly [number, number] = [1_500, 5_000];
/** How long the clients keep going after the last restart, so requests meet a restarted server too. */
const AFTER_LAST_RESTART_MS = 3_000;
/** No key stays unanswered longer than this after the chaos ends (a bound, not a wait). */
const DRAIN_MS = 15_000;
/** A client's pause between two inquiries, so the run stays at a few hundred orders that can all be checked. */
const THINK_MS: readonly [number, number] = [200, 600];
/** Staff members quoting at the same time (one session each). */
const DESKS = 2;
const DEMO = { username: 'demo', password: 'Demo@2026!' };
const STAFF = { username: 'fault.desk', password: 'Fault-Desk-2026!' };
const FREIGHT_MINOR = 1_500;
const DISCOUNT_MINOR = 300;
const unitPriceOf = (lineNo: number) => 10_000 + lineNo * 7;

type Pack = { catalogNo: string; packId: string };
type SentKey = {
  key: string;
  client: number;
  quantities: number[];
  attempts: number;
  failures: string[];
  ack: { id: string; orderNo: string } | null;
  /** A 4xx other than 429: the server refused the inquiry (it must then not exist). */
  refused: string | null;
};
type Quote = { orderId: string; attempts: number; done: boolean; failures: string[] };

type OrderDetail = {
  id: string;
  orderNo: string;
  status: OrderStatus;
  poNumber: string;
  totalMinor: number | null;
  lines: { id: string; lineNo: number; quantity: number; catalogUnitPriceMinor: number | null; unitPriceMinor: number | null; packLabel: string }[];
  quote: { linesMinor: number; freightMinor: number; discountMinor: number; totalMinor: number } | null;
  events: { action: string; from: OrderStatus; to: OrderStatus; actor: OrderActor }[];
};

let dataDir = '';
let portal: PortalProcess | null = null;

afterAll(async () => {
  portal?.dispose();
  if (dataDir && !process.env.FAULTS_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
});

const isServerError = (status: number) => status >= 500;

/** Opens the stopped server's embedded database directly (the server must not be running: one writer only). */
async function withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Every history row is an action of the transitions table, taken by an actor it allows, from the status the order was in. */
function historyViolations(order: OrderDetail): string[] {
  const problems: string[] = [];
  let status: OrderStatus | null = null;
  order.events.forEach((event, index) => {
    const where = `${order.orderNo} event ${index} (${event.action} ${event.from}→${event.to} by ${event.actor})`;
    if (!(event.action in ORDER_ACTIONS)) return problems.push(`${where}: not an action of the table`);
    const rule = ORDER_ACTIONS[event.action as OrderAction];
    if (!(rule.from as readonly OrderStatus[]).includes(event.from)) problems.push(`${where}: ${event.action} may not start from ${event.from}`);
    if (rule.to !== event.to) problems.push(`${where}: ${event.action} leads to ${rule.to}`);
    if (!(rule.actors as readonly OrderActor[]).includes(event.actor)) problems.push(`${where}: ${event.actor} may not ${event.action}`);
    if (index === 0 && (event.action !== 'submit' || event.from !== 'cart')) problems.push(`${where}: history does not start with the submission`);
    if (status !== null && event.from !== status) problems.push(`${where}: starts from ${event.from} but the order was ${status}`);
    status = event.to;
    return undefined;
  });
  if (order.events.length === 0) problems.push(`${order.orderNo}: no history`);
  if (status !== order.status) problems.push(`${order.orderNo}: status ${order.status} but history ends at ${status}`);
  if (!ORDER_STATUSES.includes(order.status)) problems.push(`${order.orderNo}: unknown status ${order.status}`);
  return problems;
}

test('acknowledged inquiries survive SIGKILL exactly once, with totals, history and outbox intact', async () => {
  const timings: Record<string, number> = {};
  const clock = performance.now();
  const lap = (name: string) => (timings[name] = Math.round(performance.now() - clock));

  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
  const env = portalEnv(dataDir, await freePort());
  await prepareDataDir(env, STAFF);
  lap('seeded');
  portal = new PortalProcess(env, Number(env.PORT));
  const server = portal;
  const base = server.baseUrl;
  const restarts: number[] = [(await server.start()).readyMs];
  lap('started');

  // Set-up: a session pool per client (the inquiry limit is per session), the demo customer's address, two priced packs.
  const sessions: string[][] = [];
  for (let client = 0; client < CLIENTS; client += 1) {
    const pool: string[] = [];
    for (let n = 0; n < SESSIONS_PER_CLIENT; n += 1) pool.push(await customerLogin(base, DEMO));
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
  const before = await must<{ records: { id: string }[]; total: number }>(base, customer, '/by-order-client/order/list?pageSize=1000');
  const existing = new Set(before.records.map((order) => order.id));
  lap('set up');

  // The chaos: clients and the desk against a server that is killed and restarted.
  let chaosOver = false;
  let drainDeadline = Number.POSITIVE_INFINITY;
  const sent: SentKey[] = [];
  const quotes = new Map<string, Quote>();
  const toQuote: string[] = [];

  /** The key rides in the PO number, so every stored order can be traced to the key that made it. */
  const inquiryBody = (entry: SentKey) => ({
    orderType: 'product',
    addressId: address.id,
    contactPhone: 'NA',
    poNumber: entry.key,
    agreement: true,
    lines: packs.map((pack, index) => ({ catalog: pack.catalogNo, packId: pack.packId, quantity: entry.quantities[index] })),
  });

  async function placeOrder(client: number, entry: SentKey): Promise<void> {
    const pool = sessions[client] ?? [];
    let session = 0;
    let limited = 0;
    const body = inquiryBody(entry);
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
          await sleep(100);
          continue;
        }
        entry.refused = `HTTP ${answer.status} ${answer.body?.message ?? ''}`;
        return;
      } catch (error) {
        entry.failures.push(error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
        await sleep(100);
      }
    }
  }

  async function clientLoop(client: number): Promise<void> {
    while (!chaosOver) {
      const entry: SentKey = { key: randomUUID(), client, quantities: [randomInt(1, 6), randomInt(1, 6)], attempts: 0, failures: [], ack: null, refused: null };
      sent.push(entry);
      await placeOrder(client, entry);
      if (entry.refused) return;
      await sleep(randomInt(THINK_MS[0], THINK_MS[1]));
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
          await sleep(100);
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
        await sleep(100);
      } catch (error) {
        quote.failures.push(error instanceof Error ? error.message : String(error));
        await sleep(100);
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

  const kills: { atMs: number; restartMs: number }[] = [];
  async function killer(): Promise<void> {
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(randomInt(KILL_AFTER_MS[0], KILL_AFTER_MS[1]));
      const atMs = Math.round(performance.now() - clock);
      await server.kill();
      // PGlite must reopen a data directory that a crash left behind: start() fails the test if it cannot.
      const restarted = await server.start();
      restarts.push(restarted.readyMs);
      kills.push({ atMs, restartMs: Math.round(restarted.readyMs) });
    }
    await sleep(AFTER_LAST_RESTART_MS);
  }

  const chaosStart = performance.now();
  const workers = [...Array.from({ length: CLIENTS }, (_, client) => clientLoop(client)), ...desks.map(deskLoop)];
  try {
    await killer();
  } finally {
    chaosOver = true;
    drainDeadline = Date.now() + DRAIN_MS;
  }
  await Promise.all(workers);
  timings['chaos ms'] = Math.round(performance.now() - chaosStart);
  lap('chaos over');

  const acked = sent.flatMap((entry) => (entry.ack ? [{ ...entry, ack: entry.ack }] : []));
  const unanswered = sent.filter((entry) => !entry.ack && !entry.refused);
  const refused = sent.filter((entry) => entry.refused);
  expect(
    refused.map((entry) => `${entry.key}: ${entry.refused}`),
    'no inquiry is refused',
  ).toEqual([]);
  expect(
    unanswered.map((entry) => entry.key),
    `every key has an answer within ${DRAIN_MS} ms of the chaos`,
  ).toEqual([]);
  const failedQuotes = [...quotes.values()].filter((quote) => !quote.done);
  expect(
    failedQuotes.map((quote) => `${quote.orderId}: ${quote.failures.join('; ')}`),
    'every quote was taken',
  ).toEqual([]);

  // A clean stop, then the outbox as the server left it: messages a killed dispatcher had claimed wait out their
  // 60-second lease (claimDueMessages); the suite fast-forwards that lease instead of waiting a minute.
  expect(await server.stop(), 'the server stops cleanly after the crashes').toEqual({ code: 0, signal: null });
  const leased = await withDatabase(async (db) => {
    const rows = await db.query<{ n: number }>(`select count(*)::int as n from outbox_messages where sent_at is null and next_attempt_at > now()`);
    await db.query(`update outbox_messages set next_attempt_at = now() where sent_at is null`);
    return rows.rows[0]?.n ?? 0;
  });
  lap('reopened directly');
  restarts.push((await server.start()).readyMs);
  // The dispatcher's timer first fires 5 s after start; the margin covers sending a few hundred messages.
  const dispatcherTick = sleep(7_500);
  lap('final start');

  // Every acknowledged key exactly once; sent again, it answers the same order. Fresh sessions: the limiter restarted.
  const verifiers = [await customerLogin(base, DEMO), await customerLogin(base, DEMO), await customerLogin(base, DEMO)];
  const replayMismatches: string[] = [];
  let verifier = 0;
  for (const entry of acked) {
    for (;;) {
      const answer = await call<{ id: string }>(base, verifiers[verifier % verifiers.length] ?? '', '/by-order-client/order/inquiry/add', inquiryBody(entry), {
        'Idempotency-Key': entry.key,
      });
      if (answer.status === 429) {
        verifier += 1;
        if (verifier % verifiers.length === 0) verifiers.push(await customerLogin(base, DEMO));
        continue;
      }
      if (answer.status !== 200 || answer.body?.result?.id !== entry.ack.id) {
        replayMismatches.push(
          `${entry.key}: acknowledged ${entry.ack.id}, replay HTTP ${answer.status} ${JSON.stringify(answer.body?.result ?? answer.body?.message)}`,
        );
      }
      break;
    }
  }
  lap('replayed');

  const after = await must<{ records: { id: string }[]; total: number }>(base, customer, '/by-order-client/order/list?pageSize=1000');
  expect(after.total, 'the list holds every order on one page').toBeLessThanOrEqual(1000);
  const newIds = after.records.map((order) => order.id).filter((id) => !existing.has(id));
  const details = new Map<string, OrderDetail>();
  for (const id of newIds) details.set(id, await must<OrderDetail>(base, customer, `/by-order-client/order/queryById?id=${id}`));
  lap('read orders');

  const problems: string[] = [...replayMismatches];
  const listed = new Map<string, number>();
  for (const id of newIds) listed.set(id, (listed.get(id) ?? 0) + 1);
  for (const [id, times] of listed) if (times > 1) problems.push(`order ${id} is listed ${times} times`);
  const byKey = new Map<string, OrderDetail[]>();
  for (const order of details.values()) byKey.set(order.poNumber, [...(byKey.get(order.poNumber) ?? []), order]);
  const sentKeys = new Map(sent.map((entry) => [entry.key, entry]));
  for (const [key, orders] of byKey) {
    if (!sentKeys.has(key)) problems.push(`orders ${orders.map((order) => order.orderNo).join(', ')} carry key ${key}, which no client sent`);
    if (orders.length > 1) problems.push(`key ${key} made ${orders.length} orders: ${orders.map((order) => order.orderNo).join(', ')}`);
  }
  for (const entry of acked) {
    const order = details.get(entry.ack.id);
    if (!order) {
      problems.push(`acknowledged order ${entry.ack.orderNo} (key ${entry.key}) is missing`);
      continue;
    }
    if (order.poNumber !== entry.key || order.orderNo !== entry.ack.orderNo)
      problems.push(`order ${order.orderNo} is not the one key ${entry.key} was answered with`);
    // The lines as sent, priced from the catalogue as a guide.
    const quantities = [...order.lines].sort((a, b) => a.lineNo - b.lineNo).map((line) => line.quantity);
    if (JSON.stringify(quantities) !== JSON.stringify(entry.quantities))
      problems.push(`${order.orderNo}: quantities ${quantities} but sent ${entry.quantities}`);
    if (order.lines.some((line) => line.catalogUnitPriceMinor === null)) problems.push(`${order.orderNo}: a line lost its catalogue price`);
    // Totals: a quote's lines plus freight minus discount; an inquiry not yet quoted has no total.
    const quote = quotes.get(order.id);
    if (quote) {
      const linesMinor = order.lines.reduce((sum, line) => sum + (line.unitPriceMinor ?? Number.NaN) * line.quantity, 0);
      const expectedLines = order.lines.reduce((sum, line) => sum + unitPriceOf(line.lineNo) * line.quantity, 0);
      const expected = {
        linesMinor: expectedLines,
        freightMinor: FREIGHT_MINOR,
        discountMinor: DISCOUNT_MINOR,
        totalMinor: expectedLines + FREIGHT_MINOR - DISCOUNT_MINOR,
      };
      if (!order.quote) problems.push(`${order.orderNo}: quoted but shows no quote`);
      else {
        const shown = {
          linesMinor: order.quote.linesMinor,
          freightMinor: order.quote.freightMinor,
          discountMinor: order.quote.discountMinor,
          totalMinor: order.quote.totalMinor,
        };
        if (JSON.stringify(shown) !== JSON.stringify(expected))
          problems.push(`${order.orderNo}: quote ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`);
        if (linesMinor !== order.quote.linesMinor) problems.push(`${order.orderNo}: line prices sum to ${linesMinor}, quote says ${order.quote.linesMinor}`);
        if (order.totalMinor !== order.quote.totalMinor) problems.push(`${order.orderNo}: total ${order.totalMinor}, quote total ${order.quote.totalMinor}`);
      }
      if (order.status !== 'confirmed') problems.push(`${order.orderNo}: quoted but ${order.status}`);
    } else {
      if (order.quote !== null || order.totalMinor !== null) problems.push(`${order.orderNo}: never quoted but shows a total (${order.totalMinor})`);
      if (order.lines.some((line) => line.unitPriceMinor !== null)) problems.push(`${order.orderNo}: never quoted but a line has a quoted price`);
      if (order.status !== 'inquirying') problems.push(`${order.orderNo}: never quoted but ${order.status}`);
    }
    if (order.events.filter((event) => event.action === 'submit').length !== 1) problems.push(`${order.orderNo}: not submitted exactly once`);
    problems.push(...historyViolations(order));
  }
  // Orders nobody was answered for: only keys the clients sent (checked above), none when every key was answered.
  const orphans = [...details.values()].filter((order) => !acked.some((entry) => entry.ack.id === order.id));
  for (const order of orphans) problems.push(`order ${order.orderNo} (key ${order.poNumber}) exists but no client was answered with it`);

  // The outbox: one e-mail per history row (same transaction), every one delivered once the dispatcher has run.
  await dispatcherTick;
  expect(await server.stop(), 'the server stops cleanly').toEqual({ code: 0, signal: null });
  const outbox = await withDatabase(async (db) => {
    const rows = await db.query<{ subject: string; sent_at: Date | null; attempts: number; last_error: string | null }>(
      `select subject, sent_at, attempts, last_error from outbox_messages where channel = 'email'`,
    );
    return rows.rows;
  });
  lap('outbox read');
  for (const order of details.values()) {
    const mails = outbox.filter((row) => row.subject.includes(order.orderNo));
    if (mails.length !== order.events.length) problems.push(`${order.orderNo}: ${order.events.length} history rows but ${mails.length} e-mails queued`);
  }
  const undelivered = outbox.filter((row) => row.sent_at === null);
  for (const row of undelivered) problems.push(`outbox message "${row.subject}" undelivered after ${row.attempts} attempts (${row.last_error ?? 'no error'})`);

  const retried = acked.filter((entry) => entry.attempts > 1);
  const failureKinds: Record<string, number> = {};
  for (const failure of sent.flatMap((entry) => entry.failures)) failureKinds[failure] = (failureKinds[failure] ?? 0) + 1;
  process.stdout.write(
    `${JSON.stringify(
      {
        keys: sent.length,
        acknowledged: acked.length,
        retriedKeys: retried.length,
        maxAttempts: Math.max(0, ...acked.map((entry) => entry.attempts)),
        retriedBecause: failureKinds,
        quoted: quotes.size,
        kills,
        restartReadyMs: restarts.map(Math.round),
        outboxMessages: outbox.length,
        leasedByKilledDispatcher: leased,
        timings,
      },
      null,
      2,
    )}\n`,
  );
  expect(problems).toEqual([]);
  expect(acked.length, 'the clients placed orders').toBeGreaterThan(CLIENTS);
  expect(retried.length, 'some requests met a killed server and were retried').toBeGreaterThan(0);
});
