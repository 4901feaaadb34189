import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.js';

/**
 * Events the portal sends to the supplier's own systems (ERP, CRM) as signed webhooks (Standard Webhooks: `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` headers, HMAC-SHA256 over `id.timestamp.body`).
 */
export const WEBHOOK_EVENTS = ['order.created', 'order.status_changed', 'quote.priced', 'parcel.shipped', 'invoice.issued', 'customer.registered'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The staff permission that registers endpoints, reads deliveries and resends them. */
export const WEBHOOKS_PERMISSION = 'system:webhooks';

/** A delivery is retried with a growing wait for this long after its event, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;

/** How long a rotated-out secret keeps signing beside the new one, so receivers can switch without losing events. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3600_000;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** Only http(s), no user name or password in the address (the secret signs; credentials would be logged and shown). */
export function isWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}

const endpointUrlSchema = z.string().trim().min(1).max(2000).refine(isWebhookUrl, 'errors.webhookUrlInvalid');

export const webhookEndpointInputSchema = z.object({
  url: endpointUrlSchema,
  description: z.string().trim().max(200).default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's first characters, enough to tell which one a receiver holds; the whole secret is shown once. */
  secretHint: z.string(),
  /** While a rotated-out secret still signs beside the current one. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Registration and rotation answer with the whole secret, the only time it is shown. */
export const webhookSecretRevealSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookSecretReveal = z.infer<typeof webhookSecretRevealSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  endpointUrl: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string(),
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookAttemptSchema = z.object({
  id: z.string(),
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string(),
  responseBody: z.string(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryQuerySchema = pageQuerySchema.extend({
  endpointId: z.string().uuid().optional(),
  status: webhookDeliveryStatusSchema.optional(),
});
