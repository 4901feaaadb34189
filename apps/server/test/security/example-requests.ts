import { signRequest } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { randomAddress } from '../helpers/accounts.js';
import { type JsonSchema, type Operation, type Parameter, urlOf } from '../helpers/open-api-routes.js';
import { TEST_SIGNING_SECRET } from '../helpers/test-app.js';

/** The parts of a JSON Schema an example is made from, beyond those the sweeps read. */
export type Schema = JsonSchema & { required?: string[]; format?: string; minimum?: number; minLength?: number; maxLength?: number; minItems?: number };

/** What to put in a field, from its name and schema; `undefined` leaves it to the schema's own example. */
export type FieldFiller = (name: string, schema: Schema) => unknown;

/** A request in parts, so a sweep can change one part before sending it. */
export type RequestParts = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonType = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);

/** Whether a value has the JSON type (or allowed value, or length) a schema asks for: a value read elsewhere may not suit this field. */
export function fits(value: unknown, schema: Schema): boolean {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some((option) => fits(value, option));
  if (schema.enum) return schema.enum.includes(value);
  if (typeof value === 'string' && (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity))) return false;
  const type = jsonType(value);
  return schema.type === undefined || schema.type === type || (schema.type === 'number' && type === 'integer');
}

export const acceptsList = (schema: Schema): boolean => schema.type === 'array' || (schema.anyOf ?? schema.oneOf ?? []).some(acceptsList);

function simplestOf(schema: Schema): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'security.probe@example.org';
      if (schema.format === 'date') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

/**
 * A value the schema accepts: the filler's, else its first allowed value, its default, or the simplest value of its
 * type. An object gets its required keys and whatever optional keys the filler has a value for; of several shapes,
 * the `variant`th is taken.
 */
export function exampleOf(schema: Schema, name: string, fill: FieldFiller, variant = 0): unknown {
  const chosen = fill(name, schema);
  if (chosen !== undefined) return chosen;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  const shapes = options?.filter((option) => option.type !== 'null');
  if (shapes) return exampleOf(shapes[variant % shapes.length] ?? {}, name, fill);
  if (schema.type === 'array') return (schema.minItems ?? 0) > 0 && schema.items ? [exampleOf(schema.items, name, fill)] : [];
  if (schema.type !== 'object') return simplestOf(schema);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => {
      const value = schema.required?.includes(key) ? exampleOf(inner, key, fill) : fill(key, inner);
      return value === undefined ? [] : [[key, value]];
    }),
  );
}

/** The operation's request with every required parameter and body field (and any the filler knows) filled; `variant` picks the body's shape. */
export function exampleRequest(operation: Operation, fill: FieldFiller, variant = 0): RequestParts {
  const partIn = (where: Parameter['in']) =>
    Object.fromEntries(
      (operation.parameters as (Parameter & { required?: boolean })[])
        .filter((parameter) => parameter.in === where)
        .flatMap((parameter) => {
          const schema = parameter.schema ?? {};
          const value = parameter.required || where === 'path' ? exampleOf(schema, parameter.name, fill) : fill(parameter.name, schema);
          return value === undefined ? [] : [[parameter.name, value]];
        }),
    );
  return { path: partIn('path'), query: partIn('query'), body: operation.jsonBody ? exampleOf(operation.jsonBody, '', fill, variant) : undefined };
}

/** A copy of `root` holding `value` at `path` (keys of objects, digits for list positions), creating what is missing. */
export function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (/^\d+$/.test(key)) {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[Number(key)] = withValueAt(list[Number(key)], rest, value);
    return list;
  }
  const object = isRecord(root) ? { ...root } : {};
  object[key] = withValueAt(object[key], rest, value);
  return object;
}

/** A query string as a browser or a hand-made request writes each kind of value: lists repeat the key, objects use brackets. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else if (isRecord(value)) for (const [key, inner] of Object.entries(value)) search.append(`${name}[${key}]`, String(inner));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path segment; the `*` wildcard holds a stored file's path, whose slashes stay. */
const segmentOf = (name: string, value: unknown) =>
  name === '*' ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(isRecord(value) ? JSON.stringify(value) : String(value));

/**
 * The request as `app.inject` takes it, signed in with `token` and from a fresh client address (so no limit is
 * reached); a signed operation's call carries X-Sign and X-TIMESTAMP as the web app makes them, so it is checked further.
 */
export function injectOptions(operation: Operation & { signed?: boolean }, parts: RequestParts, token: string): InjectOptions {
  const url = urlOf(operation, (name) => segmentOf(name, parts.path[name])) + queryString(parts.query);
  const signature = operation.signed
    ? { 'x-sign': signRequest(url, isRecord(parts.body) ? parts.body : {}, TEST_SIGNING_SECRET), 'x-timestamp': String(Date.now()) }
    : {};
  return {
    method: operation.method,
    url,
    headers: { 'x-access-token': token, 'x-forwarded-for': randomAddress(), ...signature },
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  };
}
