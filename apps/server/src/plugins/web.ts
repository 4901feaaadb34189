import fastifyStatic from '@fastify/static';
import { HEADERS, PUBLIC_PAGE_HEADER, type PublicConfig } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { RequestHandler, ServerBuild } from 'react-router';
import type { ServerConfig } from '../config.js';
import { SERVER_PACKAGE_DIR } from '../package-dir.js';
import { AppError } from '../errors.js';
import { PageCache, changesPublicPages } from './page-cache.js';
import { SESSION_KINDS } from './session-cookies.js';

/** What every loader and action receives; the web app declares the same shape in app/load-context.ts. */
export type WebLoadContext = {
  config: PublicConfig;
  cspNonce: string;
  /** Calls the API in-process, through the same validation and authorization as a browser's request. */
  apiFetch: (input: string, init?: RequestInit) => Promise<Response>;
};

const WEB_DIR = resolve(process.env.PORTAL_WEB_DIR ?? join(SERVER_PACKAGE_DIR, '../web'));

function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    // antd writes its component styles at run time; inline style blocks cannot carry a nonce there.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

/**
 * The in-process API for one page request. `onRefused` hears of every call the API refused with 401 and the token
 * it carried, so that the page can remove a session cookie that names no live session any more.
 */
function injectingFetch(app: FastifyInstance, onRefused: (token: string) => void) {
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = { ...app.internalCall.headers };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const token = headers[HEADERS.accessToken.toLowerCase()];
    if (result.statusCode === 401 && token) onRefused(token);
    return new Response(result.rawPayload.length > 0 ? new Uint8Array(result.rawPayload) : null, {
      status: result.statusCode,
      headers: result.headers as Record<string, string>,
    });
  };
}

/**
 * The built client's files: each folder (assets, images, files) as one route of its own, and the few files beside
 * them by name. One route per file, as the static plugin makes when told no wildcard, meant four hundred routes and a
 * walk of the folder at every start (a tenth of a second of it).
 */
async function serveBuiltFiles(app: FastifyInstance, root: string): Promise<void> {
  // The static plugin's own header would overwrite ours: built assets carry their content's hash in the name, so
  // they never change and are kept for a year; other files are checked again on each use.
  const cacheHeaders = {
    cacheControl: false,
    setHeaders: (res: { setHeader: (name: string, value: string) => void }, path: string) => {
      res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  };
  const entries = readdirSync(root, { withFileTypes: true });
  await app.register(fastifyStatic, { root, serve: false, ...cacheHeaders });
  for (const folder of entries.filter((entry) => entry.isDirectory()))
    await app.register(fastifyStatic, { root: join(root, folder.name), prefix: `/${folder.name}/`, decorateReply: false, ...cacheHeaders });
  for (const file of entries.filter((entry) => entry.isFile()))
    app.get(`/${file.name}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file.name, root));
}

/** The renderer: React Router's handler of the built web app, or of Vite's live one in development. */
async function loadRenderer(app: FastifyInstance, dev: boolean): Promise<RequestHandler> {
  if (dev) {
    const { createRequestHandler } = await import('react-router');
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({ root: WEB_DIR, configFile: join(WEB_DIR, 'vite.config.ts'), server: { middlewareMode: true } });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    return createRequestHandler(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development');
  }
  const serverEntry = join(WEB_DIR, 'build/server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`The web app is not built (${serverEntry} is missing); run npm run build.`);
  // Loaded beside the start, not before it: the API answers while the renderer (React, antd) is still loading,
  // and the first page waits for it.
  const build = import(serverEntry) as Promise<ServerBuild>;
  build.catch((error: unknown) => app.log.error({ err: error }, 'the web app could not be loaded'));
  await serveBuiltFiles(app, join(WEB_DIR, 'build/client'));
  // Handed the build itself, not a function giving it: from a function React Router derives the whole route table
  // and request handler again for every page (measured, a tenth of a signed-in product page).
  // React Router is loaded with the renderer, not before the API answers.
  const handler = Promise.all([import('react-router'), build]).then(([router, loaded]) => router.createRequestHandler(loaded, 'production'));
  // Logged above; each page then answers with the failure.
  handler.catch(() => undefined);
  return async (request, context) => (await handler)(request, context);
}

/** Serves every non-API path with the server-rendered React Router app. */
export function webPlugin(options: { config: ServerConfig; dev: boolean }) {
  return async (app: FastifyInstance) => {
    const handle = await loadRenderer(app, options.dev);
    const apiPrefix = `${options.config.public.apiBasePath}/`;
    const pages = new PageCache();
    // A staff page's form posts to the API in-process with the staff session, so that inner request is the one
    // carrying `request.staff` and emptying the store.
    app.addHook('onResponse', (request, reply, done) => {
      if (changesPublicPages(request, reply.statusCode)) pages.clear();
      done();
    });

    await app.register(async (scope) => {
      // Pages read their own bodies (form posts); nothing here should be parsed by Fastify first.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: async (request, reply) => {
          if (request.url.startsWith(apiPrefix)) throw new AppError(404, 'notFound');
          const nonce = randomBytes(16).toString('base64');
          const key = options.dev ? null : pages.keyOf(request);
          const kept = key ? pages.read(key, nonce) : null;
          if (kept) {
            reply.status(kept.status).headers(Object.fromEntries(kept.headers)).header('x-page-cache', 'hit');
            return reply.header('content-security-policy', contentSecurityPolicy(nonce, options.dev)).send(kept.html);
          }
          const controller = new AbortController();
          reply.raw.on('close', () => controller.abort());
          const apiFetch = injectingFetch(app, (token) => {
            for (const kind of SESSION_KINDS) {
              const presented = request.presentedToken(kind);
              if (presented?.via === 'cookie' && presented.token === token) reply.dropSessionCookie(kind);
            }
          });
          const context: WebLoadContext = { config: options.config.public, cspNonce: nonce, apiFetch };
          const response = await handle(toWebRequest(request, controller.signal), context);
          // The page table's word, through the renderer, on whether this page is the same for every visitor.
          const shared = response.headers.get(PUBLIC_PAGE_HEADER) === '1';
          response.headers.delete(PUBLIC_PAGE_HEADER);
          if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return sendWebResponse(reply, response);
          reply.header('content-security-policy', contentSecurityPolicy(nonce, options.dev));
          if (!key || !shared || response.status !== 200 || response.headers.getSetCookie().length > 0) return sendWebResponse(reply, response);
          const html = await response.text();
          const headers = [...response.headers];
          pages.store(key, { status: response.status, headers, html, nonce });
          return reply.status(response.status).headers(Object.fromEntries(headers)).header('x-page-cache', 'miss').send(html);
        },
      });
    });
  };
}
