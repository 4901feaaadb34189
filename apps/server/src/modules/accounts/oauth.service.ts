import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { customerLinkedTo } from './external-identities.service.js';
import { findCustomerById, saveLoginTicket, saveOauthState, takeLoginTicket, takeOauthState } from './external-identities.repository.js';
import { type SessionStart, completeLogin } from './login.service.js';

export type OauthProvider = {
  key: string;
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

const STATE_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 60_000;

const random = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The provider's authorization URL, with a single-use state and a PKCE challenge kept on our side. */
export async function startOauth(db: Database, provider: OauthProvider, callbackUrl: string, redirect: string, now = new Date()): Promise<string> {
  const state = random();
  const codeVerifier = random();
  await saveOauthState(db, { state, provider: provider.key, codeVerifier, redirect, expiresAt: new Date(now.getTime() + STATE_TTL_MS) }, now);
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: callbackUrl,
    scope: provider.scope,
    state,
    code_challenge: sha256(codeVerifier).toString('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

async function json(reply: Response): Promise<Record<string, unknown>> {
  if (!reply.ok) throw new AppError(400, 'thirdLoginFailed');
  return (await reply.json()) as Record<string, unknown>;
}

/**
 * The provider sent the browser back with a code: check the state, trade the code for a token, read who
 * it is, link or create the customer, and hand the browser a one-time ticket (60 s) for the session.
 */
export async function finishOauth(
  db: Database,
  provider: OauthProvider,
  callbackUrl: string,
  input: { code: string; state: string },
  fetchImpl: typeof fetch = fetch,
  now = new Date(),
): Promise<{ ticket: string; redirect: string }> {
  const saved = await takeOauthState(db, input.state);
  if (!saved || saved.provider !== provider.key || saved.expiresAt <= now) throw new AppError(400, 'thirdLoginFailed');
  const token = await json(
    await fetchImpl(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: callbackUrl,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: saved.codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    }),
  );
  if (typeof token.access_token !== 'string') throw new AppError(400, 'thirdLoginFailed');
  const user = await json(
    await fetchImpl(provider.userinfoUrl, { headers: { authorization: `Bearer ${token.access_token}` }, signal: AbortSignal.timeout(10_000) }),
  );
  const subject = typeof user.sub === 'string' ? user.sub : typeof user.id === 'string' || typeof user.id === 'number' ? String(user.id) : null;
  if (!subject) throw new AppError(400, 'thirdLoginFailed');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const customer = await customerLinkedTo(
    db,
    { provider: provider.key, subject },
    { username: text(user.preferred_username) || `${provider.key}_${subject}`, realname: text(user.name), email: text(user.email).toLowerCase() || null },
  );
  const ticket = random();
  await saveLoginTicket(
    db,
    { ticketHash: sha256(ticket).toString('hex'), provider: provider.key, customerId: customer.id, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) },
    now,
  );
  return { ticket, redirect: saved.redirect };
}

/** GET /sys/thirdLogin/getLoginUser/{ticket}/{provider}: the ticket works once, within 60 s. */
export async function redeemLoginTicket(db: Database, ticket: string, providerKey: string, now = new Date()): Promise<SessionStart> {
  const row = await takeLoginTicket(db, sha256(ticket).toString('hex'), providerKey);
  const customer = row && row.expiresAt > now ? await findCustomerById(db, row.customerId) : null;
  if (!customer) throw new AppError(400, 'thirdLoginFailed');
  return completeLogin(db, customer);
}
