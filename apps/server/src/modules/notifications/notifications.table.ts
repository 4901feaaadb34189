import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages to send, written in the same transaction as the change that causes them and delivered after
 * commit (architecture rule 4). A row is done when `sentAt` is set; failures retry with a growing wait.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Which adapter delivered it ('sms-gateway', 'smtp', 'dev-inbox'). */
    deliveredBy: text('delivered_by'),
  },
  (table) => [index('outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);
