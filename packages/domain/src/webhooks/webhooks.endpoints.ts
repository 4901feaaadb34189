import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import {
  WEBHOOKS_PERMISSION,
  webhookAttemptSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookSecretRevealSchema,
} from './webhooks.contract.js';

const tags = ['staff'];
const access = { permission: WEBHOOKS_PERMISSION };
const params = z.object({ id: z.string().uuid() });

/** The webhooks screen's calls: the supplier's endpoints, their deliveries and attempts; staff holding system:webhooks only. */
export const webhookEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/staff/webhooks', tags, access, reply: z.array(webhookEndpointSchema) }),
  create: defineEndpoint({ method: 'POST', path: '/staff/webhooks', tags, access, body: webhookEndpointInputSchema, reply: webhookSecretRevealSchema }),
  change: defineEndpoint({ method: 'PUT', path: '/staff/webhooks/:id', tags, access, params, body: webhookEndpointInputSchema, reply: webhookEndpointSchema }),
  remove: defineEndpoint({ method: 'DELETE', path: '/staff/webhooks/:id', tags, access, params, reply: z.null() }),
  rotate: defineEndpoint({ method: 'POST', path: '/staff/webhooks/:id/rotate', tags, access, params, reply: webhookSecretRevealSchema }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/staff/webhooks/deliveries',
    tags,
    access,
    query: webhookDeliveryQuerySchema,
    reply: pageResultSchema(webhookDeliverySchema),
  }),
  attempts: defineEndpoint({
    method: 'GET',
    path: '/staff/webhooks/deliveries/:id/attempts',
    tags,
    access,
    params,
    reply: z.array(webhookAttemptSchema),
  }),
  resend: defineEndpoint({ method: 'POST', path: '/staff/webhooks/deliveries/:id/resend', tags, access, params, reply: webhookDeliverySchema }),
};
