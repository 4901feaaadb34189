import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type UploadOwnerKind, uploads } from './uploads.table.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
/** Who a file is for: a customer or a staff member, by id. */
export type UploadOwner = { kind: UploadOwnerKind; id: string };

const ownedBy = (owner: UploadOwner) => and(eq(uploads.ownerKind, owner.kind), eq(uploads.ownerId, owner.id));
const customer = (id: string): UploadOwner => ({ kind: 'customer', id });

export async function insertUploads(db: Database, rows: NewUpload[]): Promise<void> {
  if (rows.length > 0) await db.insert(uploads).values(rows);
}

export async function findUpload(db: Database, path: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, path)).limit(1);
  return row ?? null;
}

/** A customer's own file by its path (an avatar they choose, for example). */
export async function findOwnedUpload(db: Database, customerId: string, path: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(ownedBy(customer(customerId)), eq(uploads.path, path)))
    .limit(1);
  return row ?? null;
}

/** The names files came with, by stored path; a path with no row (its file was erased) is left out. */
export async function originalNamesOf(db: Database, paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ path: uploads.path, name: uploads.originalName })
    .from(uploads)
    .where(inArray(uploads.path, [...paths]));
  return new Map(rows.map((row) => [row.path, row.name]));
}

export function uploadsOf(db: Database, customerId: string): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(ownedBy(customer(customerId)))
    .orderBy(uploads.createdAt);
}

export async function deleteUploadRows(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(ownedBy(customer(customerId)))
    .returning({ path: uploads.path });
  return rows.map((row) => row.path);
}

export async function deleteRowsByPath(db: Database, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await db.delete(uploads).where(inArray(uploads.path, paths)).returning({ path: uploads.path });
  return rows.map((row) => row.path);
}

/** Removes the rows of a folder's files stored before `before`; returns their paths. */
export async function deleteFolderRowsBefore(db: Database, folder: string, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.folder, folder), lt(uploads.createdAt, before)))
    .returning({ path: uploads.path });
  return rows.map((row) => row.path);
}

/** Files stored since `since`, for the staff digest. */
export async function countUploadsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db.select({ files: count() }).from(uploads).where(gte(uploads.createdAt, since));
  return row?.files ?? 0;
}
