import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffMembers, staffSessions } from './staff.table.js';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaff = typeof staffMembers.$inferInsert;

export async function insertStaff(db: Database, staff: NewStaff): Promise<StaffRow> {
  const [row] = await db.insert(staffMembers).values(staff).returning();
  if (!row) throw new Error('staff insert returned no row');
  return row;
}

export async function findStaffByUsername(db: Database, username: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.username, username.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function insertStaffSession(db: Database, session: { tokenHash: string; staffId: string; createdAt: Date; expiresAt: Date }) {
  await db.insert(staffSessions).values(session);
}

export async function touchStaffLogin(db: Database, staffId: string, now: Date) {
  await db.update(staffMembers).set({ lastLoginAt: now }).where(eq(staffMembers.id, staffId));
}

/** The enabled staff member behind a live session. */
export async function findActiveSessionStaff(db: Database, tokenHash: string, now: Date): Promise<StaffRow | null> {
  const [row] = await db
    .select({ staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffSessions.staffId, staffMembers.id))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), eq(staffMembers.disabled, false)))
    .limit(1);
  return row?.staff ?? null;
}

export async function revokeStaffSession(db: Database, tokenHash: string, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Enabled members with an e-mail address: who receives the staff digest. */
export async function staffMailRecipients(db: Database): Promise<Array<{ email: string; name: string }>> {
  const rows = await db
    .select({ email: staffMembers.email, realname: staffMembers.realname, username: staffMembers.username })
    .from(staffMembers)
    .where(and(eq(staffMembers.disabled, false), ne(staffMembers.email, '')));
  return rows.map((row) => ({ email: row.email, name: row.realname || row.username }));
}

/** Removes sessions that expired or were revoked before `now`; returns how many. */
export async function deleteEndedStaffSessions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.revokedAt, now)))
    .returning({ id: staffSessions.id });
  return rows.length;
}
