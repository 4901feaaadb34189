import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCaptcha } from '../../src/modules/accounts/captcha.service.js';
import { createCustomer, login, randomAddress, solvedCaptcha } from '../helpers/accounts.js';
import { TEST_SIGNING_SECRET, type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
let user: { username: string; password: string };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  user = await createCustomer(t);
});
afterAll(() => t.close());

const loginWith = (body: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/by-order-client/customer/login',
    payload: body,
    headers: { 'accept-language': language, 'x-forwarded-for': randomAddress() },
  });

describe('S6 captcha: image, single use, 60 s, case-insensitive', () => {
  it('answers GET /sys/randomImage/{checkKey} with an image data URL, never cached', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/sys/randomImage/1700000000000' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const svg = Buffer.from(reply.json().result.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text/);
  });

  it('refuses a malformed key', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/randomImage/${encodeURIComponent("1' or '1")}` });
    expect(reply.statusCode).toBe(400);
  });

  it('accepts the answer in any letter case', async () => {
    const { checkKey, captcha } = await solvedCaptcha(t.app);
    const reply = await loginWith({
      username: user.username,
      password: user.password,
      checkKey,
      captcha: captcha.toUpperCase() === captcha ? captcha.toLowerCase() : captcha.toUpperCase(),
    });
    expect(reply.statusCode).toBe(200);
  });

  it('cannot be used twice, even after a right answer', async () => {
    const solved = await solvedCaptcha(t.app);
    expect((await loginWith({ username: user.username, password: user.password, ...solved })).statusCode).toBe(200);
    const again = await loginWith({ username: user.username, password: user.password, ...solved });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The verification code is wrong or has expired. Please try the new one.');
  });

  it('is spent by a wrong answer', async () => {
    const { checkKey, captcha } = await solvedCaptcha(t.app);
    const wrong = await loginWith({ username: user.username, password: user.password, checkKey, captcha: 'zzzz' }, 'zh');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误或已失效，请输入新的验证码。');
    expect((await loginWith({ username: user.username, password: user.password, checkKey, captcha })).statusCode).toBe(400);
  });

  it('expires after 60 s', async () => {
    const early = await solvedCaptcha(t.app);
    expect(await checkCaptcha(t.database.db, early.checkKey, early.captcha, new Date(Date.now() + 59_000))).toBe(true);
    const late = await solvedCaptcha(t.app);
    expect(await checkCaptcha(t.database.db, late.checkKey, late.captcha, new Date(Date.now() + 61_000))).toBe(false);
  });

  it('is required, in the request language', async () => {
    const reply = await loginWith({ username: user.username, password: user.password, checkKey: '1', captcha: '' }, 'zh');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('请输入验证码。');
  });

  it('offers the answer-reading endpoint in test mode only, never in production', async () => {
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
    const production = await createTestApp({ env: { PORTAL_ENV: 'production', SIGNING_SECRET: TEST_SIGNING_SECRET }, database: t.database });
    try {
      await production.app.inject({ method: 'GET', url: '/jeecg-boot/sys/randomImage/prod1' });
      const probe = await production.app.inject({ method: 'GET', url: '/jeecg-boot/test-support/captcha/prod1' });
      expect(probe.statusCode).toBe(404);
      expect(probe.body).not.toMatch(/"result":"[A-Za-z0-9]{4}"/);
    } finally {
      await production.close();
    }
  });
});
