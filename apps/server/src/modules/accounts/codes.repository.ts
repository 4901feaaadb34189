import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verificationCodes } from './accounts.table.js';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: Database, row: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(row);
}

export async function codeSendStats(db: Database, recipient: string, ip: string, since: Date) {
  const [byRecipient] = await db
    .select({ sent: count(), lastAt: sql<Date | null>`max(${verificationCodes.createdAt})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, recipient), gt(verificationCodes.createdAt, since)));
  const [byIp] = await db
    .select({ sent: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  return { recipientSent: byRecipient?.sent ?? 0, lastAt: byRecipient?.lastAt ?? null, ipSent: byIp?.sent ?? 0 };
}

/** The newest live code for the recipient and purpose; only that one can be used. */
export async function latestLiveCode(db: Database, recipient: string, purpose: CodeRow['purpose'], now: Date): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.recipient, recipient),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Marks the code used unless someone else already did: exactly one caller wins. */
export async function useCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Counts a wrong try; the code is burned when the tries run out. */
export async function countWrongTry(db: Database, id: string, maxAttempts: number, now: Date) {
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      usedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${verificationCodes.usedAt} end`,
    })
    .where(eq(verificationCodes.id, id));
}
