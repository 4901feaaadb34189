import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema.js';
import { createCustomer, lastCodeSentTo, login, randomAddress } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/jeecg-boot/by-order-client/customer${url}`,
    payload,
    headers: { 'x-forwarded-for': randomAddress(), 'accept-language': language },
  });

async function frozenCustomer() {
  const user = await createCustomer(t);
  const longAgo = new Date(Date.now() - 200 * 24 * 3600 * 1000);
  await t.database.db.update(customers).set({ createdAt: longAgo, lastLoginAt: longAgo }).where(eq(customers.id, user.customer.id));
  return user;
}

describe('accounts frozen for long inactivity (spec section 4)', () => {
  it('answers a right password with code 501 and the reason, and no session', async () => {
    const user = await frozenCustomer();
    const reply = await login(t, user.username, user.password, { 'accept-language': 'zh' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      success: false,
      code: 501,
      result: null,
      message: '您的账号长期未使用已被冻结，请使用手机或邮箱验证码登录一次以解冻。',
    });
  });

  it('does not reveal the freeze to a wrong password', async () => {
    const user = await frozenCustomer();
    const reply = await login(t, user.username, 'Wrong#Password1');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(400);
  });

  it('unfreezes after one sign-in with an e-mail code', async () => {
    const user = await frozenCustomer();
    const email = `${user.username}@example.org`;
    const sent = await post('/emailCode', { email, smsmode: '0' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(t, email);
    const byCode = await post('/loginByCode', { email: email.toUpperCase(), captcha: code });
    expect(byCode.statusCode).toBe(200);
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
  });

  it('sends nothing to an unknown e-mail but answers the same', async () => {
    const strip = (body: string) => body.replace(/"timestamp":\d+/, '');
    const user = await createCustomer(t);
    const known = await post('/emailCode', { email: `${user.username}@example.org`, smsmode: '0' });
    const unknown = await post('/emailCode', { email: 'nobody@nowhere.example', smsmode: '0' });
    expect(strip(unknown.body)).toBe(strip(known.body));
    await expect(lastCodeSentTo(t, 'nobody@nowhere.example')).rejects.toThrow();
    expect((await post('/emailCode', { email: 'not-an-email', smsmode: '0' })).json().message).toBe('The e-mail address is not valid.');
  });

  it('keeps active accounts signing in normally and records the time', async () => {
    const user = await createCustomer(t);
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, user.customer.id));
    expect(Date.now() - (row?.lastLoginAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
