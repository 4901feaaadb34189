import type { LocalizedText, ProductDocumentKind } from '@portal/domain';
import { and, asc, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { productDocuments } from './catalog.table.js';

export type DocumentRecord = typeof productDocuments.$inferSelect;

/** A product's documents, the staff editor's order: by kind, newest lot first. */
export function productDocumentRecords(db: Database, productId: string): Promise<DocumentRecord[]> {
  return db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.kind), desc(productDocuments.lotNo), asc(productDocuments.createdAt));
}

export async function documentTaken(db: Database, productId: string, kind: ProductDocumentKind, lotNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productDocuments.id })
    .from(productDocuments)
    .where(and(eq(productDocuments.productId, productId), eq(productDocuments.kind, kind), eq(productDocuments.lotNo, lotNo)))
    .limit(1);
  return row !== undefined;
}

/** Whether a document other than `exceptId` already serves this stored file. */
export async function fileTaken(db: Database, filePath: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: productDocuments.id })
    .from(productDocuments)
    .where(exceptId ? and(eq(productDocuments.filePath, filePath), ne(productDocuments.id, exceptId)) : eq(productDocuments.filePath, filePath))
    .limit(1);
  return row !== undefined;
}

export async function insertDocument(
  db: Database,
  values: { productId: string; kind: ProductDocumentKind; lotNo: string; title: LocalizedText; filePath: string },
): Promise<string> {
  const [row] = await db.insert(productDocuments).values(values).returning({ id: productDocuments.id });
  return (row as { id: string }).id;
}

export async function setDocumentFile(db: Database, id: string, filePath: string): Promise<void> {
  await db.update(productDocuments).set({ filePath }).where(eq(productDocuments.id, id));
}

export async function deleteDocument(db: Database, id: string): Promise<void> {
  await db.delete(productDocuments).where(eq(productDocuments.id, id));
}

/**
 * The documents folder's files stored before `before` that no product document serves: uploaded and never
 * attached. One anti-join, so the sweep's cost follows the unattached files, not every document ever uploaded.
 */
export async function unattachedDocumentFiles(db: Database, folder: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .leftJoin(productDocuments, eq(productDocuments.filePath, uploads.path))
    .where(and(eq(uploads.folder, folder), lt(uploads.createdAt, before), isNull(productDocuments.id)));
  return rows.map((row) => row.path);
}
