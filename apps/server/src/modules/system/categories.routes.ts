import { CATEGORY_ROOT_ID, categoryEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { CategoryTree, parseCondition } from './categories.service.js';
import type { ReferenceData } from './reference-data.js';

/**
 * The tables /sys/dict/loadTreeData may name, with the exact column names a JeecgBoot client sends for them
 * (wire-contract.md: an explicitly exposed pair, or a clear error; never SQL).
 */
const DICT_TREE_SOURCES: Readonly<Record<string, { text: string; code: string; pidField: string; hasChildField: string }>> = {
  sys_category: { text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' },
};

/** The category tree calls of spec section 7 (`categoryEndpoints`). */
export async function categoriesRoutes(app: FastifyInstance, options: { reference: ReferenceData }) {
  const tree = (language: Parameters<typeof CategoryTree.load>[1]) => CategoryTree.load(options.reference, language);

  serveEndpoint(app, categoryEndpoints.treeRoot, async (request) => {
    const loaded = await tree(request.ctx.language);
    return okEnvelope(loaded.children(loaded.idOfCode(request.query.pcode), { deep: request.query.async === 'false' }));
  });

  serveEndpoint(app, categoryEndpoints.treeChildren, async (request) => okEnvelope((await tree(request.ctx.language)).children(request.query.pid)));

  serveEndpoint(app, categoryEndpoints.one, async (request) => okEnvelope((await tree(request.ctx.language)).one(request.query.field, request.query.val)));

  serveEndpoint(app, categoryEndpoints.treeData, async (request) => {
    const loaded = await tree(request.ctx.language);
    const condition = parseCondition(request.query.condition);
    const parentId = request.query.pid || loaded.idOfCode(request.query.pcode);
    return okEnvelope(loaded.children(parentId, { deep: false, condition }));
  });

  serveEndpoint(app, categoryEndpoints.dictTreeData, async (request) => {
    const { tableName, text, code, pidField, hasChildField, pid, condition } = request.query;
    const source = Object.hasOwn(DICT_TREE_SOURCES, tableName) ? DICT_TREE_SOURCES[tableName] : undefined;
    const matches = source && source.text === text && source.code === code && source.pidField === pidField && source.hasChildField === hasChildField;
    if (!matches) throw new AppError(400, 'treeSourceNotAllowed');
    return okEnvelope((await tree(request.ctx.language)).children(pid || CATEGORY_ROOT_ID, { deep: false, condition: parseCondition(condition) }));
  });

  serveEndpoint(app, categoryEndpoints.names, async (request) => {
    const ids = request.query.ids
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    return okEnvelope((await tree(request.ctx.language)).names(ids));
  });
}
