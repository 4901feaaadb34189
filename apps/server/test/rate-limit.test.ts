import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.js';
import { openTestDatabase } from './helpers/test-database.js';

const LIMIT = { RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: '127.0.0.1' };
// A fresh client address per test keeps counters apart when suites share one Redis.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of cleanup.reverse()) await close();
});

async function hit(t: TestApp, ip: string, language = 'en') {
  return t.app.inject({ method: 'GET', url: '/jeecg-boot/by-abinvivo/abinvivo/product/list', headers: { 'x-forwarded-for': ip, 'accept-language': language } });
}

describe('rate limiting', () => {
  it('answers 429 with Retry-After and a translated message once an address is over its limit', async () => {
    const t = await createTestApp({ env: LIMIT });
    cleanup.push(t.close);
    const ip = randomIp();
    for (let i = 0; i < 4; i += 1) expect((await hit(t, ip)).statusCode).toBe(200);
    const limited = await hit(t, ip, 'zh');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 429, message: '请求过于频繁，请稍后再试。' });
    expect((await hit(t, randomIp())).statusCode).toBe(200);
  });

  it("does not count a page's in-process API calls, but counts a forged internal mark", async () => {
    const t = await createTestApp({ env: LIMIT });
    cleanup.push(t.close);
    const ip = randomIp();
    for (let i = 0; i < 8; i += 1) {
      const internal = await t.app.inject({
        method: 'GET',
        url: '/jeecg-boot/by-abinvivo/abinvivo/product/list',
        headers: { ...t.app.internalCall.headers, 'x-forwarded-for': ip },
      });
      expect(internal.statusCode).toBe(200);
    }
    const forged = { 'x-portal-internal': 'f'.repeat(64), 'x-forwarded-for': ip };
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-abinvivo/abinvivo/product/list', headers: forged })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('never limits the health probe', async () => {
    const t = await createTestApp({ env: LIMIT });
    cleanup.push(t.close);
    const ip = randomIp();
    for (let i = 0; i < 8; i += 1) {
      const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/health', headers: { 'x-forwarded-for': ip } });
      expect(reply.statusCode).toBe(200);
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares counters between instances through Redis', async () => {
    const redis = new Redis(redisUrl as string);
    const database = await openTestDatabase();
    cleanup.push(
      () => database.close(),
      () => redis.quit(),
    );
    // Two instances on one database and one Redis, as behind a load balancer.
    const first = await createTestApp({ env: LIMIT, database, redis });
    const second = await createTestApp({ env: LIMIT, database, redis });
    cleanup.push(first.close, second.close);
    const ip = randomIp();
    for (const instance of [first, second, first, second]) expect((await hit(instance, ip)).statusCode).toBe(200);
    expect((await hit(first, ip)).statusCode).toBe(429);
    expect((await hit(second, ip)).statusCode).toBe(429);
  });
});
