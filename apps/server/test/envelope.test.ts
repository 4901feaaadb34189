import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const { seedDemoData } = await import('../src/db/seed/seed.js');
  t = await createTestApp({
    extend: async (api) => {
      api.get('/test/explode', async () => {
        throw new Error('relation "secret_table" does not exist');
      });
    },
  });
  await seedDemoData(t.database.db, { demoAccount: false });
});
afterAll(() => t.close());

const api = (path: string) => `/jeecg-boot${path}`;

describe('the reply envelope and honest statuses', () => {
  it('wraps a success in {success, message, code, result, timestamp}', async () => {
    const before = Date.now();
    const reply = await t.app.inject({ method: 'GET', url: api('/health') });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'result', 'success', 'timestamp']);
    expect(body).toMatchObject({ success: true, code: 200, message: '', result: { status: 'UP', database: 'UP' } });
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(body.timestamp)).toBe(true);
  });

  it('pages lists with records, total, size, current and pages; `_t` is ignored', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/by-abinvivo/abinvivo/product/list?pageNo=2&pageSize=3&_t=123') });
    expect(reply.statusCode).toBe(200);
    const { result } = reply.json();
    expect(result.records).toHaveLength(3);
    expect(result).toMatchObject({ size: 3, current: 2 });
    expect(result.total).toBeGreaterThanOrEqual(8);
    expect(result.pages).toBe(Math.ceil(result.total / 3));
  });

  it('answers an unknown API path with a 404 envelope, never the web app', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/no/such/endpoint') });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, code: 404, result: null, message: 'The resource was not found.' });
  });

  it('answers 401 when a signed-in route gets no or an unknown token', async () => {
    for (const headers of [{}, { 'x-access-token': 'not-a-real-token' }]) {
      const reply = await t.app.inject({ method: 'GET', url: api('/by-order-client/customer/info'), headers });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, code: 401 });
    }
  });

  it('hides internal failures behind a generic 500 and logs them', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/test/explode') });
    expect(reply.statusCode).toBe(500);
    const body = reply.json();
    expect(body).toMatchObject({ success: false, code: 500, message: 'Something went wrong on our side. Please try again later.' });
    expect(reply.body).not.toContain('secret_table');
    expect(t.logs().some((line) => line.msg === 'unhandled error')).toBe(true);
  });

  it('rejects malformed JSON with 400 in the envelope', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/by-order-client/customer/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, code: 400, result: null });
  });
});

describe('validation messages in the request language', () => {
  const tooBig = api('/by-abinvivo/abinvivo/product/list?pageSize=5000');

  it('names the field and the rule in English', async () => {
    const reply = await t.app.inject({ method: 'GET', url: tooBig, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('pageSize: must be at most 1000');
  });

  it('names the field and the rule in Chinese', async () => {
    const reply = await t.app.inject({ method: 'GET', url: tooBig, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('pageSize：不能大于 1000');
  });

  it('reports a missing required field and an unknown enum value', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: api('/by-order-client/customer/login'),
      payload: { username: 'someone', captcha: 'abcd', checkKey: '1' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('password: is required');
    const badLine = await t.app.inject({ method: 'GET', url: api('/by-abinvivo/abinvivo/product/list?line=weapons') });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().message).toMatch(/^line: must be one of: biosimilar, /);
  });

  it('falls back to the edition language for languages the portal does not speak', async () => {
    const reply = await t.app.inject({ method: 'GET', url: tooBig, headers: { 'accept-language': 'fr-FR' } });
    expect(reply.json().message).toBe('pageSize: must be at most 1000');
  });
});
