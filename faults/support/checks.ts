import { ORDER_ACTIONS, ORDER_STATUSES, type OrderAction, type OrderActor, type OrderStatus } from '@portal/domain';
import { expect } from 'vitest';
import { call, customerLogin, must } from './api';
import {
  DEMO,
  DISCOUNT_MINOR,
  DRAIN_MS,
  FREIGHT_MINOR,
  type OrderDetail,
  type SentKey,
  type Traffic,
  type Workload,
  inquiryBody,
  unitPriceOf,
} from './workload';

/**
 * The checks every fault variant ends with, once the server answers again: every acknowledged inquiry exists exactly
 * once, a key sent again answers the same order, no order exists without a key that was sent, totals hold, every
 * history follows the transitions table, and every committed outbox message (one customer e-mail per history row) has
 * been delivered.
 */

type Acked = SentKey & { ack: NonNullable<SentKey['ack']> };

const acknowledged = (traffic: Traffic): Acked[] => traffic.sent.flatMap((entry) => (entry.ack ? [{ ...entry, ack: entry.ack }] : []));

/** Every key has its answer and every quote was taken: the clients and the desks outlasted the fault. */
export function expectEveryRequestAnswered(traffic: Traffic): void {
  const refused = traffic.sent.filter((entry) => entry.refused);
  const unanswered = traffic.sent.filter((entry) => !entry.ack && !entry.refused);
  const failedQuotes = [...traffic.quotes.values()].filter((quote) => !quote.done);
  expect(
    refused.map((entry) => `${entry.key}: ${entry.refused}`),
    'no inquiry is refused',
  ).toEqual([]);
  expect(
    unanswered.map((entry) => `${entry.key}: ${entry.failures.slice(-3).join('; ')}`),
    `every key has an answer within ${DRAIN_MS} ms of the chaos`,
  ).toEqual([]);
  expect(
    failedQuotes.map((quote) => `${quote.orderId}: ${quote.failures.join('; ')}`),
    'every quote was taken',
  ).toEqual([]);
}

/** Sends every acknowledged key again, from fresh sessions (the inquiry limit is per session): each answers its order. */
export async function replayProblems(workload: Workload, traffic: Traffic): Promise<string[]> {
  const { base } = workload;
  const verifiers = [await customerLogin(base, DEMO), await customerLogin(base, DEMO), await customerLogin(base, DEMO)];
  const problems: string[] = [];
  let verifier = 0;
  for (const entry of acknowledged(traffic)) {
    for (;;) {
      const answer = await call<{ id: string }>(
        base,
        verifiers[verifier % verifiers.length] ?? '',
        '/by-order-client/order/inquiry/add',
        inquiryBody(workload, entry),
        {
          'Idempotency-Key': entry.key,
        },
      );
      if (answer.status === 429) {
        verifier += 1;
        if (verifier % verifiers.length === 0) verifiers.push(await customerLogin(base, DEMO));
        continue;
      }
      if (answer.status !== 200 || answer.body?.result?.id !== entry.ack.id) {
        problems.push(
          `${entry.key}: acknowledged ${entry.ack.id}, replay HTTP ${answer.status} ${JSON.stringify(answer.body?.result ?? answer.body?.message)}`,
        );
      }
      break;
    }
  }
  return problems;
}

/** The orders the run made, as the customer sees them; an order listed twice is a problem. */
export async function readNewOrders(workload: Workload): Promise<{ details: Map<string, OrderDetail>; problems: string[] }> {
  const { base, customer, existing } = workload;
  const after = await must<{ records: { id: string }[]; total: number }>(base, customer, '/by-order-client/order/list?pageSize=1000');
  expect(after.total, 'the list holds every order on one page').toBeLessThanOrEqual(1000);
  const newIds = after.records.map((order) => order.id).filter((id) => !existing.has(id));
  const problems: string[] = [];
  const listed = new Map<string, number>();
  for (const id of newIds) listed.set(id, (listed.get(id) ?? 0) + 1);
  for (const [id, times] of listed) if (times > 1) problems.push(`order ${id} is listed ${times} times`);
  const details = new Map<string, OrderDetail>();
  for (const id of listed.keys()) details.set(id, await must<OrderDetail>(base, customer, `/by-order-client/order/queryById?id=${id}`));
  return { details, problems };
}

/** Every history row is an action of the transitions table, taken by an actor it allows, from the status the order was in. */
export function historyViolations(order: OrderDetail): string[] {
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

/** A quoted order shows the quote the desk sent (lines plus freight minus discount) and is confirmed. */
function quotedProblems(order: OrderDetail): string[] {
  const problems: string[] = [];
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
    const { linesMinor: shownLines, freightMinor, discountMinor, totalMinor } = order.quote;
    const shown = { linesMinor: shownLines, freightMinor, discountMinor, totalMinor };
    if (JSON.stringify(shown) !== JSON.stringify(expected))
      problems.push(`${order.orderNo}: quote ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`);
    if (linesMinor !== shownLines) problems.push(`${order.orderNo}: line prices sum to ${linesMinor}, quote says ${shownLines}`);
    if (order.totalMinor !== totalMinor) problems.push(`${order.orderNo}: total ${order.totalMinor}, quote total ${totalMinor}`);
  }
  if (order.status !== 'confirmed') problems.push(`${order.orderNo}: quoted but ${order.status}`);
  return problems;
}

/** An inquiry not yet quoted has no total and no quoted price. */
function unquotedProblems(order: OrderDetail): string[] {
  const problems: string[] = [];
  if (order.quote !== null || order.totalMinor !== null) problems.push(`${order.orderNo}: never quoted but shows a total (${order.totalMinor})`);
  if (order.lines.some((line) => line.unitPriceMinor !== null)) problems.push(`${order.orderNo}: never quoted but a line has a quoted price`);
  if (order.status !== 'inquirying') problems.push(`${order.orderNo}: never quoted but ${order.status}`);
  return problems;
}

/** Exactly once per acknowledged key, nothing for a key never sent or never answered; lines, totals and history. */
export function orderProblems(traffic: Traffic, details: Map<string, OrderDetail>): string[] {
  const problems: string[] = [];
  const acked = acknowledged(traffic);
  const byKey = new Map<string, OrderDetail[]>();
  for (const order of details.values()) byKey.set(order.poNumber, [...(byKey.get(order.poNumber) ?? []), order]);
  const sentKeys = new Set(traffic.sent.map((entry) => entry.key));
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
    problems.push(...(traffic.quotes.has(order.id) ? quotedProblems(order) : unquotedProblems(order)));
    if (order.events.filter((event) => event.action === 'submit').length !== 1) problems.push(`${order.orderNo}: not submitted exactly once`);
    problems.push(...historyViolations(order));
  }
  // Orders nobody was answered for: only keys the clients sent (checked above), none when every key was answered.
  const ackedIds = new Set(acked.map((entry) => entry.ack.id));
  for (const order of details.values()) {
    if (!ackedIds.has(order.id)) problems.push(`order ${order.orderNo} (key ${order.poNumber}) exists but no client was answered with it`);
  }
  return problems;
}

/** Anything that runs SQL and answers rows: PGlite, a node-postgres client. */
export type Queryable = { query: (text: string) => Promise<{ rows: unknown[] }> };
type OutboxRow = { subject: string; sent_at: Date | null; attempts: number; last_error: string | null };

/**
 * Messages a dispatcher had claimed when its server or its database went away wait out their 60-second lease
 * (claimDueMessages); the suite fast-forwards that lease instead of waiting a minute. Answers how many there were.
 */
export async function releaseOutboxLeases(db: Queryable): Promise<number> {
  const leased = await db.query(`select count(*)::int as n from outbox_messages where sent_at is null and next_attempt_at > now()`);
  await db.query(`update outbox_messages set next_attempt_at = now() where sent_at is null`);
  return (leased.rows[0] as { n: number } | undefined)?.n ?? 0;
}

export async function readOutbox(db: Queryable): Promise<OutboxRow[]> {
  const rows = await db.query(`select subject, sent_at, attempts, last_error from outbox_messages where channel = 'email'`);
  return rows.rows as OutboxRow[];
}

/** The outbox: one e-mail per history row (same transaction), every one delivered once the dispatcher has run. */
export function outboxProblems(details: Map<string, OrderDetail>, outbox: OutboxRow[]): string[] {
  const problems: string[] = [];
  for (const order of details.values()) {
    const mails = outbox.filter((row) => row.subject.includes(order.orderNo));
    if (mails.length !== order.events.length) problems.push(`${order.orderNo}: ${order.events.length} history rows but ${mails.length} e-mails queued`);
  }
  for (const row of outbox.filter((candidate) => candidate.sent_at === null)) {
    problems.push(`outbox message "${row.subject}" undelivered after ${row.attempts} attempts (${row.last_error ?? 'no error'})`);
  }
  return problems;
}

/** Prints what the run did (with the variant's own figures), then fails on any problem or on a run the fault missed. */
export function expectSoundRun(traffic: Traffic, problems: string[], figures: Record<string, unknown>): void {
  const acked = acknowledged(traffic);
  const retried = acked.filter((entry) => entry.attempts > 1);
  const failureKinds: Record<string, number> = {};
  for (const failure of traffic.sent.flatMap((entry) => entry.failures)) failureKinds[failure] = (failureKinds[failure] ?? 0) + 1;
  const summary = {
    keys: traffic.sent.length,
    acknowledged: acked.length,
    retriedKeys: retried.length,
    maxAttempts: Math.max(0, ...acked.map((entry) => entry.attempts)),
    retriedBecause: failureKinds,
    quoted: traffic.quotes.size,
    chaosMs: traffic.chaosMs,
    ...figures,
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  expect(problems).toEqual([]);
  expect(acked.length, 'the clients placed orders').toBeGreaterThan(traffic.clients);
  expect(retried.length, 'some requests met the fault and were retried').toBeGreaterThan(0);
}

/** Every key replayed and every order the workload placed read back: the problems found, and the orders for the outbox check. */
export async function trafficProblems(workload: Workload, traffic: Traffic): Promise<{ problems: string[]; details: Map<string, OrderDetail> }> {
  const problems = await replayProblems(workload, traffic);
  const { details, problems: listProblems } = await readNewOrders(workload);
  problems.push(...listProblems, ...orderProblems(traffic, details));
  return { problems, details };
}
