import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../../src/db/schema.js';
import { hashPassword, insertCustomer } from '../../src/modules/accounts/index.js';
import type { TestApp } from './test-app.js';

let keys = 0;

/** A live captcha and its answer, read through the test-mode endpoint. */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ checkKey: string; captcha: string }> {
  keys += 1;
  const checkKey = `k${Date.now()}${keys}`;
  const image = await app.inject({ method: 'GET', url: `/jeecg-boot/sys/randomImage/${checkKey}`, headers: { 'x-forwarded-for': randomAddress() } });
  if (image.statusCode !== 200) throw new Error(`captcha: ${image.statusCode} ${image.body}`);
  const answer = await app.inject({ method: 'GET', url: `/jeecg-boot/test-support/captcha/${checkKey}`, headers: { 'x-forwarded-for': randomAddress() } });
  return { checkKey, captcha: answer.json().result as string };
}

export async function createCustomer(t: TestApp, overrides: { username?: string; password?: string; email?: string; phone?: string } = {}) {
  const username = overrides.username ?? `user${Math.random().toString(36).slice(2, 10)}`;
  const password = overrides.password ?? 'Reagent#2026';
  const customer = await insertCustomer(t.database.db, {
    username,
    realname: 'Test Researcher',
    email: overrides.email ?? `${username}@example.org`,
    phone: overrides.phone ?? null,
    passwordHash: await hashPassword(password),
  });
  return { customer, username, password };
}

/** A fresh client address (apps built with TRUST_PROXY=127.0.0.1, the address inject calls come from), so per-address limits do not pile up across tests. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function login(t: TestApp, username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/by-order-client/customer/login',
    headers: { 'x-forwarded-for': randomAddress(), ...headers },
    payload: { username, password, ...(await solvedCaptcha(t.app)) },
  });
}

export async function loginToken(t: TestApp, username: string, password: string): Promise<string> {
  const reply = await login(t, username, password);
  if (reply.statusCode !== 200) throw new Error(`login failed: ${reply.body}`);
  return reply.json().result.token as string;
}

/** The newest code queued for a recipient, read from the outbox the way the development inbox shows it. */
export async function lastCodeSentTo(t: TestApp, recipient: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

let phones = 0;
/** A valid mainland mobile number not used before in this process. */
export const freshMobile = () => `139${String(Date.now() % 1e5).padStart(5, '0')}${String((phones += 1) % 1000).padStart(3, '0')}`;

export function requestSms(t: TestApp, mobile: string, smsmode: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/by-order-client/customer/sms',
    headers: { 'x-forwarded-for': randomAddress(), ...headers },
    payload: { mobile, smsmode },
  });
}
