import { HEADERS, verifySignature } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route requires X-Sign / X-TIMESTAMP (wire-contract.md, request signing). */
    signed?: boolean;
  }
}

function flatParams(request: FastifyRequest): Record<string, unknown> {
  const body = request.method === 'GET' || typeof request.body !== 'object' || request.body === null ? {} : request.body;
  return { ...(body as Record<string, unknown>) };
}

const FAILURE_KEYS = { missing: 'signatureMissing', expired: 'signatureExpired', mismatch: 'signatureMismatch' } as const;

/**
 * Compatibility check only: the secret ships to browsers, so signed routes still authorize on their own. The body is
 * checked as the client sent and signed it, before validation trims or normalizes any field.
 */
async function signaturePlugin(app: FastifyInstance, options: { secret: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.routeOptions.config.signed) return done();
    const result = verifySignature({
      path: request.url,
      params: flatParams(request),
      sign: request.headers[HEADERS.sign.toLowerCase()] as string | undefined,
      timestamp: request.headers[HEADERS.signTimestamp.toLowerCase()] as string | undefined,
      secret: options.secret,
      now: now(),
    });
    if (result !== 'ok') throw new AppError(401, FAILURE_KEYS[result]);
    done();
  });
}

export default fp(signaturePlugin, { name: 'signature' });
