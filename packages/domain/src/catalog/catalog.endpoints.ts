import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import {
  documentListItemSchema,
  documentListQuerySchema,
  productDetailQuerySchema,
  productDetailSchema,
  productFacetsSchema,
  productListQuerySchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  productSummarySchema,
  sitemapPageSchema,
  sitemapQuerySchema,
} from './product.contract.js';

const BASE = '/by-abinvivo/abinvivo/product';
const tags = ['catalog'];

/** The public catalogue (spec section 7): lists, facets, product pages, search, the download centre and the sitemap's products. */
export const catalogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list`,
    tags,
    access: 'public',
    query: productListQuerySchema,
    reply: pageResultSchema(productSummarySchema),
  }),
  facets: defineEndpoint({ method: 'GET', path: `${BASE}/facets`, tags, access: 'public', query: productListQuerySchema, reply: productFacetsSchema }),
  detail: defineEndpoint({ method: 'GET', path: `${BASE}/detail`, tags, access: 'public', query: productDetailQuerySchema, reply: productDetailSchema }),
  search: defineEndpoint({ method: 'GET', path: `${BASE}/search`, tags, access: 'public', query: productSearchQuerySchema, reply: productSearchResultSchema }),
  documents: defineEndpoint({
    method: 'GET',
    path: `${BASE}/documents`,
    tags,
    access: 'public',
    query: documentListQuerySchema,
    reply: pageResultSchema(documentListItemSchema),
  }),
  /** A product document's PDF: generated, or the one staff uploaded in its place. */
  document: defineEndpoint({ method: 'GET', path: `${BASE}/document/:id`, tags, access: 'public', params: z.object({ id: z.string().uuid() }), reply: 'file' }),
  sitemap: defineEndpoint({ method: 'GET', path: `${BASE}/sitemap`, tags, access: 'public', query: sitemapQuerySchema, reply: sitemapPageSchema }),
};
