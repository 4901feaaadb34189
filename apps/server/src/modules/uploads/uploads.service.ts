import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { STAFF_UPLOAD_FOLDERS, UPLOAD_FOLDERS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type UploadFolder, uploadFolderOf } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { refuseNul } from '../../plugins/nul-characters.js';
import {
  type NewUpload,
  type UploadOwner,
  type UploadRow,
  deleteFolderRowsBefore,
  deleteRowsByPath,
  deleteUploadRows,
  insertUploads,
} from './uploads.repository.js';
import { sniffFileType } from './uploads.file-types.js';

/** Path separators, parent references and control characters have no place in a file's name. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\\x00-\x1f]|\.\./;

export type Received = { tempPath: string; originalName: string; size: number };

/** Where files wait while a request is still arriving; inside the root so that storing them is a rename. */
export const incomingDir = (root: string) => join(root, '.incoming');

export async function prepareUploadRoot(root: string): Promise<void> {
  await mkdir(incomingDir(root), { recursive: true });
}

const MULTIPART_FAILURES: Record<string, (maxFiles: number) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, 'uploadTooLarge', { maximum: UPLOAD_MAX_BYTES / 1024 / 1024 }),
  FST_FILES_LIMIT: (maxFiles) => new AppError(400, 'uploadTooMany', { maximum: maxFiles }),
};

function multipartFailure(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? MULTIPART_FAILURES[code] : undefined;
  return known ? known(maxFiles) : new AppError(400, 'uploadInvalid');
}

/** Stored files under `root` by their paths; one already gone is no failure. */
async function removeFiles(root: string, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(join(root, path), { force: true })));
}

export async function discard(files: Received[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}

/**
 * Reads the request's parts, writing each file to the incoming folder while the multipart limits (10 files of
 * 10 MB, or fewer files where the scope's parser says so: `maxFiles` names that limit in the message) are enforced
 * as the bytes arrive. On any failure nothing stays behind.
 */
export async function receiveParts(
  root: string,
  parts: AsyncIterableIterator<Multipart>,
  maxFiles = UPLOAD_MAX_FILES,
): Promise<{ files: Received[]; fields: Record<string, string> }> {
  const files: Received[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        refuseNul({ [part.fieldname]: part.value }, '');
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const tempPath = join(incomingDir(root), randomBytes(16).toString('hex'));
      files.push({ tempPath, originalName: part.filename, size: 0 });
      await pipeline(part.file, createWriteStream(tempPath));
      const received = files[files.length - 1];
      if (received) received.size = part.file.bytesRead;
    }
  } catch (error) {
    await discard(files);
    throw multipartFailure(error, maxFiles);
  }
  return { files, fields };
}

function dayFolder(now: Date): string {
  return now.toISOString().slice(0, 10).replaceAll('-', '');
}

function storedPath(folder: UploadFolder, now: Date, extension: string): string {
  return `${folder}/${dayFolder(now)}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Names a file arrives with are bare names; anything else means a crafted request. */
export function isSafeFileName(name: string): boolean {
  return name.length > 0 && !UNSAFE_NAME.test(name);
}

/**
 * Checks every received file by its content, then stores all of them under server-made names, or none:
 * a refused file leaves the disk and the database as they were. Returns the stored paths in order.
 */
export async function storeUploads(
  db: Database,
  root: string,
  input: { owner: UploadOwner; biz: string | undefined; files: Received[]; now: Date },
): Promise<string[]> {
  const { files, now } = input;
  try {
    const folder: UploadFolder | null = uploadFolderOf(input.biz);
    if (!folder) throw new AppError(400, 'uploadFolderInvalid');
    if (STAFF_UPLOAD_FOLDERS.includes(folder) && input.owner.kind !== 'staff') throw new AppError(403, 'uploadFolderInvalid');
    if (files.length === 0) throw new AppError(400, 'uploadEmpty');
    const rows: (NewUpload & { tempPath: string })[] = [];
    for (const file of files) {
      if (!isSafeFileName(file.originalName)) throw new AppError(400, 'uploadNameInvalid');
      const type = await sniffFileType(file.tempPath, file.originalName);
      if (!type) throw new AppError(415, 'uploadTypeRefused', { name: file.originalName });
      if (UPLOAD_FOLDERS[folder] === 'image' && !type.image) throw new AppError(415, 'uploadImageOnly');
      if (UPLOAD_FOLDERS[folder] === 'pdf' && type.contentType !== 'application/pdf') throw new AppError(415, 'uploadPdfOnly', { name: file.originalName });
      rows.push({
        tempPath: file.tempPath,
        path: storedPath(folder, now, type.extension),
        ownerKind: input.owner.kind,
        ownerId: input.owner.id,
        folder,
        originalName: file.originalName.slice(0, 255),
        contentType: type.contentType,
        size: file.size,
        createdAt: now,
      });
    }
    await mkdir(join(root, folder, dayFolder(now)), { recursive: true });
    for (const row of rows) await rename(row.tempPath, join(root, row.path));
    try {
      await insertUploads(
        db,
        rows.map(({ tempPath: _temp, ...row }) => row),
      );
    } catch (error) {
      await removeFiles(
        root,
        rows.map((row) => row.path),
      );
      throw error;
    }
    return rows.map((row) => row.path);
  } finally {
    await discard(files);
  }
}

/**
 * Stores a file the server made for someone (an import's error report), in a folder of the allow-list, and
 * returns its path; it is served as uploads are, to whom `mayRead` allows.
 */
export async function storeGeneratedFile(
  db: Database,
  root: string,
  input: { owner: UploadOwner; folder: UploadFolder; name: string; contentType: string; extension: string; content: Buffer; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const path = storedPath(input.folder, now, input.extension);
  await mkdir(join(root, input.folder, dayFolder(now)), { recursive: true });
  await writeFile(join(root, path), input.content);
  try {
    await insertUploads(db, [
      {
        path,
        ownerKind: input.owner.kind,
        ownerId: input.owner.id,
        folder: input.folder,
        originalName: input.name.slice(0, 255),
        contentType: input.contentType,
        size: input.content.length,
        createdAt: now,
      },
    ]);
  } catch (error) {
    await rm(join(root, path), { force: true });
    throw error;
  }
  return path;
}

/**
 * Who may read a stored file: a customer's files only that customer (staff see files attached to orders through
 * the orders, not here); a staff member's files every staff member, since the back office works on them together
 * (a picture in a news article is edited by whoever edits the article next).
 */
export function mayRead(row: Pick<UploadRow, 'ownerKind' | 'ownerId'>, reader: UploadOwner): boolean {
  return row.ownerKind === 'customer' ? reader.kind === 'customer' && reader.id === row.ownerId : reader.kind === 'staff';
}

/** Closing an account erases its files (security.md S19). */
export async function deleteUploadsOf(db: Database, root: string, ownerId: string): Promise<void> {
  const paths = await deleteUploadRows(db, ownerId);
  await removeFiles(root, paths);
}

/** Removes stored files no object points at any more (a product document's replaced PDF), rows first. */
export async function removeStoredFiles(db: Database, root: string, paths: string[]): Promise<void> {
  const removed = await deleteRowsByPath(db, paths);
  await removeFiles(root, removed);
}

/** The clean-up job: a folder's files older than `before` go, rows first so nothing serves a file being removed. */
export async function removeStaleUploads(db: Database, root: string, folder: UploadFolder, before: Date): Promise<number> {
  const paths = await deleteFolderRowsBefore(db, folder, before);
  await removeFiles(root, paths);
  return paths.length;
}
