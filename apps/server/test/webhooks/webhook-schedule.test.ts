import { WEBHOOK_RETRY_WINDOW_MS } from '@portal/domain';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { nextAttemptTime, signatureHeader } from '../../src/modules/webhooks/webhooks.dispatcher.js';

const HOUR = 3600_000;

describe('the webhook retry schedule', () => {
  it('waits three times longer after each failure, at most eight hours, and gives up a day after the event', () => {
    const start = new Date('2026-11-28T00:00:00Z');
    let now = start;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttemptTime(attempts, start, now, 5_000);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits.slice(0, 4)).toEqual([5_000, 15_000, 45_000, 135_000]);
    expect(Math.max(...waits)).toBe(8 * HOUR);
    // The last try falls within the day; the one after it would not.
    expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(now.getTime() - start.getTime()).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS - 8 * HOUR);
    // Eleven tries in all: the first and ten retries.
    expect(waits).toHaveLength(10);
  });
});

describe('the webhook signature header', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const previous = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
  const payload = JSON.stringify({ type: 'order.created', data: { orderNo: 'SO1' } });
  const sentAt = new Date();
  const headers = (signature: string) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': signature,
  });

  it('carries one signature, or two while a rotated-out secret still signs, each verifiable on its own', () => {
    const one = signatureHeader({ messageId: 'msg_1', payload, endpoint: { url: '', secret, previousSecret: null, previousSecretUntil: null } }, sentAt);
    expect(one.split(' ')).toHaveLength(1);
    expect(() => new Webhook(secret).verify(payload, headers(one))).not.toThrow();

    const until = new Date(sentAt.getTime() + HOUR);
    const two = signatureHeader({ messageId: 'msg_1', payload, endpoint: { url: '', secret, previousSecret: previous, previousSecretUntil: until } }, sentAt);
    expect(two.split(' ')).toHaveLength(2);
    for (const accepted of [secret, previous]) expect(() => new Webhook(accepted).verify(payload, headers(two))).not.toThrow();
    expect(() => new Webhook(secret).verify(`${payload} `, headers(two))).toThrow();

    const expired = new Date(sentAt.getTime() - 1);
    const after = signatureHeader(
      { messageId: 'msg_1', payload, endpoint: { url: '', secret, previousSecret: previous, previousSecretUntil: expired } },
      sentAt,
    );
    expect(() => new Webhook(previous).verify(payload, headers(after))).toThrow();
  });
});
