import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CORS_ORIGINS: 'https://shop.example.com, https://admin.example.com' },
    extend: async (api) => {
      api.get('/test/context', async (request) => ({ success: true, code: 200, message: '', result: request.ctx, timestamp: Date.now() }));
    },
  });
});
afterAll(() => t.close());

const context = async (headers: Record<string, string>) => {
  const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/test/context', headers });
  return { status: reply.statusCode, body: reply.json() };
};

describe('the headers every call carries', () => {
  it('reads tenant-id, Time-Zone, X-Low-App-ID and X-Access-Token', async () => {
    const { status, body } = await context({
      'tenant-id': '42',
      'time-zone': 'Asia/Shanghai',
      'x-low-app-id': 'app-7',
      'x-access-token': 'abc',
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({ language: 'en', tenantId: '42', timeZone: 'Asia/Shanghai', lowAppId: 'app-7', accessToken: 'abc' });
  });

  it('accepts X-Tenant-Id as the other name of tenant-id, and 0 when none is sent', async () => {
    expect((await context({ 'x-tenant-id': '9' })).body.result.tenantId).toBe('9');
    expect((await context({})).body.result).toMatchObject({ tenantId: '0', lowAppId: null, accessToken: null });
  });

  it('refuses a tenant id that is not a number, in the request language', async () => {
    const en = await context({ 'tenant-id': "1' or '1'='1" });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('tenant-id: has an invalid format');
    const zh = await context({ 'tenant-id': 'abc', 'accept-language': 'zh' });
    expect(zh.body.message).toBe('tenant-id：格式不正确');
  });

  it('falls back to the edition time zone for an unknown zone', async () => {
    expect((await context({ 'time-zone': 'Mars/Olympus' })).body.result.timeZone).toBe('UTC');
  });
});

describe('security headers and CORS', () => {
  it('sends nosniff, a referrer policy and a CSP with frame-ancestors on API replies', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/health' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('asks browsers for HTTPS for a year in production only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/health' })).headers['strict-transport-security']).toBeUndefined();
    const production = await createTestApp({ env: { PORTAL_ENV: 'production' } });
    try {
      const reply = await production.app.inject({ method: 'GET', url: '/jeecg-boot/health' });
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });

  it('allows only listed origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/jeecg-boot/by-abinvivo/abinvivo/product/list',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-access-token,tenant-id' },
      });
    const allowed = await preflight('https://shop.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-access-token');
    const other = await preflight('https://evil.example.net');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses replies for clients that accept it, and only then', async () => {
    const url = '/jeecg-boot/v3/api-docs';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});
