import { randomUUID } from 'node:crypto';
import { API } from './portal';

/** Minimal fetch calls to the portal's API (the e2e helpers import Playwright, so they are not reused here). */

export type Envelope<T> = { success?: boolean; code?: number; message?: string; result?: T };

/** One answer: the HTTP status and the parsed JSON body (null when it was not JSON). */
export type Answer<T> = { status: number; body: Envelope<T> | null; retryAfterMs: number };

export async function call<T>(baseUrl: string, token: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Accept-Language': 'en',
      ...(token ? { 'X-Access-Token': token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: Envelope<T> | null = null;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = null;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return { status: response.status, body: parsed, retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000 };
}

/** A 200 answer's result, else throws with the status and message. */
export async function must<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const answer = await call<T>(baseUrl, token, path, body);
  if (answer.status !== 200 || answer.body?.result === undefined) throw new Error(`${path}: HTTP ${answer.status} ${answer.body?.message ?? ''}`);
  return answer.body.result;
}

/** A captcha under a new key, answered through the test-mode endpoint (PORTAL_ENV=test only). */
async function solvedCaptcha(baseUrl: string): Promise<{ checkKey: string; captcha: string }> {
  const checkKey = `faults-${Date.now()}-${randomUUID()}`;
  await must<string>(baseUrl, '', `/sys/randomImage/${checkKey}`);
  const captcha = await must<string>(baseUrl, '', `/test-support/captcha/${encodeURIComponent(checkKey)}`);
  return { checkKey, captcha };
}

export async function customerLogin(baseUrl: string, credentials: { username: string; password: string }): Promise<string> {
  const solved = await solvedCaptcha(baseUrl);
  const { token } = await must<{ token: string }>(baseUrl, '', '/by-order-client/customer/login', { ...credentials, ...solved });
  return token;
}

export async function staffLogin(baseUrl: string, credentials: { username: string; password: string }): Promise<string> {
  const solved = await solvedCaptcha(baseUrl);
  const { token } = await must<{ token: string }>(baseUrl, '', '/staff/login', { ...credentials, ...solved });
  return token;
}
