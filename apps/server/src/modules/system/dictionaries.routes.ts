import { dictCodeParamsSchema, dictModelSchema, dictSearchQuerySchema, dictTextQuerySchema, envelopeSchema, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DictionaryCache } from './dictionaries.service.js';

const REFRESH_RATE_LIMIT = { max: 5, timeWindow: 60_000 };
const BASE = '/sys/dict';
const tags = ['dictionaries'];
const itemList = envelopeSchema(z.array(dictModelSchema));
const dictParams = z.object({ dict: z.string().trim().max(200) });

/** The dictionary calls of spec section 7; codes are looked up, never turned into SQL (wire-contract.md). */
export async function dictionariesRoutes(app: FastifyInstance, options: { dictionaries: DictionaryCache }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { dictionaries } = options;

  // Item lists go without `_t`, so browsers and proxies may keep them a little while.
  routes.get(`${BASE}/getDictItems/:dictCode`, { schema: { tags, params: dictCodeParamsSchema, response: { 200: itemList } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return okEnvelope(await dictionaries.items(request.params.dictCode, request.ctx.language));
  });

  routes.get(`${BASE}/queryAllDictItems`, { schema: { tags, response: { 200: envelopeSchema(z.record(z.string(), z.array(dictModelSchema))) } } }, async (request) =>
    okEnvelope(await dictionaries.all(request.ctx.language)),
  );

  routes.get(`${BASE}/refleshCache`, { config: { rateLimit: REFRESH_RATE_LIMIT }, schema: { tags, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    dictionaries.refresh();
    return okEnvelope(null, translate(request.ctx.language, 'errors', 'dictCacheRefreshed'));
  });

  routes.get(`${BASE}/loadDict/:dict`, { schema: { tags, params: dictParams, querystring: dictSearchQuerySchema, response: { 200: itemList } } }, async (request) =>
    okEnvelope(await dictionaries.search(request.params.dict, request.ctx.language, request.query.keyword, request.query.pageSize)),
  );

  routes.get(`${BASE}/loadDictItem/:dict`, { schema: { tags, params: dictParams, querystring: dictTextQuerySchema, response: { 200: envelopeSchema(z.array(z.string())) } } }, async (request) => {
    const values = request.query.key.split(',').map((value) => value.trim()).filter(Boolean);
    return okEnvelope(await dictionaries.texts(request.params.dict, request.ctx.language, values));
  });
}
