import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from './audit.table.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditEntry = Pick<typeof auditLog.$inferInsert, 'staffId' | 'staffName' | 'action' | 'objectType' | 'objectId' | 'details'>;

/** The only write the audit log has: call it in the transaction of the action it records. */
export async function appendAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function auditPage(db: Database, query: { objectType?: string; limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const where = query.objectType ? eq(auditLog.objectType, query.objectType) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
