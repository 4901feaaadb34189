import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, sessions } from './accounts.table.js';

export type CustomerRow = typeof customers.$inferSelect;

export async function insertSession(db: Database, input: { tokenHash: string; customerId: string; expiresAt: Date }) {
  await db.insert(sessions).values(input);
}

export async function findActiveSessionCustomer(db: Database, tokenHash: string, now: Date): Promise<CustomerRow | null> {
  const rows = await db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0]?.customer ?? null;
}

export async function revokeSession(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function insertCustomer(db: Database, input: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(input).returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}

export async function findCustomerByLogin(db: Database, login: string): Promise<CustomerRow | null> {
  const rows = await db
    .select()
    .from(customers)
    .where(or(eq(customers.username, login), eq(customers.email, login.toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}
