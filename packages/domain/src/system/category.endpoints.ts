import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { categoryNodeSchema } from './category.contract.js';

const BASE = '/sys/category';
const tags = ['categories'];
const nodes = z.array(categoryNodeSchema);
const cacheBuster = { _t: z.string().optional() };
const nodeId = z.string().trim().max(64);
const condition = z.string().max(500).optional();

/**
 * /sys/dict/loadTreeData's query: JeecgBoot clients name the table and its columns, which the server only compares
 * with the pairs it exposes (wire-contract.md).
 */
export const dictTreeQuerySchema = z.object({
  pid: nodeId.default(''),
  tableName: z.string().max(64),
  text: z.string().max(64),
  code: z.string().max(64),
  pidField: z.string().max(64).default('pid'),
  hasChildField: z.string().max(64).default('has_child'),
  condition,
  ...cacheBuster,
});

/** The category tree calls of spec section 7; every parameter is a value compared in memory, never a column or table. */
export const categoryEndpoints = {
  /** The first level under `pcode`'s node (the root without one); `async=false` answers the whole subtree. */
  treeRoot: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadTreeRoot`,
    tags,
    access: 'public',
    query: z.object({ pcode: nodeId.optional(), async: z.enum(['true', 'false']).default('true'), ...cacheBuster }),
    reply: nodes,
  }),
  treeChildren: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadTreeChildren`,
    tags,
    access: 'public',
    query: z.object({ pid: nodeId, ...cacheBuster }),
    reply: nodes,
  }),
  one: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadOne`,
    tags,
    access: 'public',
    query: z.object({ field: z.enum(['id', 'code']), val: nodeId, ...cacheBuster }),
    reply: categoryNodeSchema,
  }),
  /** One level under `pid` (or `pcode`'s node), filtered by a JSON `condition`. */
  treeData: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadTreeData`,
    tags,
    access: 'public',
    query: z.object({ pid: nodeId.optional(), pcode: nodeId.optional(), condition, ...cacheBuster }),
    reply: nodes,
  }),
  dictTreeData: defineEndpoint({ method: 'GET', path: '/sys/dict/loadTreeData', tags, access: 'public', query: dictTreeQuerySchema, reply: nodes }),
  /** The names of the comma-separated category ids in `ids`, in their order. */
  names: defineEndpoint({
    method: 'GET',
    path: `${BASE}/loadDictItem`,
    tags,
    access: 'public',
    query: z.object({ ids: z.string().max(2000).default(''), ...cacheBuster }),
    reply: z.array(z.string()),
  }),
};
