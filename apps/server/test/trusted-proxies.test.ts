import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, randomAddress, solvedCaptcha } from './helpers/accounts.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';

const PROXY = '10.1.2.3';
const LOGIN = '/jeecg-boot/by-order-client/customer/login';

describe('a forged X-Forwarded-For from a client that is not a trusted proxy (S20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: `${PROXY}/32`, RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of [t.close, ...cleanup]) await close();
  });

  const direct = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/by-abinvivo/abinvivo/product/list',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-for': randomAddress(), ...headers },
    });

  it('changes no rate limit: every request counts against the address it came from', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await direct()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('changes no login throttle: the address is locked out whatever it claims to be', async () => {
    // Its own app: the captchas this test asks for would use up the low request limit of the others.
    const own = await createTestApp({ env: { TRUST_PROXY: PROXY } });
    cleanup.push(own.close);
    const user = await createCustomer(own);
    const attempt = async (password: string) =>
      own.app.inject({
        method: 'POST',
        url: LOGIN,
        remoteAddress: '203.0.113.60',
        headers: { 'x-forwarded-for': randomAddress() },
        payload: { username: user.username, password, ...(await solvedCaptcha(own.app)) },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).json()).toMatchObject({ code: 400, message: 'Incorrect username or password' });
    expect((await attempt(user.password)).statusCode).toBe(429);
  });

  it('changes no logged address', async () => {
    await direct({ 'x-forwarded-for': '198.51.100.77' });
    const lines = t.logs().filter((line) => (line.req as { ip?: string } | undefined)?.ip);
    expect(lines.some((line) => (line.req as { ip: string }).ip === '203.0.113.50')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('198.51.100.77');
  });

  it('is believed from the trusted proxy, which names the visitor', async () => {
    const visitor = randomAddress();
    const reply = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/health',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `198.51.100.1, ${visitor}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(t.logs().some((line) => (line.req as { ip?: string } | undefined)?.ip === visitor)).toBe(true);
  });
});

describe('a number of proxies', () => {
  it('takes the address the last proxy saw, not one the client wrote further left', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await t.app.inject({ method: 'GET', url: '/jeecg-boot/health', remoteAddress: PROXY, headers: { 'x-forwarded-for': '6.6.6.6, 192.0.2.44' } });
      const ips = t.logs().map((line) => (line.req as { ip?: string } | undefined)?.ip);
      expect(ips).toContain('192.0.2.44');
      expect(ips).not.toContain('6.6.6.6');
    } finally {
      await t.close();
    }
  });
});
