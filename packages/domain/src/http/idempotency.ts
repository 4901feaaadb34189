import { z } from 'zod';
import { HEADERS } from './headers.js';

/** An Idempotency-Key: what the browser makes with crypto.randomUUID, or any short token of the same alphabet. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, 'errors.idempotencyKeyInvalid');

/** The request headers of a call that may carry an Idempotency-Key (as Fastify reads them, in lower case). */
export const idempotencyKeyHeadersSchema = z.object({ [HEADERS.idempotencyKey.toLowerCase()]: idempotencyKeySchema.optional() });
