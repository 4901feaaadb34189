import { basename } from 'node:path';
import { STORED_PATH_PATTERN, type StaffDocument, type StaffDocumentFileInput, type UploadFolder, type staffDocumentInputSchema } from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { type StaffActor, appendAudit } from '../audit/index.js';
import { findUpload, removeStoredFiles } from '../uploads/index.js';
import {
  type DocumentRecord,
  deleteDocument,
  documentTaken,
  fileTaken,
  insertDocument,
  productDocumentRecords,
  setDocumentFile,
  unattachedDocumentFiles,
} from './catalog.documents.repository.js';
import { documentWithProduct } from './catalog.repository.js';
import { notifyCatalogueChanged } from './catalog.revision.js';
import { documentUrl } from './catalog.service.js';
import { type ProductRecord, productRecord } from './catalog.staff.repository.js';
import { bumpRevision } from './catalog.write.repository.js';

/** The uploads folder that holds staff-uploaded document PDFs (see UPLOAD_FOLDERS). */
export const DOCUMENT_FOLDER = 'document' satisfies UploadFolder;

type DocumentInput = z.output<typeof staffDocumentInputSchema>;
/** Where the public downloads are (for the links) and where the stored files live. */
export type DocumentPlaces = { apiBase: string; uploadRoot: string };

async function toStaffDocument(db: Database, row: DocumentRecord, apiBase: string): Promise<StaffDocument> {
  // A stored upload, as opposed to none (generated) or a static `/files/…` path.
  const upload = STORED_PATH_PATTERN.test(row.filePath) ? await findUpload(db, row.filePath) : null;
  return {
    id: row.id,
    kind: row.kind,
    lotNo: row.lotNo,
    title: row.title,
    fileName: row.filePath === '' ? null : (upload?.originalName ?? basename(row.filePath)),
    url: documentUrl(apiBase, row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function staffDocuments(db: Database, productId: string, apiBase: string): Promise<StaffDocument[]> {
  if (!(await productRecord(db, { id: productId }))) throw new AppError(404, 'catalogProductNotFound');
  const rows = await productDocumentRecords(db, productId);
  return Promise.all(rows.map((row) => toStaffDocument(db, row, apiBase)));
}

/** Only a PDF a staff member uploaded to the documents folder, and not one another document already serves. */
async function checkFile(tx: Database, filePath: string, exceptId: string | null): Promise<void> {
  const upload = await findUpload(tx, filePath);
  if (!upload || upload.ownerKind !== 'staff' || upload.folder !== DOCUMENT_FOLDER || upload.contentType !== 'application/pdf') {
    throw new AppError(400, 'catalogDocumentFileInvalid');
  }
  if (await fileTaken(tx, filePath, exceptId)) throw new AppError(409, 'catalogDocumentFileInUse');
}

async function productDocument(tx: Database, id: string): Promise<{ document: DocumentRecord; product: ProductRecord }> {
  const found = await documentWithProduct(tx, id);
  if (!found?.product) throw new AppError(404, 'catalogDocumentNotFound');
  return { document: found.document, product: found.product };
}

type DocumentChange = { product: ProductRecord; action: string; details: Record<string, unknown>; unusedFile: string };

/**
 * Runs one document write with its audit row in a transaction and bumps the catalogue revision, so the product
 * page (read through the cache) lists the change at once. A file no document serves any more goes afterwards.
 */
async function writeDocument(
  db: Database,
  actor: StaffActor,
  places: DocumentPlaces,
  change: (tx: Database) => Promise<DocumentChange>,
): Promise<StaffDocument[]> {
  const { productId, revision, unusedFile } = await db.transaction(async (tx) => {
    const { product, action, details, unusedFile } = await change(tx);
    await appendAudit(tx, { ...actor, action, objectType: 'product', objectId: product.catalogNo, details });
    return { productId: product.id, revision: await bumpRevision(tx), unusedFile };
  });
  notifyCatalogueChanged(revision);
  if (STORED_PATH_PATTERN.test(unusedFile)) await removeStoredFiles(db, places.uploadRoot, [unusedFile]);
  return staffDocuments(db, productId, places.apiBase);
}

export function addStaffDocument(db: Database, actor: StaffActor, places: DocumentPlaces, input: DocumentInput): Promise<StaffDocument[]> {
  return writeDocument(db, actor, places, async (tx) => {
    const product = await productRecord(tx, { id: input.productId });
    if (!product) throw new AppError(404, 'catalogProductNotFound');
    if (await documentTaken(tx, product.id, input.kind, input.lotNo))
      throw new AppError(409, 'catalogDocumentExists', { kind: input.kind, lotNo: input.lotNo || '—' });
    await checkFile(tx, input.filePath, null);
    const { productId: _product, ...document } = input;
    const id = await insertDocument(tx, { ...document, productId: product.id }).catch((error: unknown) => {
      // Two staff adding the same lot at once: the unique index decides, and the later one hears why.
      if (isUniqueViolation(error)) throw new AppError(409, 'catalogDocumentExists', { kind: input.kind, lotNo: input.lotNo || '—' });
      throw error;
    });
    return { product, action: 'product.document.add', details: { id, kind: input.kind, lotNo: input.lotNo, filePath: input.filePath }, unusedFile: '' };
  });
}

export function replaceStaffDocumentFile(db: Database, actor: StaffActor, places: DocumentPlaces, input: StaffDocumentFileInput): Promise<StaffDocument[]> {
  return writeDocument(db, actor, places, async (tx) => {
    const { document, product } = await productDocument(tx, input.id);
    await checkFile(tx, input.filePath, document.id);
    await setDocumentFile(tx, document.id, input.filePath);
    const details = { id: document.id, kind: document.kind, lotNo: document.lotNo, filePath: input.filePath, previousFilePath: document.filePath };
    return { product, action: 'product.document.replace', details, unusedFile: document.filePath === input.filePath ? '' : document.filePath };
  });
}

export function deleteStaffDocument(db: Database, actor: StaffActor, places: DocumentPlaces, id: string): Promise<StaffDocument[]> {
  return writeDocument(db, actor, places, async (tx) => {
    const { document, product } = await productDocument(tx, id);
    await deleteDocument(tx, document.id);
    return {
      product,
      action: 'product.document.delete',
      details: { id, kind: document.kind, lotNo: document.lotNo, filePath: document.filePath },
      unusedFile: document.filePath,
    };
  });
}

/** The clean-up job's share for documents: PDFs staff uploaded but never attached go once older than `before`. */
export async function removeUnattachedDocumentFiles(db: Database, uploadRoot: string, before: Date): Promise<number> {
  const paths = await unattachedDocumentFiles(db, DOCUMENT_FOLDER, before);
  await removeStoredFiles(db, uploadRoot, paths);
  return paths.length;
}
