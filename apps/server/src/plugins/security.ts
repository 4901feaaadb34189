import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers for every reply. HTML pages replace the CSP with one carrying the request's script nonce;
 * this default fits JSON and files, which never need to run anything.
 */
async function securityPlugin(app: FastifyInstance, options: { corsOrigins: string[]; production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"], baseUri: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    allowedHeaders: ['Content-Type', 'X-Access-Token', 'tenant-id', 'X-Tenant-Id', 'Time-Zone', 'X-Low-App-ID', 'X-Sign', 'X-TIMESTAMP', 'Idempotency-Key', 'Accept-Language'],
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
