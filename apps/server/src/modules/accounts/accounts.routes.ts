import { changePasswordSchema, envelopeSchema, loginResultSchema, okEnvelope, passwordLoginSchema, translate, userInfoSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import type { AccountDelays } from './login-throttle.service.js';
import { loginReply } from './login.reply.js';
import { loginWithPassword, type DictionarySource } from './login.service.js';
import { changePassword } from './password.service.js';
import { userInfoOf } from './profile.service.js';
import { endSession } from './sessions.service.js';

// Per address, on top of the per-account throttle inside the login service (security.md S15).
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export async function accountsRoutes(app: FastifyInstance, options: { db: Database; dictionaries: DictionarySource; loginDelays: AccountDelays }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/by-order-client/customer/login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['accounts'], body: passwordLoginSchema, response: { 200: envelopeSchema(loginResultSchema) } },
    },
    async (request, reply) => loginReply(reply, await loginWithPassword(options.db, request.body, request.ip, options.loginDelays), options.dictionaries),
  );

  routes.post(
    '/by-order-client/customer/logout',
    { schema: { tags: ['accounts'], response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      const presented = request.sessionToken('customer');
      if (presented) await endSession(options.db, presented.token);
      reply.dropSessionCookie('customer');
      return okEnvelope(null);
    },
  );

  routes.post(
    '/by-order-client/customer/changePassword',
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { tags: ['accounts'], security: [{ accessToken: [] }], body: changePasswordSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const { customer, ctx } = request;
      const current = request.sessionToken('customer');
      if (!customer || !current) throw unauthorized();
      await changePassword(options.db, customer, current.token, request.body);
      return okEnvelope(null, translate(ctx.language, 'errors', 'passwordChanged'));
    },
  );

  routes.get(
    '/by-order-client/customer/info',
    {
      preHandler: app.requireCustomer,
      schema: { tags: ['accounts'], security: [{ accessToken: [] }], response: { 200: envelopeSchema(userInfoSchema) } },
    },
    async (request) => {
      if (!request.customer) throw unauthorized();
      return okEnvelope(userInfoOf(request.customer));
    },
  );
}
