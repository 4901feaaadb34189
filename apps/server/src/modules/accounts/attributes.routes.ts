import { attributeEndpoints, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { attributeGroupsIn, changeAttribute, chosenAttributes } from './attributes.service.js';

/** Customer attributes (`attributeEndpoints`): the groups, the customer's choices, and changing one. */
export async function attributesRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  serveEndpoint(app, attributeEndpoints.groups, async (request) => okEnvelope(await attributeGroupsIn(db, request.ctx.language)));

  serveEndpoint(app, attributeEndpoints.choices, async (request) => {
    if (!request.customer) throw unauthorized();
    return okEnvelope({ customer: await chosenAttributes(db, request.customer.id) });
  });

  serveEndpoint(app, attributeEndpoints.change, async (request) => {
    if (!request.customer) throw unauthorized();
    await changeAttribute(db, request.customer.id, request.body);
    return okEnvelope(null, translate(request.ctx.language, 'errors', 'attributeSaved'));
  });
}
