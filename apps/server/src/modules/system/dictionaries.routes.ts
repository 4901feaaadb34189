import { dictionaryEndpoints, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../serve-endpoint.js';
import type { DictionaryCache } from './dictionaries.service.js';

const REFRESH_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/** The dictionary calls of spec section 7 (`dictionaryEndpoints`); codes are looked up, never turned into SQL (wire-contract.md). */
export async function dictionariesRoutes(app: FastifyInstance, options: { dictionaries: DictionaryCache }) {
  const { dictionaries } = options;

  // Item lists go without `_t`, so browsers and proxies may keep them a little while.
  serveEndpoint(app, dictionaryEndpoints.items, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return okEnvelope(await dictionaries.items(request.params.dictCode, request.ctx.language));
  });

  serveEndpoint(app, dictionaryEndpoints.all, async (request) => okEnvelope(await dictionaries.all(request.ctx.language)));

  serveEndpoint(
    app,
    dictionaryEndpoints.refreshCache,
    async (request) => {
      dictionaries.refresh();
      return okEnvelope(null, translate(request.ctx.language, 'errors', 'dictCacheRefreshed'));
    },
    { config: { rateLimit: REFRESH_RATE_LIMIT } },
  );

  serveEndpoint(app, dictionaryEndpoints.search, async (request) =>
    okEnvelope(await dictionaries.search(request.params.dict, request.ctx.language, request.query.keyword, request.query.pageSize)),
  );

  serveEndpoint(app, dictionaryEndpoints.texts, async (request) => {
    const values = request.query.key
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    return okEnvelope(await dictionaries.texts(request.params.dict, request.ctx.language, values));
  });
}
