import { signRequest } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: async (api) => {
      const ok = async () => ({ success: true, code: 200, message: 'signed', result: null, timestamp: Date.now() });
      api.post('/test/signed', { config: { signed: true } }, ok);
      api.get('/test/signed/:ids', { config: { signed: true } }, ok);
    },
  });
});
afterAll(() => t.close());

const signedPost = (body: Record<string, unknown>, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/jeecg-boot/test/signed?scope=a', payload: body, headers });

describe('X-Sign / X-TIMESTAMP on signed routes', () => {
  const body = { phone: '13800138000', smscode: '123456' };

  it('accepts a correct signature over the query and the body', async () => {
    const sign = signRequest('/jeecg-boot/test/signed?scope=a', body, TEST_SIGNING_SECRET);
    const reply = await signedPost(body, { 'x-sign': sign, 'x-timestamp': String(Date.now()) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('signed');
  });

  it('refuses a missing, stale or wrong signature with 401', async () => {
    const sign = signRequest('/jeecg-boot/test/signed?scope=a', body, TEST_SIGNING_SECRET);
    const cases = [
      [{}, 'The request signature is missing.'],
      [{ 'x-sign': sign, 'x-timestamp': String(Date.now() - 6 * 60_000) }, 'The request signature has expired. Check your device clock and try again.'],
      [{ 'x-sign': sign, 'x-timestamp': String(Date.now() + 6 * 60_000) }, 'The request signature has expired. Check your device clock and try again.'],
      [
        { 'x-sign': signRequest('/jeecg-boot/test/signed?scope=a', body, 'some-other-secret-value'), 'x-timestamp': String(Date.now()) },
        'The request signature is not valid.',
      ],
    ] as const;
    for (const [headers, message] of cases) {
      const reply = await signedPost(body, headers);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe(message);
    }
  });

  it('refuses a body changed after signing', async () => {
    const sign = signRequest('/jeecg-boot/test/signed?scope=a', body, TEST_SIGNING_SECRET);
    const reply = await signedPost({ ...body, phone: '13900139000' }, { 'x-sign': sign, 'x-timestamp': String(Date.now()) });
    expect(reply.statusCode).toBe(401);
  });

  it('signs a comma-holding last path segment as x-path-variable', async () => {
    const url = '/jeecg-boot/test/signed/1%2C2%2C3';
    const sign = signRequest(url, {}, TEST_SIGNING_SECRET);
    const reply = await t.app.inject({ method: 'GET', url, headers: { 'x-sign': sign, 'x-timestamp': String(Date.now()) } });
    expect(reply.statusCode).toBe(200);
    const withoutVariable = signRequest('/jeecg-boot/test/signed/123', {}, TEST_SIGNING_SECRET);
    const refused = await t.app.inject({ method: 'GET', url, headers: { 'x-sign': withoutVariable, 'x-timestamp': String(Date.now()) } });
    expect(refused.statusCode).toBe(401);
  });

  it('does not ask unsigned routes for a signature', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/health' })).statusCode).toBe(200);
  });
});
