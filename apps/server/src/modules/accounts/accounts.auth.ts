import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { sessionHolder } from '../../plugins/session-cookies.js';
import type { CustomerRow } from './accounts.repository.js';
import { customerForToken } from './sessions.service.js';

/** The signed-in customer of a route guarded by `requireCustomer` (401 if a route forgot the guard). */
export function customerOf(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerRow | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for routes that need a signed-in customer: the X-Access-Token header or the session cookie (a
     * write with the cookie only from this site's pages); 401 otherwise, and a cookie that names no session is removed.
     */
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

async function accountsAuthPlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorateRequest('customer', null);
  app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
    request.customer = await sessionHolder(request, reply, 'customer', (token) => customerForToken(options.db, token));
  });
}

export default fp(accountsAuthPlugin, { name: 'accounts-auth', dependencies: ['request-context', 'session-cookies'] });
