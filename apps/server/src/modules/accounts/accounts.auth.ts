import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import type { CustomerRow } from './accounts.repository.js';
import { customerForToken } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerRow | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in customer; answers 401 otherwise. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
  }
}

async function accountsAuthPlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorateRequest('customer', null);
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const token = request.ctx.accessToken;
    const customer = token ? await customerForToken(options.db, token) : null;
    if (!customer) throw unauthorized();
    request.customer = customer;
  });
}

export default fp(accountsAuthPlugin, { name: 'accounts-auth', dependencies: ['request-context'] });
