import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';

const HEADER = 'x-portal-internal';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Marks API calls that server-rendered pages make in-process on behalf of a request that has already
     * been counted; the mark is a per-process secret, so nothing from the network can carry it.
     */
    internalCall: { headers: Record<string, string>; is: (request: FastifyRequest) => boolean };
  }
}

async function internalCallsPlugin(app: FastifyInstance) {
  const secret = randomBytes(32).toString('hex');
  const expected = Buffer.from(secret);
  app.decorate('internalCall', {
    headers: { [HEADER]: secret },
    is: (request: FastifyRequest) => {
      const sent = request.headers[HEADER];
      return typeof sent === 'string' && sent.length === secret.length && timingSafeEqual(Buffer.from(sent), expected);
    },
  });
}

export default fp(internalCallsPlugin, { name: 'internal-calls' });
