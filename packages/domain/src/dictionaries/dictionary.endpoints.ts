import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { dictCodeParamsSchema, dictModelSchema, dictSearchQuerySchema, dictTextQuerySchema } from './dictionary.contract.js';

const BASE = '/sys/dict';
const tags = ['dictionaries'];
const items = z.array(dictModelSchema);
const dictParams = z.object({ dict: z.string().trim().max(200) });

/** The dictionary calls of spec section 7; codes are looked up, never turned into SQL (wire-contract.md). */
export const dictionaryEndpoints = {
  /** One dictionary's items; cacheable, so the client sends it without the `_t` buster. */
  items: defineEndpoint({ method: 'GET', path: `${BASE}/getDictItems/:dictCode`, tags, access: 'public', params: dictCodeParamsSchema, reply: items }),
  all: defineEndpoint({ method: 'GET', path: `${BASE}/queryAllDictItems`, tags, access: 'public', reply: z.record(z.string(), items) }),
  /** The server reads its reference data again (JeecgBoot's spelling of the path). */
  refreshCache: defineEndpoint({ method: 'GET', path: `${BASE}/refleshCache`, tags, access: 'public', reply: z.null() }),
  search: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadDict/:dict`,
    tags,
    access: 'public',
    params: dictParams,
    query: dictSearchQuerySchema,
    reply: items,
  }),
  texts: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadDictItem/:dict`,
    tags,
    access: 'public',
    params: dictParams,
    query: dictTextQuerySchema,
    reply: z.array(z.string()),
  }),
};
