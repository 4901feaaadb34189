import { envelopeSchema, loginResultSchema, safeRedirectTarget } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { type OauthProvider, finishOauth, redeemLoginTicket, startOauth } from './oauth.service.js';
import { loginReply } from './login.reply.js';
import type { DictionarySource } from './login.service.js';

const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
const providerParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

/** Third-party sign-in through the OAuth 2.0 / OpenID Connect providers in configuration. */
export async function oauthRoutes(app: FastifyInstance, options: { db: Database; providers: OauthProvider[]; apiBasePath: string; dictionaries: DictionarySource }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const providerOf = (key: string) => {
    const provider = options.providers.find((candidate) => candidate.key === key);
    if (!provider) throw notFound();
    return provider;
  };
  const callbackUrl = (request: FastifyRequest, key: string) => `${request.protocol}://${request.host}${options.apiBasePath}/sys/thirdLogin/callback/${key}`;

  routes.get(
    '/sys/thirdLogin/render/:provider',
    { config: { rateLimit: SIGN_IN_RATE_LIMIT }, schema: { tags: ['accounts'], params: providerParams, querystring: z.object({ redirect: z.string().max(2048).optional() }) } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const redirect = safeRedirectTarget(request.query.redirect, '');
      return reply.redirect(await startOauth(db, provider, callbackUrl(request, provider.key), redirect));
    },
  );

  routes.get(
    '/sys/thirdLogin/callback/:provider',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['accounts'], params: providerParams, querystring: z.object({ code: z.string().max(2048).optional(), state: z.string().max(256).optional() }) },
    },
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
  );

  routes.get(
    '/sys/thirdLogin/getLoginUser/:ticket/:provider',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['accounts'], params: providerParams.extend({ ticket: z.string().min(1).max(128) }), response: { 200: envelopeSchema(loginResultSchema) } },
    },
    async (request, reply) => loginReply(reply, await redeemLoginTicket(db, request.params.ticket, request.params.provider), options.dictionaries),
  );
}
