import { okEnvelope, staffEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import type { AccountDelays } from '../accounts/index.js';
import { endStaffSession, loginStaff, staffInfoOf } from './staff.service.js';

const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** The staff area's sign-in, who-am-I and sign-out (`staffEndpoints`). */
export async function staffRoutes(app: FastifyInstance, options: { db: Database; loginDelays: AccountDelays }) {
  serveEndpoint(
    app,
    staffEndpoints.login,
    async (request, reply) => {
      const session = await loginStaff(options.db, request.body, request.ip, options.loginDelays);
      reply.keepSessionCookie('staff', session.token);
      return okEnvelope(reply.sessionInCookieOnly ? { ...session, token: '' } : session);
    },
    { config: { rateLimit: SIGN_IN_RATE_LIMIT } },
  );

  serveEndpoint(app, staffEndpoints.info, async (request) => {
    if (!request.staff) throw unauthorized();
    return okEnvelope(staffInfoOf(request.staff));
  });

  serveEndpoint(app, staffEndpoints.logout, async (request, reply) => {
    const presented = request.sessionToken('staff');
    if (presented) await endStaffSession(options.db, presented.token);
    reply.dropSessionCookie('staff');
    return okEnvelope(null);
  });
}
