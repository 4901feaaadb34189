import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server derives its guard from this (the session and permission are checked before
 * the body is read), and the OpenAPI document its security. `'session'`: a customer's or a staff member's session,
 * the handler deciding what each may do.
 */
export type EndpointAccess = 'public' | 'customer' | 'staff' | 'session' | { permission: string };

/**
 * One endpoint of the API, the only place its method, path and shapes are written: the server registers its route
 * from it and the web app calls it through it (docs/architecture.md, "One request from page to table").
 * `path` is relative to the API base and names its parameters as `:name`; `reply` is the schema of the envelope's
 * `result`, `'file'` for a reply of bytes (a PDF, a spreadsheet, a stored upload) or `'redirect'` for a redirect;
 * `body: 'multipart'` takes an upload, `body: 'xml'` a document of another protocol (cXML) read by the handler itself; `headers` checks request headers (named in lower case, as Fastify reads them).
 */
export type EndpointDefinition = {
  readonly method: EndpointMethod;
  readonly path: string;
  readonly tags: readonly string[];
  readonly access: EndpointAccess;
  /** The call carries X-Sign and X-TIMESTAMP (wire contract, "Signing"). */
  readonly signed?: boolean;
  readonly headers?: z.ZodType;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | 'multipart' | 'xml';
  readonly reply: z.ZodType | 'file' | 'redirect';
  /** Other status codes that answer with the same envelope (a partly accepted import). */
  readonly alsoAnswers?: readonly number[];
};

/** Names a definition; `const` keeps its literal path and schemas for the types below. */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** An object with no keys: what a part of a call is when its schema asks for nothing. */
export type NoInput = Record<never, never>;

/** A part of a call that may be left out when its schema asks for nothing required. */
type Part<Key extends string, S> = [S] extends [z.ZodType] ? (NoInput extends InputOf<S> ? { [K in Key]?: InputOf<S> } : { [K in Key]: InputOf<S> }) : NoInput;

/** What a caller sends: the path's parameters, the query and the JSON body (or the upload's form), each as its schema takes it. */
export type EndpointInput<D extends EndpointDefinition> = Part<'params', D['params']> &
  Part<'query', D['query']> &
  (D['body'] extends 'multipart' ? { form: FormData } : D['body'] extends 'xml' ? { xml: string } : Part<'body', D['body']>);

/** The envelope's `result` as the caller reads it. */
export type EndpointResult<D extends EndpointDefinition> = D['reply'] extends z.ZodType ? z.output<D['reply']> : never;

/** The envelope's `result` as the server's handler may give it (before the reply schema's defaults and transforms). */
export type EndpointHandlerResult<D extends EndpointDefinition> = D['reply'] extends z.ZodType ? z.input<D['reply']> : never;

/** The request a server handler reads: parameters, query and body as their schemas parse them. */
export type EndpointRequestParts<D extends EndpointDefinition> = {
  Params: OutputOf<D['params']>;
  Querystring: OutputOf<D['query']>;
  Body: D['body'] extends z.ZodType ? z.output<D['body']> : unknown;
};

/**
 * The path with its `:name` parameters filled in, each escaped, and a trailing `*` with the `'*'` parameter, each of
 * its segments escaped (a stored file's path); a missing parameter is a programming error.
 */
export function endpointPath(definition: EndpointDefinition, params?: Record<string, string | number>): string {
  const valueOf = (name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`endpoint ${definition.path} needs the parameter ${name}`);
    return String(value);
  };
  return definition.path
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(valueOf(name)))
    .replace(/\*$/, () => valueOf('*').replace(/^\//, '').split('/').map(encodeURIComponent).join('/'));
}

/** Whether the endpoint needs a signed-in customer or staff member (the OpenAPI document's security). */
export function endpointNeedsSession(definition: EndpointDefinition): boolean {
  return definition.access !== 'public';
}
