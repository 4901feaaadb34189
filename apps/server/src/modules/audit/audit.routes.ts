import { AUDIT_PERMISSION, auditEntrySchema, auditListQuerySchema, envelopeSchema, okEnvelope, pageResultSchema, toPageResult } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { auditPage } from './audit.repository.js';

/** The staff area's audit log: read-only, newest first. */
export async function auditRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/staff/audit/list',
    {
      preHandler: app.requireStaffPermission(AUDIT_PERMISSION),
      schema: { tags: ['staff'], security: [{ accessToken: [] }], querystring: auditListQuerySchema, response: { 200: envelopeSchema(pageResultSchema(auditEntrySchema)) } },
    },
    async (request) => {
      const { pageNo, pageSize, objectType } = request.query;
      const { rows, total } = await auditPage(options.db, { objectType, limit: pageSize, offset: (pageNo - 1) * pageSize });
      const records = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return okEnvelope(toPageResult(records, total, request.query));
    },
  );
}
