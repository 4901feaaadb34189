import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploads } from './uploads.table.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUploads(db: Database, rows: NewUpload[]): Promise<void> {
  if (rows.length > 0) await db.insert(uploads).values(rows);
}

export async function findUpload(db: Database, path: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, path)).limit(1);
  return row ?? null;
}

export async function findOwnedUpload(db: Database, ownerId: string, path: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.path, path)))
    .limit(1);
  return row ?? null;
}

export function uploadsOf(db: Database, ownerId: string): Promise<UploadRow[]> {
  return db.select().from(uploads).where(eq(uploads.ownerId, ownerId)).orderBy(uploads.createdAt);
}

export async function deleteUploadRows(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning({ path: uploads.path });
  return rows.map((row) => row.path);
}
