import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The CSP of JSON and files, which never need to run anything. */
const NON_PAGE_CSP: Record<string, string[]> = { 'default-src': ["'none'"], 'frame-ancestors': ["'self'"], 'base-uri': ["'none'"] };

/** What the headers below put on an error reply, for the few the framework writes before any hook runs. */
export const BARE_ERROR_HEADERS = {
  'content-security-policy': Object.entries(NON_PAGE_CSP)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/**
 * Headers for every reply. HTML pages replace the CSP with one carrying the request's script nonce.
 */
async function securityPlugin(app: FastifyInstance, options: { corsOrigins: string[]; production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_CSP },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    allowedHeaders: [
      'Content-Type',
      'X-Access-Token',
      'tenant-id',
      'X-Tenant-Id',
      'Time-Zone',
      'X-Low-App-ID',
      'X-Sign',
      'X-TIMESTAMP',
      'Idempotency-Key',
      'Accept-Language',
    ],
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
