import { WEBHOOK_RETRY_WINDOW_MS } from '@portal/domain';
import { Webhook } from 'standardwebhooks';
import { type BackgroundLoop, backgroundLoop } from '../../background-loop.js';
import type { Database } from '../../db/client.js';
import { type AttemptOutcome, type DeliveryVerdict, type DueDelivery, claimDueDeliveries, recordAttempt } from './webhooks.repository.js';

const BATCH = 20;
const TIMEOUT_MS = 10_000;
/** Longer than a post may take, so a claimed delivery is not taken again while it is being posted. */
const LEASE_MS = 60_000;
const LONGEST_WAIT_MS = 8 * 3600_000;
/** What an attempt keeps of the receiver's answer. */
const KEPT_BODY_CHARS = 2_000;

export type WebhookDispatcherOptions = {
  /** The first retry's wait; each further one is three times longer, up to eight hours. */
  retryBaseMs: number;
  intervalMs: number;
  log: (error: unknown) => void;
  fetchImpl?: typeof fetch;
};

/**
 * When a failed delivery is tried again: 5 s, 15 s, 45 s ... up to eight hours apart (with the default base), until a
 * day after its retries began; null when the next try would fall after that (the delivery is given up).
 */
export function nextAttemptTime(attempts: number, retryFrom: Date, now: Date, retryBaseMs: number): Date | null {
  const wait = Math.min(retryBaseMs * 3 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS);
  const next = new Date(now.getTime() + wait);
  return next.getTime() > retryFrom.getTime() + WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/**
 * The `webhook-signature` header: a signature with the current secret and, while a rotated-out secret still signs,
 * one with that too (Standard Webhooks lists several, space-separated, so a receiver holding either accepts).
 */
export function signatureHeader(delivery: Pick<DueDelivery, 'messageId' | 'payload' | 'endpoint'>, sentAt: Date): string {
  const { endpoint } = delivery;
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > sentAt) secrets.push(endpoint.previousSecret);
  return secrets.map((secret) => new Webhook(secret).sign(delivery.messageId, sentAt, delivery.payload)).join(' ');
}

/** Reads at most `KEPT_BODY_CHARS` of a reply and lets the rest go. */
async function keptBody(reply: Response): Promise<string> {
  if (!reply.body) return '';
  const reader = reply.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < KEPT_BODY_CHARS) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text.slice(0, KEPT_BODY_CHARS);
}

async function post(delivery: DueDelivery, fetchImpl: typeof fetch): Promise<AttemptOutcome> {
  const attemptedAt = new Date();
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const reply = await fetchImpl(delivery.endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'reagent-portal-webhooks/1',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(attemptedAt.getTime() / 1000)),
        'webhook-signature': signatureHeader(delivery, attemptedAt),
      },
      body: delivery.payload,
      // A redirect is not followed: the signed message goes only where staff registered it.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const responseBody = await keptBody(reply);
    const error = reply.ok ? '' : `HTTP ${reply.status}`;
    return { attemptedAt, statusCode: reply.status, error, responseBody, durationMs: durationMs() };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
    return { attemptedAt, statusCode: null, error: reason.slice(0, 500), responseBody: '', durationMs: durationMs() };
  }
}

function verdictOf(delivery: DueDelivery, outcome: AttemptOutcome, retryBaseMs: number): DeliveryVerdict {
  if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) return { kind: 'delivered' };
  const retryAt = nextAttemptTime(delivery.attempts, delivery.retryFrom, new Date(), retryBaseMs);
  return retryAt ? { kind: 'retry', retryAt } : { kind: 'failed' };
}

/**
 * Posts due deliveries, signed, one endpoint's failure never holding up another's: at once when kicked, and every
 * `intervalMs` for retries and for what a crash left behind (at-least-once delivery; receivers de-duplicate by
 * `webhook-id`).
 */
export function createWebhookDispatcher(db: Database, options: WebhookDispatcherOptions): BackgroundLoop {
  const fetchImpl = options.fetchImpl ?? fetch;
  async function run(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await claimDueDeliveries(db, new Date(), BATCH, LEASE_MS);
      const outcomes = await Promise.all(due.map(async (delivery) => ({ delivery, outcome: await post(delivery, fetchImpl) })));
      for (const { delivery, outcome } of outcomes) {
        const verdict = verdictOf(delivery, outcome, options.retryBaseMs);
        await recordAttempt(db, delivery.id, outcome, verdict);
        if (verdict.kind === 'delivered') delivered += 1;
      }
      if (due.length < BATCH) return delivered;
    }
  }
  return backgroundLoop(run, options.intervalMs, options.log);
}
