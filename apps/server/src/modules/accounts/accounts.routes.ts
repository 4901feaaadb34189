import { accountEndpoints, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import type { AccountDelays } from './login-throttle.service.js';
import { SIGN_IN_RATE_LIMIT, loginReply } from './login.reply.js';
import { loginWithPassword, type DictionarySource } from './login.service.js';
import { changePassword } from './password.service.js';
import { userInfoOf } from './profile.service.js';
import { endSession } from './sessions.service.js';

export async function accountsRoutes(app: FastifyInstance, options: { db: Database; dictionaries: DictionarySource; loginDelays: AccountDelays }) {
  serveEndpoint(
    app,
    accountEndpoints.login,
    async (request, reply) => loginReply(reply, await loginWithPassword(options.db, request.body, request.ip, options.loginDelays), options.dictionaries),
    SIGN_IN_RATE_LIMIT,
  );

  serveEndpoint(app, accountEndpoints.logout, async (request, reply) => {
    const presented = request.sessionToken('customer');
    if (presented) await endSession(options.db, presented.token);
    reply.dropSessionCookie('customer');
    return okEnvelope(null);
  });

  serveEndpoint(
    app,
    accountEndpoints.changePassword,
    async (request) => {
      const { customer, ctx } = request;
      const current = request.sessionToken('customer');
      if (!customer || !current) throw unauthorized();
      await changePassword(options.db, customer, current.token, request.body);
      return okEnvelope(null, translate(ctx.language, 'errors', 'passwordChanged'));
    },
    SIGN_IN_RATE_LIMIT,
  );

  serveEndpoint(app, accountEndpoints.info, async (request) => {
    if (!request.customer) throw unauthorized();
    return okEnvelope(userInfoOf(request.customer));
  });
}
