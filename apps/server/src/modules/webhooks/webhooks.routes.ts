import { okEnvelope, toPageResult, webhookEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { staffActorOf } from '../audit/index.js';
import {
  changeEndpoint,
  createEndpoint,
  deliveryAttempts,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
} from './webhooks.service.js';

/** The webhooks screen's calls (`webhookEndpoints`); staff holding system:webhooks only, every change audited. */
export async function webhooksRoutes(app: FastifyInstance, options: { db: Database; kick: () => void }) {
  const { db } = options;

  serveEndpoint(app, webhookEndpoints.list, async () => okEnvelope(await listEndpoints(db)));
  serveEndpoint(app, webhookEndpoints.create, async (request) => okEnvelope(await createEndpoint(db, staffActorOf(request), request.body)));
  serveEndpoint(app, webhookEndpoints.change, async (request) => okEnvelope(await changeEndpoint(db, staffActorOf(request), request.params.id, request.body)));
  serveEndpoint(app, webhookEndpoints.remove, async (request) => okEnvelope(await removeEndpoint(db, staffActorOf(request), request.params.id)));
  serveEndpoint(app, webhookEndpoints.rotate, async (request) => okEnvelope(await rotateSecret(db, staffActorOf(request), request.params.id)));

  serveEndpoint(app, webhookEndpoints.deliveries, async (request) => {
    const { records, total } = await listDeliveries(db, request.query);
    return okEnvelope(toPageResult(records, total, request.query));
  });
  serveEndpoint(app, webhookEndpoints.attempts, async (request) => okEnvelope(await deliveryAttempts(db, request.params.id)));
  serveEndpoint(app, webhookEndpoints.resend, async (request) => {
    const delivery = await resendDelivery(db, staffActorOf(request), request.params.id);
    options.kick();
    return okEnvelope(delivery);
  });
}
