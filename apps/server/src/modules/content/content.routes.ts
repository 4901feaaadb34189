import { HEADERS, contentEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { contentPage, listFaqs, listNews, newsDetail } from './content.service.js';
import { ownServiceRequests, submitServiceRequest } from './content.requests.service.js';

const PUBLIC_CACHE = 'public, max-age=60';

function customerId(request: FastifyRequest): string {
  if (!request.customer) throw unauthorized();
  return request.customer.id;
}

function cachePublic(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_CACHE);
  reply.header('vary', 'accept-language');
}

/** News, FAQ and the about-section pages (public), and the custom-service requests of signed-in customers. */
export async function contentRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const { news, faqs, page, serviceRequests } = contentEndpoints;

  serveEndpoint(app, news.list, async (request, reply) => {
    cachePublic(reply);
    return okEnvelope(await listNews(db, request.query, request.ctx.language));
  });
  serveEndpoint(app, news.detail, async (request, reply) => {
    cachePublic(reply);
    return okEnvelope(await newsDetail(db, request.query.id, request.ctx.language));
  });
  serveEndpoint(app, faqs, async (request, reply) => {
    cachePublic(reply);
    return okEnvelope(await listFaqs(db, request.ctx.language));
  });
  serveEndpoint(app, page, async (request, reply) => {
    cachePublic(reply);
    return okEnvelope(await contentPage(db, request.params.key, request.ctx.language));
  });

  serveEndpoint(app, serviceRequests.add, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = request.headers[HEADERS.idempotencyKey.toLowerCase()];
    const idempotencyKey = typeof key === 'string' && key ? key : null;
    return okEnvelope(await submitServiceRequest(db, customerId(request), request.body, idempotencyKey));
  });
  serveEndpoint(app, serviceRequests.list, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return okEnvelope(await ownServiceRequests(db, customerId(request)));
  });
}
