import { REPORTS_PERMISSION, okEnvelope, reportEndpoints, staffMay } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { sessionOwner } from '../uploads/index.js';
import type { ReportAudience } from './reports.definitions.js';
import { reportByCode, reportByConfigId, reportColumns, reportData, reportQueryItems, reportRequest } from './reports.service.js';

/** Spec section 9: a report's layout may be reused for 30 s; it depends on the language only. */
const LAYOUT_CACHE = 'private, max-age=30';

/**
 * Staff reports need a staff session with the reports permission; customer reports a customer session. A session
 * of the other kind is refused with 403, not 401, so that a client does not sign its user out over it.
 */
async function admit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, audience: ReportAudience): Promise<void> {
  const viewer = await sessionOwner(app, request, reply);
  if (viewer.kind !== audience) throw forbidden();
  if (audience === 'staff' && !staffMay(request.staff?.permissions ?? [], REPORTS_PERMISSION)) throw forbidden();
}

const layoutCache = (reply: FastifyReply) => reply.header('cache-control', LAYOUT_CACHE).header('vary', 'accept-language');

/**
 * The server-defined reports of spec section 7 (`reportEndpoints`), looked up by code or config id. Each handler
 * admits the report's own audience, so the definitions are `public` to the route table.
 */
export async function reportsRoutes(app: FastifyInstance, options: { db: Database }) {
  serveEndpoint(app, reportEndpoints.columns, async (request, reply) => {
    const report = reportByCode(request.params.code);
    await admit(app, request, reply, report.audience);
    layoutCache(reply);
    return okEnvelope(reportColumns(report, request.ctx.language));
  });

  serveEndpoint(app, reportEndpoints.queryInfo, async (request, reply) => {
    const report = reportByConfigId(request.params.configId);
    await admit(app, request, reply, report.audience);
    layoutCache(reply);
    return okEnvelope(reportQueryItems(report, request.ctx.language));
  });

  serveEndpoint(app, reportEndpoints.data, async (request, reply) => {
    const report = reportByConfigId(request.params.configId);
    await admit(app, request, reply, report.audience);
    const checked = reportRequest(report, request.query, { language: request.ctx.language, timeZone: request.ctx.timeZone });
    reply.header('cache-control', 'no-store');
    return okEnvelope(await reportData(options.db, report, checked));
  });
}
