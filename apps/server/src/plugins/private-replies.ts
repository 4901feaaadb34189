import type { FastifyInstance } from 'fastify';

/** Personal data never sits in a shared cache (security.md S14): every reply of `app`'s scope is no-store unless a route says otherwise. */
export function keepRepliesPrivate(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
