import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { reportColumnsReplySchema, reportDataQuerySchema, reportIdSchema, reportPageSchema, reportQueryItemSchema } from './report.contract.js';

const BASE = '/online/cgreport/api';
const tags = ['reports'];
const configParams = z.object({ configId: reportIdSchema });

/**
 * The server-defined reports of spec section 7, looked up by code or config id. Any session opens the door; whether a
 * report wants a customer's or a staff member's depends on the report, which the server checks itself.
 */
export const reportEndpoints = {
  columns: defineEndpoint({
    method: 'GET',
    path: `${BASE}/getRpColumns/:code`,
    tags,
    access: 'session',
    params: z.object({ code: reportIdSchema }),
    reply: reportColumnsReplySchema,
  }),
  queryInfo: defineEndpoint({
    method: 'GET',
    path: `${BASE}/getQueryInfo/:configId`,
    tags,
    access: 'session',
    params: configParams,
    reply: z.array(reportQueryItemSchema),
  }),
  data: defineEndpoint({
    method: 'GET',
    path: `${BASE}/getData/:configId`,
    tags,
    access: 'session',
    params: configParams,
    query: reportDataQuerySchema,
    reply: reportPageSchema,
  }),
};
