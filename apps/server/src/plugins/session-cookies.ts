import { ACCESS_TOKEN_COOKIE, HEADERS, SESSION_TTL_MS, STAFF_TOKEN_COOKIE, readCookie, serializeCookie } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../errors.js';

/** The two kinds of session a browser may hold at once, each in a cookie of its own. */
export const SESSION_KINDS = ['customer', 'staff'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

const COOKIE_OF: Record<SessionKind, string> = { customer: ACCESS_TOKEN_COOKIE, staff: STAFF_TOKEN_COOKIE };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A session token and where it came from: a cookie is sent by the browser on its own, a header only by code that holds the token. */
export type PresentedToken = { token: string; via: 'header' | 'cookie' };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session token of `kind` the request presents: the X-Access-Token header (API clients, in-process page
     * calls) or else the kind's cookie (the portal's pages), without any check.
     */
    presentedToken(kind: SessionKind): PresentedToken | null;
    /** As `presentedToken`, refusing (403) a cookie that comes with a write or a socket from another site. */
    sessionToken(kind: SessionKind, options?: { socket?: boolean }): PresentedToken | null;
    /** Whether the page that sent this request is one of this host's own (Origin, else Sec-Fetch-Site, else Referer). */
    fromOwnSite(): boolean;
  }
  interface FastifyReply {
    /** Keeps a new session in an HttpOnly cookie (Secure in production, SameSite=Lax) for 7 days. */
    keepSessionCookie(kind: SessionKind, token: string): void;
    /** Removes the session cookie of `kind` from the browser. */
    dropSessionCookie(kind: SessionKind): void;
    /** Whether the client asked to keep its session only in the cookie (the portal's pages do; see HEADERS.sessionCookie). */
    readonly sessionInCookieOnly: boolean;
  }
}

const hostOf = (address: string): string | null => {
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Browser sessions (security.md S21): the server sets the session cookies at sign-in, HttpOnly so that page scripts
 * can never read them, and clears them at sign-out. A cookie travels with every request the browser makes, also
 * with one another site makes it send, so a cookie counts for a write (or a live socket) only when the request
 * comes from this site's own pages. API clients keep sending X-Access-Token, which no other site can make a
 * browser add.
 */
async function sessionCookiesPlugin(app: FastifyInstance, options: { secure: boolean }) {
  const cookie = (kind: SessionKind, token: string, maxAgeSeconds: number) =>
    serializeCookie(COOKIE_OF[kind], token, { maxAgeSeconds, secure: options.secure, httpOnly: true });

  app.decorateRequest('presentedToken', function presentedToken(this: FastifyRequest, kind: SessionKind) {
    if (this.ctx.accessToken) return { token: this.ctx.accessToken, via: 'header' as const };
    const fromCookie = readCookie(this.headers.cookie, COOKIE_OF[kind])?.trim();
    return fromCookie ? { token: fromCookie, via: 'cookie' as const } : null;
  });

  app.decorateRequest('fromOwnSite', function fromOwnSite(this: FastifyRequest) {
    // Compared by host, not scheme: behind a proxy that ends TLS the server itself may be reached over plain HTTP.
    const origin = header(this, 'origin');
    if (origin !== undefined) return hostOf(origin) === this.host;
    const site = header(this, 'sec-fetch-site');
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const referer = header(this, 'referer');
    return referer !== undefined && hostOf(referer) === this.host;
  });

  app.decorateRequest('sessionToken', function sessionToken(this: FastifyRequest, kind: SessionKind, check: { socket?: boolean } = {}) {
    const presented = this.presentedToken(kind);
    const mayCarryIntent = check.socket || !SAFE_METHODS.has(this.method);
    if (presented?.via === 'cookie' && mayCarryIntent && !this.fromOwnSite()) throw new AppError(403, 'crossSiteRefused');
    return presented;
  });

  app.decorateReply('keepSessionCookie', function keepSessionCookie(this: FastifyReply, kind: SessionKind, token: string) {
    this.header('set-cookie', cookie(kind, token, SESSION_TTL_MS / 1000));
  });
  app.decorateReply('dropSessionCookie', function dropSessionCookie(this: FastifyReply, kind: SessionKind) {
    this.header('set-cookie', cookie(kind, '', 0));
  });
  app.decorateReply('sessionInCookieOnly', {
    getter(this: FastifyReply) {
      return header(this.request, HEADERS.sessionCookie.toLowerCase()) === '1';
    },
  });
}

export default fp(sessionCookiesPlugin, { name: 'session-cookies', dependencies: ['request-context'] });

/**
 * The holder of the live session of `kind` the request presents, found by `lookup`; else 401, and a cookie that
 * names no live session is removed by that reply.
 */
export async function sessionHolder<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  lookup: (token: string) => Promise<T | null>,
): Promise<T> {
  const presented = request.sessionToken(kind);
  const holder = presented ? await lookup(presented.token) : null;
  if (holder) return holder;
  if (presented?.via === 'cookie') reply.dropSessionCookie(kind);
  throw unauthorized();
}
