import { count, gte, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { captchas, customers, loginTickets, loginTurns, oauthStates, sessions, verificationCodes } from './accounts.table.js';

const DAY_MS = 24 * 3600_000;

/**
 * Removes what has expired: sessions (ended or past their time), verification codes, captchas, OAuth states,
 * login tickets and login turns that have passed. Codes stay a day past their expiry, since the daily send caps
 * count them. Returns the rows removed.
 */
export async function deleteExpiredAccountRows(db: Database, now: Date): Promise<number> {
  const removed = await Promise.all([
    db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now), lte(sessions.revokedAt, now)))
      .returning({ id: sessions.id }),
    db
      .delete(verificationCodes)
      .where(lte(verificationCodes.expiresAt, new Date(now.getTime() - DAY_MS)))
      .returning({ id: verificationCodes.id }),
    db.delete(captchas).where(lte(captchas.expiresAt, now)).returning({ id: captchas.checkKey }),
    db.delete(oauthStates).where(lte(oauthStates.expiresAt, now)).returning({ id: oauthStates.state }),
    db.delete(loginTickets).where(lte(loginTickets.expiresAt, now)).returning({ id: loginTickets.ticketHash }),
    db.delete(loginTurns).where(lte(loginTurns.turnAt, now)).returning({ id: loginTurns.login }),
  ]);
  return removed.reduce((total, rows) => total + rows.length, 0);
}

/** Customers who signed up since `since`, for the staff digest. */
export async function countCustomersSince(db: Database, since: Date): Promise<number> {
  const [row] = await db.select({ customers: count() }).from(customers).where(gte(customers.createdAt, since));
  return row?.customers ?? 0;
}
