import { type Edition, okEnvelope, servicesEndpoints, servicesStaffEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { appendAudit, staffActorOf } from '../audit/index.js';
import { editionCurrency } from '../catalog/index.js';
import { primerPriceTable, savePrimerPriceTable } from './services.repository.js';

export type ServicesOptions = { db: Database; edition: Edition };

/** The service orders' price lists: the customer reads theirs in the portal's currency, staff keep the table (audited). */
export async function servicesRoutes(app: FastifyInstance, options: ServicesOptions) {
  const { db, edition } = options;
  const currency = editionCurrency(edition);

  serveEndpoint(app, servicesEndpoints.primerPrices, async () => okEnvelope({ currency, prices: (await primerPriceTable(db))[currency] }));
  serveEndpoint(app, servicesStaffEndpoints.primerPriceTable, async () => okEnvelope(await primerPriceTable(db)));
  serveEndpoint(app, servicesStaffEndpoints.savePrimerPriceTable, async (request) => {
    const actor = staffActorOf(request);
    await db.transaction(async (tx) => {
      await savePrimerPriceTable(tx, request.body);
      await appendAudit(tx, { ...actor, action: 'primerPrices.update', objectType: 'primerPrices', objectId: 'primerPrices', details: request.body });
    });
    return okEnvelope(await primerPriceTable(db));
  });
}
