import { envelopeSchema, okEnvelope, passwordLoginSchema, staffInfoSchema, staffLoginResultSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AccountDelays } from '../accounts/index.js';
import { unauthorized } from '../../errors.js';
import { endStaffSession, loginStaff, staffInfoOf } from './staff.service.js';

const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
const tags = ['staff'];

/** The staff area's sign-in, who-am-I and sign-out. */
export async function staffRoutes(app: FastifyInstance, options: { db: Database; loginDelays: AccountDelays }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/staff/login',
    { config: { rateLimit: SIGN_IN_RATE_LIMIT }, schema: { tags, body: passwordLoginSchema, response: { 200: envelopeSchema(staffLoginResultSchema) } } },
    async (request, reply) => {
      const session = await loginStaff(options.db, request.body, request.ip, options.loginDelays);
      reply.keepSessionCookie('staff', session.token);
      return okEnvelope(reply.sessionInCookieOnly ? { ...session, token: '' } : session);
    },
  );

  routes.get('/staff/info', { preHandler: app.requireStaff, schema: { tags, security: [{ accessToken: [] }], response: { 200: envelopeSchema(staffInfoSchema) } } }, async (request) => {
    if (!request.staff) throw unauthorized();
    return okEnvelope(staffInfoOf(request.staff));
  });

  routes.post('/staff/logout', { schema: { tags, response: { 200: envelopeSchema(z.null()) } } }, async (request, reply) => {
    const presented = request.sessionToken('staff');
    if (presented) await endStaffSession(options.db, presented.token);
    reply.dropSessionCookie('staff');
    return okEnvelope(null);
  });
}
