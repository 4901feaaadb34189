import { type Edition, okEnvelope, registrationEndpoints, translate } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { bindPhone, isAvailable, loginWithCode, register, requestCode, requestEmailCode, resetPassword } from './registration.service.js';
import { loginReply } from './login.reply.js';
import type { DictionarySource } from './login.service.js';

// Per address (security.md S15); the code rules add per-number limits of their own.
const CODE_RATE_LIMIT = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };
const CHECK_RATE_LIMIT = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

export type RegistrationRoutesOptions = { db: Database; edition: Edition; brand: string; notify: () => void; dictionaries: DictionarySource };

/** Registration, codes, code login, password reset and phone binding, with the phone and e-mail rules of the edition. */
export async function registrationRoutes(app: FastifyInstance, options: RegistrationRoutesOptions) {
  const { db, edition } = options;
  const endpoints = registrationEndpoints[edition];
  const say = (request: FastifyRequest, key: 'smsSent' | 'registered' | 'passwordReset' | 'phoneBound') => translate(request.ctx.language, 'errors', key);

  serveEndpoint(
    app,
    endpoints.sms,
    async (request) => {
      await requestCode(db, request.body, request.ip, { language: request.ctx.language, brand: options.brand });
      options.notify();
      return okEnvelope(null, say(request, 'smsSent'));
    },
    CODE_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.emailCode,
    async (request) => {
      await requestEmailCode(db, request.body, request.ip, { language: request.ctx.language, brand: options.brand });
      options.notify();
      return okEnvelope(null, say(request, 'smsSent'));
    },
    CODE_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.loginByCode,
    async (request, reply) => loginReply(reply, await loginWithCode(db, request.body), options.dictionaries),
    CODE_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.register,
    async (request) => {
      await register(db, request.body);
      return okEnvelope(null, say(request, 'registered'));
    },
    CODE_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.resetPassword,
    async (request) => {
      await resetPassword(db, request.body);
      return okEnvelope(null, say(request, 'passwordReset'));
    },
    CODE_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.bindPhone,
    async (request) => {
      if (!request.customer) throw unauthorized();
      await bindPhone(db, request.customer, request.body);
      return okEnvelope(null, say(request, 'phoneBound'));
    },
    CODE_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.checkOnlyUser,
    async (request) => {
      const { username, phone, email } = request.query;
      const [field, value] =
        username !== undefined ? (['username', username] as const) : phone !== undefined ? (['phone', phone] as const) : (['email', email ?? ''] as const);
      const available = await isAvailable(db, edition, field, value);
      return okEnvelope({ available }, translate(request.ctx.language, 'errors', available ? 'valueAvailable' : 'valueTaken'));
    },
    CHECK_RATE_LIMIT,
  );
}
