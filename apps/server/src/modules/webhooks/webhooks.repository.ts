import type { WebhookDeliveryStatus, WebhookEvent } from '@portal/domain';
import { type SQL, and, arrayOverlaps, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.table.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type EndpointFields = Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled'>;
export type EndpointWithCounts = EndpointRow & { pending: number; failed: number };

// The endpoint's id is named with its table: drizzle writes a column bare in an UPDATE's RETURNING, where `id` would
// be the delivery's own.
const pendingCount = sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints}.id and d.next_attempt_at is not null)`;
const failedCount = sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints}.id and d.failed_at is not null)`;
const withCounts = { ...getTableColumns(webhookEndpoints), pending: pendingCount, failed: failedCount };

/** Every endpoint, with how many of its deliveries wait and how many were given up. */
export function endpointsWithCounts(db: Database): Promise<EndpointWithCounts[]> {
  return db.select(withCounts).from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt));
}

export async function endpointById(db: Database, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function insertEndpoint(db: Database, fields: EndpointFields & { secret: string }): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(fields).returning();
  if (!row) throw new Error('endpoint insert returned nothing');
  return row;
}

/** Changes the endpoint and answers it as changed, with its counts. */
export async function updateEndpoint(db: Database, id: string, fields: Partial<EndpointRow>): Promise<EndpointWithCounts | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning(withCounts);
  return row ?? null;
}

export async function deleteEndpoint(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints that asked for any of `events`, with what they asked for. */
export function endpointsHearing(db: Database, events: WebhookEvent[]): Promise<Pick<EndpointRow, 'id' | 'events'>[]> {
  return db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayOverlaps(webhookEndpoints.events, events)));
}

export type NewDelivery = Pick<DeliveryRow, 'messageId' | 'endpointId' | 'eventType' | 'payload' | 'createdAt' | 'retryFrom' | 'nextAttemptAt'>;

export async function insertDeliveries(db: Database, rows: NewDelivery[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
}

export type DueDelivery = DeliveryRow & { endpoint: Pick<EndpointRow, 'url' | 'secret' | 'previousSecret' | 'previousSecretUntil'> };

/**
 * Claims due deliveries of enabled endpoints. SKIP LOCKED lets several instances post without posting one delivery
 * twice at once; the lease pushes the next attempt out so nobody else takes the rows while they are being posted
 * (a crashed poster's rows come back when the lease ends).
 */
export async function claimDueDeliveries(db: Database, now: Date, limit: number, leaseMs: number): Promise<DueDelivery[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        delivery: webhookDeliveries,
        endpoint: {
          url: webhookEndpoints.url,
          secret: webhookEndpoints.secret,
          previousSecret: webhookEndpoints.previousSecret,
          previousSecretUntil: webhookEndpoints.previousSecretUntil,
        },
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(lte(webhookDeliveries.nextAttemptAt, now), eq(webhookEndpoints.enabled, true)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((row) => row.delivery.id),
        ),
      );
    return rows.map((row) => ({ ...row.delivery, attempts: row.delivery.attempts + 1, endpoint: row.endpoint }));
  });
}

export type AttemptOutcome = Pick<AttemptRow, 'attemptedAt' | 'statusCode' | 'error' | 'responseBody' | 'durationMs'>;
/** What follows an attempt: delivered, another try at `retryAt`, or given up. */
export type DeliveryVerdict = { kind: 'delivered' } | { kind: 'retry'; retryAt: Date } | { kind: 'failed' };

export async function recordAttempt(db: Database, deliveryId: string, outcome: AttemptOutcome, verdict: DeliveryVerdict): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId, ...outcome });
    const done = verdict.kind === 'delivered' ? { deliveredAt: outcome.attemptedAt } : verdict.kind === 'failed' ? { failedAt: outcome.attemptedAt } : {};
    await tx
      .update(webhookDeliveries)
      .set({
        ...done,
        nextAttemptAt: verdict.kind === 'retry' ? verdict.retryAt : null,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
  });
}

const STATUS_FILTERS: Record<WebhookDeliveryStatus, SQL> = {
  pending: isNotNull(webhookDeliveries.nextAttemptAt),
  delivered: isNotNull(webhookDeliveries.deliveredAt),
  failed: isNotNull(webhookDeliveries.failedAt),
};

export type DeliveryListRow = DeliveryRow & { endpointUrl: string };

export async function deliveriesPage(
  db: Database,
  query: { endpointId?: string | undefined; status?: WebhookDeliveryStatus | undefined; limit: number; offset: number },
): Promise<{ rows: DeliveryListRow[]; total: number }> {
  const where = and(query.endpointId ? eq(webhookDeliveries.endpointId, query.endpointId) : undefined, query.status ? STATUS_FILTERS[query.status] : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.delivery, endpointUrl: row.endpointUrl })), total: Number(total?.value ?? 0) };
}

export async function deliveryById(db: Database, id: string): Promise<DeliveryListRow | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ? { ...row.delivery, endpointUrl: row.endpointUrl } : null;
}

export function attemptsOf(db: Database, deliveryId: string): Promise<AttemptRow[]> {
  return db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(asc(webhookAttempts.attemptedAt));
}

/** Due again at once, with a fresh day of retries; a delivered message goes out again under its own id. */
export async function scheduleAgain(db: Database, id: string, now: Date): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now, retryFrom: now, deliveredAt: null, failedAt: null })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}
