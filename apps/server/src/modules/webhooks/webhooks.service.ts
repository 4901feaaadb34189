import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_SECRET_OVERLAP_MS,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookSecretReveal,
  type webhookEndpointInputSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type StaffActor, appendAudit } from '../audit/index.js';
import {
  type AttemptRow,
  type DeliveryListRow,
  type EndpointRow,
  type EndpointWithCounts,
  attemptsOf,
  deleteEndpoint,
  deliveriesPage,
  deliveryById,
  endpointById,
  endpointsHearing,
  endpointsWithCounts,
  insertDeliveries,
  insertEndpoint,
  scheduleAgain,
  updateEndpoint,
} from './webhooks.repository.js';

type EndpointInput = z.output<typeof webhookEndpointInputSchema>;

export type WebhookEventMessage = { event: WebhookEvent; data: Record<string, unknown> };

/**
 * Writes each event for every endpoint that hears it. Call inside the transaction of the change it tells of: the
 * deliveries commit with the change or not at all, and the dispatcher posts them after commit. A change that tells of
 * several events passes them together, so it looks for endpoints once however many it tells of.
 */
export async function emitWebhookEvents(tx: Database, messages: WebhookEventMessage[], now = new Date()): Promise<void> {
  if (messages.length === 0) return;
  const endpoints = await endpointsHearing(
    tx,
    messages.map(({ event }) => event),
  );
  await insertDeliveries(
    tx,
    messages.flatMap(({ event, data }) => {
      const payload = JSON.stringify({ type: event, timestamp: now.toISOString(), data });
      return endpoints
        .filter((endpoint) => endpoint.events.includes(event))
        .map((endpoint) => ({
          messageId: `msg_${randomUUID().replaceAll('-', '')}`,
          endpointId: endpoint.id,
          eventType: event,
          payload,
          createdAt: now,
          retryFrom: now,
          nextAttemptAt: now,
        }));
    }),
  );
}

/** One event on its own, as `emitWebhookEvents` writes it. */
export function emitWebhookEvent(tx: Database, event: WebhookEvent, data: Record<string, unknown>, now = new Date()): Promise<void> {
  return emitWebhookEvents(tx, [{ event, data }], now);
}

/** A new secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

function endpointView(row: EndpointRow, counts: { pending: number; failed: number }, now = new Date()): WebhookEndpoint {
  const overlapping = row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    secretHint: `${row.secret.slice(0, 10)}…`,
    previousSecretUntil: overlapping && row.previousSecretUntil ? row.previousSecretUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    pending: counts.pending,
    failed: counts.failed,
  };
}

const deliveryStatus = (row: DeliveryListRow) => (row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'pending');

function deliveryView(row: DeliveryListRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    endpointUrl: row.endpointUrl,
    eventType: row.eventType,
    status: deliveryStatus(row),
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    payload: row.payload,
  };
}

const attemptView = (row: AttemptRow): WebhookAttempt => ({
  id: row.id,
  attemptedAt: row.attemptedAt.toISOString(),
  statusCode: row.statusCode,
  error: row.error,
  responseBody: row.responseBody,
  durationMs: row.durationMs,
});

export async function listEndpoints(db: Database): Promise<WebhookEndpoint[]> {
  return (await endpointsWithCounts(db)).map((row: EndpointWithCounts) => endpointView(row, row));
}

async function audited<T>(
  db: Database,
  actor: StaffActor,
  action: string,
  objectId: string,
  details: Record<string, unknown>,
  change: (tx: Database) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await appendAudit(tx, { staffId: actor.staffId, staffName: actor.staffName, action: `webhook.${action}`, objectType: 'webhook', objectId, details });
    return result;
  });
}

const noCounts = { pending: 0, failed: 0 };
const fieldsOf = (input: EndpointInput) => ({ url: input.url, description: input.description, events: input.events, enabled: input.enabled });

export async function createEndpoint(db: Database, actor: StaffActor, input: EndpointInput): Promise<WebhookSecretReveal> {
  const secret = newSecret();
  const row = await audited(db, actor, 'create', input.url, { events: input.events }, (tx) => insertEndpoint(tx, { ...fieldsOf(input), secret }));
  return { endpoint: endpointView(row, noCounts), secret };
}

async function existing(db: Database, id: string): Promise<EndpointRow> {
  const row = await endpointById(db, id);
  if (!row) throw new AppError(404, 'webhookNotFound');
  return row;
}

export async function changeEndpoint(db: Database, actor: StaffActor, id: string, input: EndpointInput): Promise<WebhookEndpoint> {
  const before = await existing(db, id);
  const row = await audited(db, actor, 'change', before.url, { url: input.url, events: input.events, enabled: input.enabled }, (tx) =>
    updateEndpoint(tx, id, fieldsOf(input)),
  );
  if (!row) throw new AppError(404, 'webhookNotFound');
  return endpointView(row, row);
}

export async function removeEndpoint(db: Database, actor: StaffActor, id: string): Promise<null> {
  const before = await existing(db, id);
  await audited(db, actor, 'remove', before.url, {}, (tx) => deleteEndpoint(tx, id));
  return null;
}

/** A new secret; the old one keeps signing beside it for a day, so the receiver can switch without losing events. */
export async function rotateSecret(db: Database, actor: StaffActor, id: string, now = new Date()): Promise<WebhookSecretReveal> {
  const before = await existing(db, id);
  const secret = newSecret();
  const previousSecretUntil = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
  const row = await audited(db, actor, 'rotate', before.url, { previousSecretUntil: previousSecretUntil.toISOString() }, (tx) =>
    updateEndpoint(tx, id, { secret, previousSecret: before.secret, previousSecretUntil }),
  );
  if (!row) throw new AppError(404, 'webhookNotFound');
  return { endpoint: endpointView(row, row), secret };
}

export async function listDeliveries(
  db: Database,
  query: { endpointId?: string | undefined; status?: WebhookDelivery['status'] | undefined; pageNo: number; pageSize: number },
): Promise<{ records: WebhookDelivery[]; total: number }> {
  const { rows, total } = await deliveriesPage(db, { ...query, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
  return { records: rows.map(deliveryView), total };
}

export async function deliveryAttempts(db: Database, id: string): Promise<WebhookAttempt[]> {
  if (!(await deliveryById(db, id))) throw new AppError(404, 'webhookDeliveryNotFound');
  return (await attemptsOf(db, id)).map(attemptView);
}

/** Sends a delivery again with a fresh day of retries (staff, after the receiver was mended). */
export async function resendDelivery(db: Database, actor: StaffActor, id: string): Promise<WebhookDelivery> {
  const delivery = await deliveryById(db, id);
  if (!delivery) throw new AppError(404, 'webhookDeliveryNotFound');
  const again = await audited(db, actor, 'resend', delivery.messageId, { eventType: delivery.eventType, url: delivery.endpointUrl }, (tx) =>
    scheduleAgain(tx, id, new Date()),
  );
  if (!again) throw new AppError(404, 'webhookDeliveryNotFound');
  return deliveryView({ ...again, endpointUrl: delivery.endpointUrl });
}
