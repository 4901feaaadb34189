import { ACCESS_TOKEN_COOKIE, readCookie } from '@portal/domain';
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
    /**
     * The same for files the browser fetches by itself (an <img> cannot send the header): the session cookie
     * also counts. Only for reads, which SameSite=Lax keeps to this site's pages.
     */
    requireCustomerForFile: (request: FastifyRequest) => Promise<void>;
  }
}

async function accountsAuthPlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorateRequest('customer', null);
  const signIn = async (request: FastifyRequest, token: string | null) => {
    const customer = token ? await customerForToken(options.db, token) : null;
    if (!customer) throw unauthorized();
    request.customer = customer;
  };
  app.decorate('requireCustomer', (request: FastifyRequest) => signIn(request, request.ctx.accessToken));
  app.decorate('requireCustomerForFile', (request: FastifyRequest) =>
    signIn(request, request.ctx.accessToken ?? readCookie(request.headers.cookie, ACCESS_TOKEN_COOKIE)),
  );
}

export default fp(accountsAuthPlugin, { name: 'accounts-auth', dependencies: ['request-context'] });
