import { envelopeSchema, loginResultSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { loginWithCasTicket } from './cas.service.js';
import { loginReply } from './login.reply.js';
import type { DictionarySource } from './login.service.js';

const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** GET /sys/cas/client/validateLogin: registered only when a CAS server is configured. */
export async function casRoutes(app: FastifyInstance, options: { db: Database; casServerUrl: string; dictionaries: DictionarySource }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sys/cas/client/validateLogin',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['accounts'],
        querystring: z.object({ ticket: z.string().min(1).max(256), service: z.string().url().max(2048), _t: z.string().optional() }),
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) => loginReply(reply, await loginWithCasTicket(options.db, options.casServerUrl, request.query), options.dictionaries),
  );
}
