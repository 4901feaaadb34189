import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Build output and public files: cacheable, cheap, and a single page needs many of them. */
export const STATIC_PATH_PREFIXES = ['/assets/', '/images/', '/files/', '/favicon'];

/**
 * Per-address limits on API calls and pages; counters live in Redis when several instances share the
 * load. A page's own in-process API calls are not counted again.
 */
async function rateLimitPlugin(app: FastifyInstance, options: { max: number; windowMs: number; redis: Redis | null }) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    allowList: (request) => app.internalCall.is(request) || STATIC_PATH_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
    ...(options.redis ? { redis: options.redis, nameSpace: 'portal-rl:' } : {}),
    // The plugin has already set Retry-After; the error handler turns this into the translated envelope.
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['internal-calls'] });
