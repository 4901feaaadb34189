import type { WebhookEvent } from '@portal/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An address of the supplier's ERP or CRM that hears the chosen events, and the secret they are signed with. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** `whsec_` and base64, as Standard Webhooks writes it; the server must read it back to sign. */
  secret: text('secret').notNull(),
  /** The secret before the last rotation, still signing beside the new one until `previousSecretUntil`. */
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one endpoint, written in the transaction of the change it tells of (the outbox rule) and posted
 * after commit until the endpoint answers 2xx or a day has passed. The body is kept as sent, so a resend is the
 * same message (the same `webhook-id`, for the receiver's de-duplication).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `msg_` and the row's own random id: the `webhook-id` header. */
    messageId: text('message_id').notNull().unique(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookEvent>().notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the day of retries began: the event's time, or the time staff last asked for it to be sent again. */
    retryFrom: timestamp('retry_from', { withTimezone: true }).notNull().defaultNow(),
    /** Null once delivered or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error').notNull().default(''),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);

/** Every try at a delivery, with what the receiver answered (its body cut short), for the staff screen. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error').notNull().default(''),
    responseBody: text('response_body').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);
