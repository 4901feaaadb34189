import { auditEndpoints, okEnvelope, toPageResult } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { auditPage } from './audit.repository.js';

/** The staff area's audit log (`auditEndpoints`): read-only, newest first. */
export async function auditRoutes(app: FastifyInstance, options: { db: Database }) {
  serveEndpoint(app, auditEndpoints.list, async (request) => {
    const { pageNo, pageSize, objectType } = request.query;
    const { rows, total } = await auditPage(options.db, { objectType, limit: pageSize, offset: (pageNo - 1) * pageSize });
    const records = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return okEnvelope(toPageResult(records, total, request.query));
  });
}
