import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' } });
});
afterAll(() => t.close());

describe('logs carry no secrets (S17)', () => {
  it('leaves out passwords, tokens, codes and full phone numbers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/by-order-client/customer/login',
      headers: { 'x-access-token': 'tok-SECRET-123', cookie: 'access_token=tok-SECRET-456' },
      payload: { username: 'someone', password: 'Pa55word-SECRET', captcha: 'ABCD' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/by-abinvivo/abinvivo/product/list?mobile=13812345678&token=tok-SECRET-789&smscode=654321',
    });
    await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/customer/checkOnlyUser?phone=%2B442079460958' });
    const text = JSON.stringify(t.logs());
    expect(t.logs().length).toBeGreaterThan(2);
    for (const secret of ['Pa55word-SECRET', 'tok-SECRET-123', 'tok-SECRET-456', 'tok-SECRET-789', '13812345678', '654321', '442079460958']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/jeecg-boot/by-abinvivo/abinvivo/product/list');
  });
});
