import { okEnvelope } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { DictionarySource, SessionStart } from './login.service.js';

/** Sign-in and password calls, per address; the password login adds a per-account throttle of its own (security.md S15). */
export const SIGN_IN_RATE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

/**
 * The reply of every successful sign-in, whatever the way in: the session and every dictionary (spec section 3).
 * The session also goes into the HttpOnly cookie; the portal's own pages ask for it there only, so their copy of
 * the reply carries no token for a page script to read.
 */
export async function loginReply(reply: FastifyReply, session: SessionStart, dictionaries: DictionarySource) {
  reply.keepSessionCookie('customer', session.token);
  const token = reply.sessionInCookieOnly ? '' : session.token;
  return okEnvelope({ ...session, token, sysAllDictItems: await dictionaries.all(reply.request.ctx.language) });
}
