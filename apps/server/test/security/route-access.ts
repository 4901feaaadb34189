import * as domain from '@portal/domain';
import type { EndpointAccess, EndpointDefinition } from '@portal/domain';
import { type Operation, apiOperations } from '../helpers/open-api-routes.js';
import type { TestApp } from '../helpers/test-app.js';

/** An operation of the OpenAPI document beside the access its endpoint definition declares, and whether calls are signed. */
export type GuardedOperation = Operation & { access: EndpointAccess; signed: boolean };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isDefinition = (value: Record<string, unknown>): value is EndpointDefinition & Record<string, unknown> =>
  typeof value.method === 'string' && typeof value.path === 'string' && 'access' in value && Array.isArray(value.tags);

/**
 * Every endpoint definition the domain package exports, however deeply grouped (per edition, per cart). Only plain
 * objects are walked: definitions are object literals, while zod schemas are class instances with no endpoint inside.
 */
function definitionsIn(value: unknown, found: EndpointDefinition[] = []): EndpointDefinition[] {
  if (!isPlainObject(value)) return found;
  if (isDefinition(value)) found.push(value);
  else for (const inner of Object.values(value)) definitionsIn(inner, found);
  return found;
}

/** `GET /base/a/{id}` for both the document's `{id}` and the definition's `:id` (and `*`, which the document writes `{*}`). */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}')}`;

/**
 * Every operation of the app's OpenAPI document with its definition's access, so a new endpoint joins every sweep
 * without a test naming it. An operation no definition declares would escape the sweeps, so it fails loudly.
 */
export async function guardedOperations(t: TestApp): Promise<GuardedOperation[]> {
  const base = t.config.public.apiBasePath;
  const definitions = new Map(definitionsIn({ ...domain }).map((definition) => [routeKey(definition.method, `${base}${definition.path}`), definition]));
  return (await apiOperations(t)).map((operation) => {
    const definition = definitions.get(routeKey(operation.method, operation.path));
    if (!definition) throw new Error(`no endpoint definition for ${operation.method} ${operation.path}`);
    return { ...operation, access: definition.access, signed: definition.signed === true };
  });
}

/** Whether only staff may call the operation (a staff session, or one with a permission). */
export const isStaffOnly = (operation: GuardedOperation) => operation.access === 'staff' || typeof operation.access === 'object';
