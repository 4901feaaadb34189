import { casEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { loginWithCasTicket } from './cas.service.js';
import { SIGN_IN_RATE_LIMIT, loginReply } from './login.reply.js';
import type { DictionarySource } from './login.service.js';

/** `casEndpoints`: registered only when a CAS server is configured. */
export async function casRoutes(app: FastifyInstance, options: { db: Database; casServerUrl: string; dictionaries: DictionarySource }) {
  serveEndpoint(
    app,
    casEndpoints.validateLogin,
    async (request, reply) => loginReply(reply, await loginWithCasTicket(options.db, options.casServerUrl, request.query), options.dictionaries),
    SIGN_IN_RATE_LIMIT,
  );
}
