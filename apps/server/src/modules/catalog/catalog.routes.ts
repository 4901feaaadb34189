import { type Edition, STORED_PATH_PATTERN, catalogEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { customerForToken } from '../accounts/index.js';
import { sendStoredFile } from '../uploads/index.js';
import { CatalogueCache, cacheKey, okEnvelopeBytes } from './catalog.cache.js';
import { DOCUMENT_FOLDER } from './catalog.documents.service.js';
import { documentFileName, documentPdf } from './catalog.pdf.js';
import type { Pricing } from './catalog.repository.js';
import { documentWithProduct } from './catalog.repository.js';
import { CatalogueSearch } from './catalog.search.service.js';
import {
  type TotalsCache,
  editionCurrency,
  listDocuments,
  listProducts,
  priceGroupOf,
  productDetail,
  productFacets,
  sitemapProducts,
} from './catalog.service.js';

type CatalogOptions = { db: Database; redis: Redis | null; edition: Edition; brand: string; uploadRoot: string };

const SEARCH_WARM_DELAY_MS = 1_000;

/** Short, as a document's file can be replaced under the same address. */
const DOCUMENT_CACHE = 'public, max-age=300';

/** The public catalogue: lists, facets, product pages, search, the download centre and the sitemap's products. */
export async function catalogRoutes(app: FastifyInstance, options: CatalogOptions) {
  const { db } = options;
  const cache = new CatalogueCache(db, options.redis);
  await cache.start((error) => app.log.error({ err: error }, 'catalogue revision message unreadable'));
  const search = new CatalogueSearch(db, () => cache.revisionNow());
  // A second after the portal answers, in the background: the build reads every product, and begun at once it held
  // up the first replies after a restart (by 0.4 s at 100,000 products). A search before then builds it itself,
  // and the first search waits only for what is left of the build.
  let warming: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warming = setTimeout(() => {
      search.warm().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue search index not built ahead'));
    }, SEARCH_WARM_DELAY_MS);
  });
  app.addHook('onClose', async () => {
    clearTimeout(warming);
    await Promise.all([cache.stop(), search.stop()]);
  });
  const currency = editionCurrency(options.edition);
  const apiBase = app.prefix;

  /** Visitors see list prices; a signed-in customer sees the prices of their group. An unknown token is a visitor. */
  const pricingOf = async (request: FastifyRequest): Promise<Pricing> => {
    const presented = request.presentedToken('customer');
    const customer = presented ? await customerForToken(db, presented.token) : null;
    return { currency, priceGroup: await priceGroupOf(db, customer?.id ?? null) };
  };

  /** Answers from the cache with an ETag; a matching If-None-Match gets 304 without a body. */
  const cached = async <T>(request: FastifyRequest, reply: FastifyReply, kind: string, pricing: Pricing | null, load: () => Promise<T>) => {
    const context: Record<string, string> = { language: request.ctx.language, ...(pricing ?? {}) };
    const entry = await cache.read(cacheKey(kind, request.query as Record<string, unknown>, context), load);
    const shared = !pricing || pricing.priceGroup === 'list';
    reply.header('ETag', entry.etag);
    reply.header('Cache-Control', `${shared ? 'public' : 'private'}, max-age=0, must-revalidate`);
    reply.header('Vary', 'Accept-Language, X-Access-Token, Cookie');
    const offered = request.headers['if-none-match'];
    if (offered && offered.split(',').some((tag) => tag.trim() === entry.etag)) {
      return reply.code(304).send();
    }
    // The kept JSON goes out as it is: writing the same reply again through the schema is most of a cached read.
    return reply.type('application/json; charset=utf-8').send(okEnvelopeBytes(entry.json));
  };

  const totals: TotalsCache = async (filters, count) => (await cache.read(cacheKey('total', filters, {}), count)).body;

  const endpoints = catalogEndpoints;
  serveEndpoint(app, endpoints.list, async (request, reply) => {
    const pricing = await pricingOf(request);
    return cached(request, reply, 'list', pricing, () => listProducts(db, request.query, { language: request.ctx.language, pricing, totals }));
  });
  serveEndpoint(app, endpoints.facets, async (request, reply) => cached(request, reply, 'facets', null, () => productFacets(db, request.query)));
  serveEndpoint(app, endpoints.detail, async (request, reply) => {
    const pricing = await pricingOf(request);
    const { catalogNo, id } = request.query;
    return cached(request, reply, 'detail', pricing, () =>
      productDetail(db, { ...(id ? { id } : { catalogNo }) }, { language: request.ctx.language, pricing, apiBase }),
    );
  });
  serveEndpoint(app, endpoints.search, async (request, reply) => {
    const pricing = await pricingOf(request);
    return cached(request, reply, 'search', pricing, () => search.search(request.query, { language: request.ctx.language, pricing }));
  });
  serveEndpoint(app, endpoints.documents, async (request) => okEnvelope(await listDocuments(db, request.query, request.ctx.language, apiBase)));
  serveEndpoint(app, endpoints.document, async (request, reply) => {
    const found = await documentWithProduct(db, request.params.id);
    if (!found || (found.product && !found.product.published)) throw new AppError(404, 'catalogDocumentNotFound');
    const { filePath } = found.document;
    if (filePath.startsWith('/files/')) return reply.redirect(filePath);
    // A PDF staff uploaded takes the place of the generated one.
    if (STORED_PATH_PATTERN.test(filePath))
      return sendStoredFile(reply, db, options.uploadRoot, filePath, (row) => row.folder === DOCUMENT_FOLDER, DOCUMENT_CACHE);
    const pdf = await documentPdf(found.document, found.product, options.brand);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${documentFileName(found.document, found.product)}"`)
      .header('Cache-Control', DOCUMENT_CACHE)
      .send(pdf);
  });
  serveEndpoint(app, endpoints.sitemap, async (request, reply) => cached(request, reply, 'sitemap', null, () => sitemapProducts(db, request.query.page)));
}
