import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

const NUL = '\u0000';

type Visit = { value: unknown; key: string; parent: Visit | null };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * The field of the first string (or key) holding a NUL character inside a parsed value, or null. Walked with a
 * stack, not recursion, so a deeply nested body cannot overflow the call stack.
 */
export function fieldWithNul(value: unknown): string | null {
  // Most values are plain strings: looked at without building the walk.
  if (typeof value === 'string') return value.includes(NUL) ? '' : null;
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes(NUL)) return pathOf(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, item] of Object.entries(visit.value)) {
        const child = { value: item, key, parent: visit };
        if (key.includes(NUL)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

/** Refuses a value holding NUL as a validation error naming the field; `field` names the value itself. */
export function refuseNul(value: unknown, field: string): void {
  const inner = fieldWithNul(value);
  if (inner === null) return;
  throw new AppError(400, 'forbiddenCharacter', { field: [field, inner].filter(Boolean).join('.') || 'body' });
}

/**
 * No text the portal keeps may hold NUL (PostgreSQL refuses it, and nobody types it), so it is refused at the
 * edge: in headers, path and query before anything else looks at them, in the parsed body before validation.
 * Multipart fields are read by the handler and checked where they are read.
 */
async function nulCharactersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    for (const name in headers) refuseNul(headers[name], name);
    refuseNul(request.params, '');
    refuseNul(request.query, '');
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    refuseNul(request.body, '');
    done();
  });
}

export default fp(nulCharactersPlugin, { name: 'nul-characters', dependencies: ['request-context'] });
