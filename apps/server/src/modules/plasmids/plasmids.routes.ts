import { backboneEndpoints, designEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { backboneById, backboneList } from './plasmids.backbones.js';
import { sendPlasmidFile } from './plasmids.download.js';
import { type RemoveDesignHolders, customerDesign, customerDesigns, removeDesign, saveDesign } from './plasmids.service.js';

/** A design is a sequence of up to 200,000 bases and its features: the body limit leaves room for that as JSON. */
const DESIGN_BODY_LIMIT = 1024 * 1024;

/** The plasmid shop's backbone library (public) and saved designs (`designEndpoints`: each customer's own only). */
export async function plasmidsRoutes(app: FastifyInstance, options: { db: Database; removeHolders: RemoveDesignHolders }) {
  const { db } = options;
  const customerId = (request: FastifyRequest): string => {
    if (!request.customer) throw unauthorized();
    return request.customer.id;
  };
  serveEndpoint(app, backboneEndpoints.list, async (request) => okEnvelope(await backboneList(request.query.k)));
  serveEndpoint(app, backboneEndpoints.detail, async (request) => okEnvelope(await backboneById(request.query.id)));
  serveEndpoint(app, designEndpoints.list, async (request) => okEnvelope(await customerDesigns(db, customerId(request))));
  serveEndpoint(app, designEndpoints.detail, async (request) => okEnvelope(await customerDesign(db, customerId(request), request.query.id)));
  serveEndpoint(app, designEndpoints.save, async (request) => okEnvelope(await saveDesign(db, customerId(request), request.body)), {
    bodyLimit: DESIGN_BODY_LIMIT,
  });
  serveEndpoint(app, designEndpoints.export, async (request, reply) =>
    sendPlasmidFile(reply, await customerDesign(db, customerId(request), request.query.id), request.query.format),
  );
  serveEndpoint(app, designEndpoints.remove, async (request) => {
    await removeDesign(db, customerId(request), request.body.id, options.removeHolders);
    return okEnvelope(null);
  });
}
