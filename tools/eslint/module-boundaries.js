// Keeps the architecture's one-way dependencies: web features never import each other (routes compose
// them), and a server module is reached from outside only through its index.ts. The database layer is
// one exception: it gathers every module's tables into the schema. Tests may reach a module's internals.
import { dirname, relative, resolve, sep } from 'node:path';

const FEATURE = /apps\/web\/app\/features\/([^/]+)\//;
const MODULE = /apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

function posix(path) {
  return path.split(sep).join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid feature-to-feature imports and reaching into another server module' },
    messages: {
      feature: "Feature '{{from}}' must not import feature '{{to}}'; compose them in a route instead.",
      module: "Import server module '{{to}}' through its index.ts, not '{{file}}'.",
    },
    schema: [],
  },
  create(context) {
    const importer = posix(relative(process.cwd(), context.filename));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = posix(relative(process.cwd(), resolve(dirname(context.filename), source)));
      const fromFeature = FEATURE.exec(importer)?.[1];
      const toFeature = FEATURE.exec(`${target}/`)?.[1];
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        context.report({ node, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
      }
      const toModule = MODULE.exec(target);
      const fromModule = MODULE.exec(importer)?.[1];
      const schemaGathering = importer.startsWith('apps/server/src/db/') && /\.table(\.js)?$/.test(toModule?.[2] ?? '');
      const exempt = schemaGathering || importer.startsWith('apps/server/test/');
      if (toModule && toModule[1] !== fromModule && !exempt && !/^index(\.js)?$/.test(toModule[2])) {
        context.report({ node, messageId: 'module', data: { to: toModule[1], file: toModule[2] } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
