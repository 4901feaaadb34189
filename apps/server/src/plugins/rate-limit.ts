import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Per-address limits; counters live in Redis when several instances share the load. */
async function rateLimitPlugin(app: FastifyInstance, options: { max: number; windowMs: number; redis: Redis | null }) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ...(options.redis ? { redis: options.redis, nameSpace: 'portal-rl:' } : {}),
    // The plugin has already set Retry-After; the error handler turns this into the translated envelope.
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
