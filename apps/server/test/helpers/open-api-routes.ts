import type { TestApp } from './test-app.js';

/** The parts of a JSON Schema the sweeps read. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
};

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };

/** One operation of the API, as the OpenAPI document generated from the route schemas describes it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path with `{name}` placeholders, as the document writes it. */
  path: string;
  parameters: Parameter[];
  jsonBody: JsonSchema | null;
  /** The operation reads a document of another protocol (cXML) and answers in that protocol, not the envelope. */
  xmlBody: boolean;
  secured: boolean;
  result: JsonSchema | null;
};

type DocumentOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** Every operation of the API, read from the OpenAPI document the app's own routes give. */
export async function apiOperations(t: TestApp): Promise<Operation[]> {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, DocumentOperation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content?.['application/json']?.schema ?? null,
      xmlBody: operation.requestBody?.content?.['text/xml'] !== undefined,
      secured: (operation.security ?? []).length > 0,
      result: operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.result ?? null,
    })),
  );
}

/** A value a parameter accepts where it can say (its first allowed value or its default), else `fallback`. */
export function sampleValue(schema: JsonSchema | undefined, fallback: string): string {
  const allowed = schema?.enum?.[0] ?? schema?.anyOf?.find((option) => option.enum)?.enum?.[0] ?? schema?.default;
  return allowed === undefined ? fallback : String(allowed);
}

/** The operation's URL, each path parameter (and the `*` wildcard) filled by `valueOf`, already URL-encoded. */
export function urlOf(operation: Operation, valueOf: (name: string) => string = () => 'x'): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => valueOf(name));
}

/** The path to every leaf of a body schema (objects by property, in every variant; lists by their first item). */
export function leafPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const options = schema.anyOf ?? schema.oneOf ?? [schema];
  const objects = options.filter((option) => option.properties);
  if (objects.length > 0) {
    const paths = objects.flatMap((object) => Object.entries(object.properties ?? {}).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key])));
    return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
  }
  const list = options.find((option) => option.items);
  if (list?.items) return leafPaths(list.items, [...prefix, '0']);
  return [prefix];
}

/** A body holding `value` at `path` and nothing else. */
export function bodyWith(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}

/** The keys of every object anywhere inside a schema. */
export function propertyNames(schema: JsonSchema | null): Set<string> {
  const names = new Set<string>();
  const pending = schema ? [schema] : [];
  for (let at = pending.pop(); at; at = pending.pop()) {
    for (const [key, inner] of Object.entries(at.properties ?? {})) {
      names.add(key);
      pending.push(inner);
    }
    if (at.items) pending.push(at.items);
    pending.push(...(at.anyOf ?? []), ...(at.oneOf ?? []));
  }
  return names;
}
