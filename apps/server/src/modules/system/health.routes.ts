import { okEnvelope, systemEndpoints } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';

/** Readiness for load balancers: answers 503 when the database does not. */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  serveEndpoint(
    app,
    systemEndpoints.health,
    async (request) => {
      try {
        await options.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError(503, 'unavailable');
      }
      return okEnvelope({ status: 'UP' as const, database: 'UP' as const });
    },
    { config: { rateLimit: false } },
  );
}
