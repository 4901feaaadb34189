import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from './notifications.table.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<typeof outboxMessages.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body'>;

/** Due at once by the application's clock, the one the dispatcher compares with (the database's may differ by a hair). */
export async function insertOutboxMessage(db: Database, message: NewOutboxMessage, now = new Date()) {
  await db.insert(outboxMessages).values({ ...message, createdAt: now, nextAttemptAt: now });
}

/** Claims due messages; SKIP LOCKED lets several instances dispatch without sending a message twice at once. */
export async function claimDueMessages(db: Database, now: Date, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxMessages)
      .where(and(isNull(outboxMessages.sentAt), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    // Pushing the next attempt out keeps other dispatchers off these rows while they are being sent.
    for (const row of rows) {
      await tx
        .update(outboxMessages)
        .set({ nextAttemptAt: new Date(now.getTime() + 60_000), attempts: sql`${outboxMessages.attempts} + 1` })
        .where(eq(outboxMessages.id, row.id));
    }
    return rows;
  });
}

export async function markSent(db: Database, id: string, deliveredBy: string, now: Date) {
  await db.update(outboxMessages).set({ sentAt: now, deliveredBy, lastError: null }).where(eq(outboxMessages.id, id));
}

export async function markFailed(db: Database, id: string, error: string, retryAt: Date) {
  await db
    .update(outboxMessages)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: retryAt })
    .where(eq(outboxMessages.id, id));
}

export async function recentDevInboxMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).where(eq(outboxMessages.deliveredBy, 'dev-inbox')).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}

/** Messages not yet delivered, and how many of them have failed at least once (for the staff digest). */
export async function unsentMessageCounts(db: Database): Promise<{ waiting: number; failing: number }> {
  const [row] = await db
    .select({ waiting: count(), failing: count(outboxMessages.lastError) })
    .from(outboxMessages)
    .where(isNull(outboxMessages.sentAt));
  return { waiting: row?.waiting ?? 0, failing: row?.failing ?? 0 };
}
