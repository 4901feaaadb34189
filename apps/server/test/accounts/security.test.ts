import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loginFailures, sessions } from '../../src/db/schema.js';
import { hashToken } from '../../src/modules/accounts/sessions.service.js';
import { createCustomer, login, loginToken } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/customer/info', headers: { 'x-access-token': token } });
const changePassword = (token: string, oldpassword: string, password: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/by-order-client/customer/changePassword',
    headers: { 'x-access-token': token, 'accept-language': language },
    payload: { oldpassword, password },
  });

describe('S1 password hashing', () => {
  it('stores argon2id with m=19456 KiB, t=2, p=1', async () => {
    const { customer } = await createCustomer(t);
    const [row] = await t.database.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, customer.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('S2 password rules', () => {
  it.each([
    ['Ab1!', 'The password needs at least 8 characters.'],
    ['abcdefghij', 'The password is too weak: use at least 2 of letters, digits and symbols.'],
    ['12345678901', 'The password is too weak: use at least 2 of letters, digits and symbols.'],
    ['密码Abcdef123', 'The password cannot contain Chinese characters or punctuation.'],
    ['password1', 'This password is too common. Please choose another one.'],
    ['qwerty123', 'This password is too common. Please choose another one.'],
    [`Aa1!${'x'.repeat(97)}`, 'The password can have at most 100 characters.'],
  ])('refuses %j', async (password, message) => {
    const user = await createCustomer(t);
    const token = await loginToken(t, user.username, user.password);
    const reply = await changePassword(token, user.password, password);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, in Chinese too', async () => {
    const user = await createCustomer(t);
    const token = await loginToken(t, user.username, user.password);
    const reply = await changePassword(token, user.password, user.password, 'zh');
    expect(reply.json().message).toBe('新密码不能与原密码相同。');
  });
});

describe('S3 password change', () => {
  it('needs the current password', async () => {
    const user = await createCustomer(t);
    const token = await loginToken(t, user.username, user.password);
    const reply = await changePassword(token, 'not-the-password-1', 'Fresh#Pass2026');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('The current password is incorrect.');
  });

  it('ends every other session at once and keeps the one that changed it', async () => {
    const user = await createCustomer(t);
    const other = await loginToken(t, user.username, user.password);
    const current = await loginToken(t, user.username, user.password);
    const reply = await changePassword(current, user.password, 'Fresh#Pass2026');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Your password has been changed.' });
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(current)).statusCode).toBe(200);
    expect((await login(t, user.username, user.password)).statusCode).toBe(400);
    expect((await login(t, user.username, 'Fresh#Pass2026')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await changePassword('no-such-token', 'a', 'Fresh#Pass2026')).statusCode).toBe(401);
  });
});

describe('S4 login throttling', () => {
  it('locks one address out with a doubling wait while the real user still signs in from another', async () => {
    const user = await createCustomer(t);
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 5; i += 1) expect((await login(t, user.username, 'wrong-password', attacker)).statusCode).toBe(400);

    const locked = await login(t, user.username, user.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json().message).toBe('Too many failed attempts. Please try again in 1 seconds.');

    const realUser = await login(t, user.username, user.password, { 'x-forwarded-for': '198.51.100.20' });
    expect(realUser.statusCode).toBe(200);

    // Let the first wait pass, fail once more: the wait doubles to 2 s, then 4 s.
    for (const expectedWait of ['2', '4']) {
      await t.database.db
        .update(loginFailures)
        .set({ failedAt: sql`${loginFailures.failedAt} - interval '30 seconds'` })
        .where(eq(loginFailures.login, user.username));
      expect((await login(t, user.username, 'wrong-password', attacker)).statusCode).toBe(400);
      const again = await login(t, user.username, user.password, attacker);
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe(expectedWait);
    }
  });

  it('throttles unknown accounts the same way', async () => {
    const from = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 5; i += 1) expect((await login(t, 'nobody-here', 'wrong-password', from)).statusCode).toBe(400);
    expect((await login(t, 'nobody-here', 'wrong-password', from)).statusCode).toBe(429);
  });
});

describe('S15 sign-in rate limit per address', () => {
  it('answers 429 after 20 sign-in attempts a minute from one address', async () => {
    const from = { 'x-forwarded-for': '192.0.2.15' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await login(t, `someone${i}`, 'Some#Password1', from)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('S5 no account enumeration at login', () => {
  it('answers an unknown user exactly as a wrong password', async () => {
    const user = await createCustomer(t);
    const strip = (body: string) => body.replace(/"timestamp":\d+/, '"timestamp":0');
    const unknown = await login(t, 'no-such-user-anywhere', 'Some#Password1');
    const wrong = await login(t, user.username, 'Some#Password1');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(strip(wrong.body)).toBe(strip(unknown.body));
    expect(unknown.json().message).toBe('Incorrect username or password');
  });
});

describe('S7 sessions', () => {
  it('issues an opaque token of at least 128 random bits and stores only its hash', async () => {
    const user = await createCustomer(t);
    const token = await loginToken(t, user.username, user.password);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.customerId, user.customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const days = ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('answers 401 with the token after logout', async () => {
    const user = await createCustomer(t);
    const token = await loginToken(t, user.username, user.password);
    expect((await info(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/jeecg-boot/by-order-client/customer/logout', headers: { 'x-access-token': token } });
    expect(out.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('answers 401 once the 7 days are over', async () => {
    const user = await createCustomer(t);
    const token = await loginToken(t, user.username, user.password);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await info(token)).statusCode).toBe(401);
  });
});
