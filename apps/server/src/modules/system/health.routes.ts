import { envelopeSchema, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';

const healthSchema = z.object({ status: z.literal('UP'), database: z.literal('UP') });

/** Readiness for load balancers: answers 503 when the database does not. */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    { config: { rateLimit: false }, schema: { tags: ['system'], response: { 200: envelopeSchema(healthSchema) } } },
    async (request) => {
      try {
        await options.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError(503, 'unavailable');
      }
      return okEnvelope({ status: 'UP' as const, database: 'UP' as const });
    },
  );
}
