import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addresses, captchas, customers, loginFailures, loginTurns, sessions } from './accounts.table.js';

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

export async function replaceCaptcha(db: Database, row: typeof captchas.$inferInsert, now: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({ target: captchas.checkKey, set: { answerHash: row.answerHash, expiresAt: row.expiresAt } });
}

/** Reads and deletes in one statement, so a captcha can be checked once whatever the outcome. */
export async function takeCaptcha(db: Database, checkKey: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.checkKey, checkKey)).returning();
  return row ?? null;
}

export async function insertLoginFailure(db: Database, login: string, ip: string, at: Date): Promise<string> {
  const [row] = await db.insert(loginFailures).values({ login, ip, failedAt: at }).returning({ id: loginFailures.id });
  if (!row) throw new Error('login failure not recorded');
  return row.id;
}

export async function stampLoginFailure(db: Database, id: string, at: Date) {
  await db.update(loginFailures).set({ failedAt: at }).where(eq(loginFailures.id, id));
}

export async function deleteLoginFailure(db: Database, id: string) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** The account's failures since `since`, and those from `ip`; `except` leaves the asking attempt's own row out. */
export async function countLoginFailures(db: Database, login: string, ip: string, since: Date, except: string) {
  const [row] = await db
    .select({
      account: count(),
      pair: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      lastPairAt: sql<Date | null>`max(${loginFailures.failedAt}) filter (where ${loginFailures.ip} = ${ip})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login), gt(loginFailures.failedAt, since), ne(loginFailures.id, except)));
  return { account: row?.account ?? 0, pair: row?.pair ?? 0, lastPairAt: row?.lastPairAt ?? null };
}

/**
 * Reserves the account's next turn, `delayMs` after its latest one or after now, whichever is later, and answers
 * how many milliseconds away it is. One statement on the database's clock: concurrent attempts, on any instance,
 * each get their own turn.
 */
export async function reserveLoginTurn(db: Database, login: string, delayMs: number): Promise<number> {
  const delay = sql`(${delayMs}::integer * interval '1 millisecond')`;
  const [row] = await db
    .insert(loginTurns)
    .values({ login, turnAt: sql`clock_timestamp() + ${delay}` })
    .onConflictDoUpdate({ target: loginTurns.login, set: { turnAt: sql`greatest(${loginTurns.turnAt}, clock_timestamp()) + ${delay}` } })
    .returning({ waitMs: sql<number>`extract(epoch from (${loginTurns.turnAt} - clock_timestamp())) * 1000`.mapWith(Number) });
  return Math.max(0, row?.waitMs ?? 0);
}

export async function deleteLoginFailures(db: Database, login: string, ip: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.login, login), eq(loginFailures.ip, ip)));
}

export async function updatePasswordAndRevokeOtherSessions(db: Database, customerId: string, passwordHash: string, keepTokenHash: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, keepTokenHash), isNull(sessions.revokedAt)));
  });
}

export async function findCustomerByPhone(db: Database, phone: string): Promise<CustomerRow | null> {
  const rows = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return rows[0] ?? null;
}

/** The id of the customer holding this username, phone or e-mail, or null when it is free. */
export async function customerIdTaking(db: Database, field: 'username' | 'phone' | 'email', value: string): Promise<string | null> {
  const column = { username: customers.username, phone: customers.phone, email: customers.email }[field];
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(column, field === 'email' ? value.toLowerCase() : value))
    .limit(1);
  return row?.id ?? null;
}

export async function findCustomerTaking(db: Database, field: 'username' | 'phone' | 'email', value: string): Promise<boolean> {
  return (await customerIdTaking(db, field, value)) !== null;
}

export async function updatePasswordAndRevokeAllSessions(db: Database, customerId: string, passwordHash: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  });
}

export async function sessionsOf(db: Database, customerId: string) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.customerId, customerId));
}

export async function updateProfile(db: Database, customerId: string, profile: { realname: string; nickname: string; email: string | null }, now: Date) {
  const [row] = await db
    .update(customers)
    .set({ ...profile, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning();
  return row ?? null;
}

export async function updateAvatar(db: Database, customerId: string, avatar: string, now: Date) {
  const [row] = await db.update(customers).set({ avatar, updatedAt: now }).where(eq(customers.id, customerId)).returning();
  return row ?? null;
}

/** Erases what identifies the person; the row stays so kept records still point somewhere. */
export async function anonymiseCustomer(db: Database, customerId: string, now: Date, alsoErase: (tx: Database) => Promise<void>) {
  await db.transaction(async (tx) => {
    await alsoErase(tx);
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
    await tx
      .update(customers)
      .set({ username: `deleted-${customerId}`, realname: '', nickname: '', email: null, phone: null, avatar: '', passwordHash: null, updatedAt: now })
      .where(eq(customers.id, customerId));
  });
}

export async function setCustomerPhone(db: Database, customerId: string, phone: string, now: Date) {
  await db.update(customers).set({ phone, updatedAt: now }).where(eq(customers.id, customerId));
}

export async function touchLastLogin(db: Database, customerId: string, now: Date) {
  await db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, customerId));
}

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | null> {
  const rows = await db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

/** The account's verified mobile number, where it has one (status texts go only there). */
export async function customerPhone(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, customerId));
  return row?.phone ?? null;
}
