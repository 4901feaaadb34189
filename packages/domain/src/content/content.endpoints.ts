import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import { idempotencyKeyHeadersSchema } from '../http/idempotency.js';
import {
  contentPageSchema,
  faqEntrySchema,
  newsDetailQuerySchema,
  newsDetailSchema,
  newsListQuerySchema,
  newsSummarySchema,
  serviceRequestInputSchema,
  serviceRequestSchema,
} from './content.contract.js';

const BASE = '/by-abinvivo/abinvivo';
const tags = ['content'];

/** News, FAQ and the about-section pages for everyone, and the custom-service requests of signed-in customers. */
export const contentEndpoints = {
  news: {
    list: defineEndpoint({
      method: 'GET',
      path: `${BASE}/news/list`,
      tags,
      access: 'public',
      query: newsListQuerySchema,
      reply: pageResultSchema(newsSummarySchema),
    }),
    detail: defineEndpoint({ method: 'GET', path: `${BASE}/news/detail`, tags, access: 'public', query: newsDetailQuerySchema, reply: newsDetailSchema }),
  },
  faqs: defineEndpoint({ method: 'GET', path: `${BASE}/faq/list`, tags, access: 'public', reply: z.array(faqEntrySchema) }),
  /** A staff-kept page by its key; any key is taken, so an unknown one is refused with its own message (contentPageUnknown). */
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/page/:key`,
    tags,
    access: 'public',
    params: z.object({ key: z.string().max(200) }),
    reply: contentPageSchema,
  }),
  serviceRequests: {
    /** Takes an Idempotency-Key, so a repeated submission answers the first request instead of storing another. */
    add: defineEndpoint({
      method: 'POST',
      path: `${BASE}/serviceRequest/add`,
      tags,
      access: 'customer',
      headers: idempotencyKeyHeadersSchema,
      body: serviceRequestInputSchema,
      reply: serviceRequestSchema,
    }),
    list: defineEndpoint({ method: 'GET', path: `${BASE}/serviceRequest/list`, tags, access: 'customer', reply: z.array(serviceRequestSchema) }),
  },
};
