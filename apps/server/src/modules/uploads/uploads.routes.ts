import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, envelopeSchema, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sys/common/upload',
    {
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: { tags: ['uploads'], security: [{ accessToken: [] }], consumes: ['multipart/form-data'], response: { 200: envelopeSchema(z.string()) } },
    },
    async (request, reply) => {
      const owner = await sessionOwner(app, request, reply);
      if (!request.isMultipart()) throw new AppError(400, 'uploadInvalid');
      const { files, fields } = await receiveParts(root, request.parts());
      const paths = await storeUploads(db, root, { owner, biz: fields.biz, files, now: new Date() });
      const joined = paths.join(',');
      // JeecgBoot clients read the stored path from `message`.
      return okEnvelope(joined, joined);
    },
  );

  routes.get(
    '/sys/common/static/*',
    { schema: { tags: ['uploads'], params: z.object({ '*': z.string().max(200) }) } },
    async (request, reply) => {
      const reader = await sessionOwner(app, request, reply);
      return sendStoredFile(reply, db, root, request.params['*'], (row) => mayRead(row, reader));
    },
  );
}
