import {
  type Edition,
  bindPhoneSchema,
  codeLoginSchema,
  emailCodeRequestSchema,
  envelopeSchema,
  loginResultSchema,
  okEnvelope,
  passwordResetSchema,
  registrationSchema,
  smsRequestSchema,
  translate,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { bindPhone, isAvailable, loginWithCode, register, requestCode, requestEmailCode, resetPassword } from './registration.service.js';
import { loginReply } from './login.reply.js';
import type { DictionarySource } from './login.service.js';

// Per address (security.md S15); the code rules add per-number limits of their own.
const CODE_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const done = envelopeSchema(z.null());
const availabilityQuery = z
  .object({ username: z.string().max(100).optional(), phone: z.string().max(45).optional(), email: z.string().max(100).optional(), _t: z.string().optional() })
  .refine((query) => [query.username, query.phone, query.email].filter((value) => value !== undefined).length === 1, {
    message: 'validation.invalid',
  });

export type RegistrationRoutesOptions = { db: Database; edition: Edition; brand: string; notify: () => void; dictionaries: DictionarySource };

/** Registration, codes, code login, password reset and phone binding, with the phone and e-mail rules of the edition. */
export async function registrationRoutes(app: FastifyInstance, options: RegistrationRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, edition } = options;
  const say = (request: FastifyRequest, key: 'smsSent' | 'registered' | 'passwordReset' | 'phoneBound') => translate(request.ctx.language, 'errors', key);

  routes.post(
    '/by-order-client/customer/sms',
    { config: { rateLimit: CODE_RATE_LIMIT }, schema: { tags: ['accounts'], body: smsRequestSchema(edition), response: { 200: done } } },
    async (request) => {
      await requestCode(db, request.body, request.ip, { language: request.ctx.language, brand: options.brand });
      options.notify();
      return okEnvelope(null, say(request, 'smsSent'));
    },
  );

  routes.post(
    '/by-order-client/customer/emailCode',
    { config: { rateLimit: CODE_RATE_LIMIT }, schema: { tags: ['accounts'], body: emailCodeRequestSchema(edition), response: { 200: done } } },
    async (request) => {
      await requestEmailCode(db, request.body, request.ip, { language: request.ctx.language, brand: options.brand });
      options.notify();
      return okEnvelope(null, say(request, 'smsSent'));
    },
  );

  routes.post(
    '/by-order-client/customer/loginByCode',
    { config: { rateLimit: CODE_RATE_LIMIT }, schema: { tags: ['accounts'], body: codeLoginSchema(edition), response: { 200: envelopeSchema(loginResultSchema) } } },
    async (request, reply) => loginReply(reply, await loginWithCode(db, request.body), options.dictionaries),
  );

  routes.post(
    '/by-order-client/customer/register',
    { config: { rateLimit: CODE_RATE_LIMIT }, schema: { tags: ['accounts'], body: registrationSchema(edition), response: { 200: done } } },
    async (request) => {
      await register(db, request.body);
      return okEnvelope(null, say(request, 'registered'));
    },
  );

  routes.post(
    '/by-order-client/customer/resetPassword',
    { config: { rateLimit: CODE_RATE_LIMIT }, schema: { tags: ['accounts'], body: passwordResetSchema(edition), response: { 200: done } } },
    async (request) => {
      await resetPassword(db, request.body);
      return okEnvelope(null, say(request, 'passwordReset'));
    },
  );

  routes.post(
    '/by-order-client/byCustomer/bindPhone',
    {
      preHandler: app.requireCustomer,
      // Signed as the original portal signs it; the session still decides whose account changes.
      config: { signed: true, rateLimit: CODE_RATE_LIMIT },
      schema: { tags: ['accounts'], security: [{ accessToken: [] }], body: bindPhoneSchema(edition), response: { 200: done } },
    },
    async (request) => {
      if (!request.customer) throw unauthorized();
      await bindPhone(db, request.customer, request.body);
      return okEnvelope(null, say(request, 'phoneBound'));
    },
  );

  routes.get(
    '/by-order-client/customer/checkOnlyUser',
    {
      config: { rateLimit: CHECK_RATE_LIMIT },
      schema: { tags: ['accounts'], querystring: availabilityQuery, response: { 200: envelopeSchema(z.object({ available: z.boolean() })) } },
    },
    async (request) => {
      const { username, phone, email } = request.query;
      const [field, value] = username !== undefined ? (['username', username] as const) : phone !== undefined ? (['phone', phone] as const) : (['email', email ?? ''] as const);
      const available = await isAvailable(db, edition, field, value);
      return okEnvelope({ available }, translate(request.ctx.language, 'errors', available ? 'valueAvailable' : 'valueTaken'));
    },
  );

}
