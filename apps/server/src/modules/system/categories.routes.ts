import { CATEGORY_ROOT_ID, categoryNodeSchema, envelopeSchema, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { CategoryTree, parseCondition } from './categories.service.js';
import type { ReferenceData } from './reference-data.js';

const BASE = '/sys/category';
const tags = ['categories'];
const nodes = envelopeSchema(z.array(categoryNodeSchema));
const cacheBuster = { _t: z.string().optional() };
const id = z.string().trim().max(64);

/**
 * The tables /sys/dict/loadTreeData may name, with the exact column names a JeecgBoot client sends for them
 * (wire-contract.md: an explicitly exposed pair, or a clear error; never SQL).
 */
const DICT_TREE_SOURCES: Readonly<Record<string, { text: string; code: string; pidField: string; hasChildField: string }>> = {
  sys_category: { text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' },
};

const dictTreeQuery = z.object({
  pid: id.default(''),
  tableName: z.string().max(64),
  text: z.string().max(64),
  code: z.string().max(64),
  pidField: z.string().max(64).default('pid'),
  hasChildField: z.string().max(64).default('has_child'),
  condition: z.string().max(500).optional(),
  ...cacheBuster,
});

/** The category tree calls of spec section 7; every parameter is a value compared in memory, never a column or table. */
export async function categoriesRoutes(app: FastifyInstance, options: { reference: ReferenceData }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tree = (language: Parameters<typeof CategoryTree.load>[1]) => CategoryTree.load(options.reference, language);

  routes.get(
    `${BASE}/loadTreeRoot`,
    { schema: { tags, querystring: z.object({ pcode: id.optional(), async: z.enum(['true', 'false']).default('true'), ...cacheBuster }), response: { 200: nodes } } },
    async (request) => {
      const loaded = await tree(request.ctx.language);
      return okEnvelope(loaded.children(loaded.idOfCode(request.query.pcode), { deep: request.query.async === 'false' }));
    },
  );

  routes.get(`${BASE}/loadTreeChildren`, { schema: { tags, querystring: z.object({ pid: id, ...cacheBuster }), response: { 200: nodes } } }, async (request) =>
    okEnvelope((await tree(request.ctx.language)).children(request.query.pid)),
  );

  routes.get(
    `${BASE}/loadOne`,
    { schema: { tags, querystring: z.object({ field: z.enum(['id', 'code']), val: id, ...cacheBuster }), response: { 200: envelopeSchema(categoryNodeSchema) } } },
    async (request) => okEnvelope((await tree(request.ctx.language)).one(request.query.field, request.query.val)),
  );

  routes.get(
    `${BASE}/loadTreeData`,
    { schema: { tags, querystring: z.object({ pid: id.optional(), pcode: id.optional(), condition: z.string().max(500).optional(), ...cacheBuster }), response: { 200: nodes } } },
    async (request) => {
      const loaded = await tree(request.ctx.language);
      const condition = parseCondition(request.query.condition);
      const parentId = request.query.pid || loaded.idOfCode(request.query.pcode);
      return okEnvelope(loaded.children(parentId, { deep: false, condition }));
    },
  );

  routes.get('/sys/dict/loadTreeData', { schema: { tags, querystring: dictTreeQuery, response: { 200: nodes } } }, async (request) => {
    const { tableName, text, code, pidField, hasChildField, pid, condition } = request.query;
    const source = Object.hasOwn(DICT_TREE_SOURCES, tableName) ? DICT_TREE_SOURCES[tableName] : undefined;
    const matches = source && source.text === text && source.code === code && source.pidField === pidField && source.hasChildField === hasChildField;
    if (!matches) throw new AppError(400, 'treeSourceNotAllowed');
    return okEnvelope((await tree(request.ctx.language)).children(pid || CATEGORY_ROOT_ID, { deep: false, condition: parseCondition(condition) }));
  });

  routes.get(`${BASE}/loadDictItem`, { schema: { tags, querystring: z.object({ ids: z.string().max(2000).default(''), ...cacheBuster }), response: { 200: envelopeSchema(z.array(z.string())) } } }, async (request) => {
    const ids = request.query.ids.split(',').map((value) => value.trim()).filter(Boolean);
    return okEnvelope((await tree(request.ctx.language)).names(ids));
  });
}
