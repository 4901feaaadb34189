import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_PATH_PATTERN } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { type UploadRow, findUpload } from './uploads.repository.js';

/** A download under its own name: a plain-ASCII fallback for old clients, the real name in the RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function contentDisposition(contentType: string, originalName: string): string {
  return contentType.startsWith('image/') ? 'inline' : attachmentDisposition(originalName);
}

/**
 * Streams a stored file to whom `allowed` says may have it; anyone else, like a missing file, gets 404. Used by
 * the static route and by routes that reach a file through the object it belongs to (an order's attachments, a
 * product's document, which is public and so may be cached by anyone).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  db: Database,
  root: string,
  path: string,
  allowed: (row: UploadRow) => boolean,
  cacheControl = 'private, max-age=3600',
) {
  if (!STORED_PATH_PATTERN.test(path)) throw notFound();
  const row = await findUpload(db, path);
  if (!row || !allowed(row)) throw notFound();
  const file = join(root, row.path);
  const size = await stat(file).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw notFound();
  return reply
    .header('content-type', row.contentType)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(row.contentType, row.originalName))
    .header('cache-control', cacheControl)
    .send(createReadStream(file));
}
