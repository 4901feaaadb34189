import { endpointPath, oauthEndpoints, safeRedirectTarget } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { type OauthProvider, finishOauth, redeemLoginTicket, startOauth } from './oauth.service.js';
import { SIGN_IN_RATE_LIMIT, loginReply } from './login.reply.js';
import type { DictionarySource } from './login.service.js';

/** Third-party sign-in through the OAuth 2.0 / OpenID Connect providers in configuration (`oauthEndpoints`). */
export async function oauthRoutes(
  app: FastifyInstance,
  options: { db: Database; providers: OauthProvider[]; apiBasePath: string; dictionaries: DictionarySource },
) {
  const { db } = options;
  const providerOf = (key: string) => {
    const provider = options.providers.find((candidate) => candidate.key === key);
    if (!provider) throw notFound();
    return provider;
  };
  const callbackUrl = (request: FastifyRequest, key: string) =>
    `${request.protocol}://${request.host}${options.apiBasePath}${endpointPath(oauthEndpoints.callback, { provider: key })}`;

  serveEndpoint(
    app,
    oauthEndpoints.start,
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const redirect = safeRedirectTarget(request.query.redirect, '');
      return reply.redirect(await startOauth(db, provider, callbackUrl(request, provider.key), redirect));
    },
    SIGN_IN_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    oauthEndpoints.callback,
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const page = new URLSearchParams({ type: provider.key });
      const { code, state } = request.query;
      try {
        if (!code || !state) throw new Error('the provider sent no code');
        const { ticket, redirect } = await finishOauth(db, provider, callbackUrl(request, provider.key), { code, state });
        page.set('ticket', ticket);
        if (redirect) page.set('redirect', redirect);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.key }, 'third-party sign-in failed');
        page.set('error', '1');
      }
      // The browser page finishes the sign-in (and shows a failure in the visitor's language).
      return reply.redirect(`/oauth2-app/login?${page.toString()}`);
    },
    SIGN_IN_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    oauthEndpoints.loginUser,
    async (request, reply) => loginReply(reply, await redeemLoginTicket(db, request.params.ticket, request.params.provider), options.dictionaries),
    SIGN_IN_RATE_LIMIT,
  );
}
