import {
  HEADERS,
  contentPageSchema,
  envelopeSchema,
  faqEntrySchema,
  idempotencyKeySchema,
  newsDetailQuerySchema,
  newsDetailSchema,
  newsListQuerySchema,
  newsSummarySchema,
  okEnvelope,
  pageResultSchema,
  serviceRequestInputSchema,
  serviceRequestSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { contentPage, listFaqs, listNews, newsDetail } from './content.service.js';
import { ownServiceRequests, submitServiceRequest } from './content.requests.service.js';

const BASE = '/by-abinvivo/abinvivo';
const PUBLIC_CACHE = 'public, max-age=60';

function customerId(request: FastifyRequest): string {
  if (!request.customer) throw unauthorized();
  return request.customer.id;
}

/** News, FAQ and the about-section pages (public), and the custom-service requests of signed-in customers. */
export async function contentRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['content'];
  const security = [{ accessToken: [] }];
  const cachePublic = (reply: { header: (name: string, value: string) => unknown }) => {
    reply.header('cache-control', PUBLIC_CACHE);
    reply.header('vary', 'accept-language');
  };

  routes.get(
    `${BASE}/news/list`,
    { schema: { tags, querystring: newsListQuerySchema, response: { 200: envelopeSchema(pageResultSchema(newsSummarySchema)) } } },
    async (request, reply) => {
      cachePublic(reply);
      return okEnvelope(await listNews(db, request.query, request.ctx.language));
    },
  );

  routes.get(`${BASE}/news/detail`, { schema: { tags, querystring: newsDetailQuerySchema, response: { 200: envelopeSchema(newsDetailSchema) } } }, async (request, reply) => {
    cachePublic(reply);
    return okEnvelope(await newsDetail(db, request.query.id, request.ctx.language));
  });

  routes.get(`${BASE}/faq/list`, { schema: { tags, response: { 200: envelopeSchema(z.array(faqEntrySchema)) } } }, async (request, reply) => {
    cachePublic(reply);
    return okEnvelope(await listFaqs(db, request.ctx.language));
  });

  routes.get(
    `${BASE}/page/:key`,
    { schema: { tags, params: z.object({ key: z.string().max(200) }), response: { 200: envelopeSchema(contentPageSchema) } } },
    async (request, reply) => {
      cachePublic(reply);
      return okEnvelope(await contentPage(db, request.params.key, request.ctx.language));
    },
  );

  routes.post(
    `${BASE}/serviceRequest/add`,
    {
      // The session is checked before the body, so a signed-out visitor hears "log in" rather than a field error.
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        headers: z.object({ [HEADERS.idempotencyKey.toLowerCase()]: idempotencyKeySchema.optional() }),
        body: serviceRequestInputSchema,
        response: { 200: envelopeSchema(serviceRequestSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const key = request.headers[HEADERS.idempotencyKey.toLowerCase()];
      const idempotencyKey = typeof key === 'string' && key ? key : null;
      return okEnvelope(await submitServiceRequest(db, customerId(request), request.body, idempotencyKey));
    },
  );

  routes.get(
    `${BASE}/serviceRequest/list`,
    { preValidation: app.requireCustomer, schema: { tags, security, response: { 200: envelopeSchema(z.array(serviceRequestSchema)) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okEnvelope(await ownServiceRequests(db, customerId(request)));
    },
  );
}
