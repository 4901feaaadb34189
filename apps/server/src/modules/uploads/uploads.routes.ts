import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, okEnvelope, uploadEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { sendStoredFile } from './uploads.serve.js';
import { sessionOwner } from './uploads.owner.js';
import { mayRead, prepareUploadRoot, receiveParts, storeUploads } from './uploads.service.js';

const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * POST /sys/common/upload (wire-contract.md) for customers and staff, and the files it stored, each served only to
 * whom `mayRead` allows. The multipart parser lives in this scope, with the limits of spec section 9.
 */
export async function uploadsRoutes(app: FastifyInstance, options: { db: Database; root: string }) {
  const { db, root } = options;
  await prepareUploadRoot(root);
  // preservePath: the name arrives as sent, so a name carrying a path is refused rather than quietly cut.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 1024, parts: UPLOAD_MAX_FILES + 10 },
  });
  // Either session may store and read: the handlers take whichever comes, so the definitions are `public`.
  serveEndpoint(
    app,
    uploadEndpoints.upload,
    async (request, reply) => {
      const owner = await sessionOwner(app, request, reply);
      if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
      const { files, fields } = await receiveParts(root, request.parts());
      const paths = await storeUploads(db, root, { owner, biz: fields.biz, files, now: new Date() });
      const joined = paths.join(',');
      // JeecgBoot clients read the stored path from `message`.
      return okEnvelope(joined, joined);
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );

  serveEndpoint(app, uploadEndpoints.storedFile, async (request, reply) => {
    const reader = await sessionOwner(app, request, reply);
    return sendStoredFile(reply, db, root, request.params['*'], (row) => mayRead(row, reader));
  });
}
