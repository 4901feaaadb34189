import { signRequest } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, verificationCodes } from '../../src/db/schema.js';
import { consumeCode } from '../../src/modules/accounts/codes.service.js';
import { freshMobile, lastCodeSentTo, login, randomAddress, requestSms } from '../helpers/accounts.js';
import { TEST_SIGNING_SECRET, type TestApp, createTestApp } from '../helpers/test-app.js';

// The spec's mobile rules are the Chinese edition's; international numbers and e-mail registration: intl-accounts.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', EDITION: 'zh' } });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({ method: 'POST', url: `/jeecg-boot${url}`, payload, headers: { 'x-forwarded-for': randomAddress(), 'accept-language': language } });

async function registerAccount(overrides: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  expect((await requestSms(t, mobile, '1')).statusCode).toBe(200);
  const username = `r${Math.random().toString(36).slice(2, 12)}`;
  const body = {
    username,
    password: 'Bench#2026',
    mobile,
    smscode: await lastCodeSentTo(t, mobile),
    email: `${username}@lab.example`,
    agreement: true,
    ...overrides,
  };
  const reply = await post('/by-order-client/customer/register', body);
  await allowNextCode(mobile);
  return { reply, username, mobile, password: 'Bench#2026' };
}

/** Moves a number's codes a couple of minutes into the past, as if the one-a-minute wait had passed. */
async function allowNextCode(mobile: string) {
  await t.database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
    .where(eq(verificationCodes.recipient, mobile));
}

describe('sending codes', () => {
  it('sends a 6-digit code with a localized message and says so', async () => {
    const mobile = freshMobile();
    const reply = await requestSms(t, mobile, '1', { 'accept-language': 'zh' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: '验证码已发送。' });
    expect(await lastCodeSentTo(t, mobile)).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ mobile: '', smsmode: '1' }, 'en', 'please enter mobile number!'],
    [{ mobile: '12345678901', smsmode: '1' }, 'en', 'your mobile number format is incorrect!'],
    [{ mobile: '1381234567', smsmode: '1' }, 'zh', '请输入正确手机号'],
    [{ mobile: '', smsmode: '1' }, 'zh', '请输入手机号'],
    [{ mobile: '+8613812345678', smsmode: '1' }, 'zh', '请输入正确手机号'],
  ])('refuses %j in %s', async (payload, language, message) => {
    const reply = await post('/by-order-client/customer/sms', payload, language);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('trims the number', async () => {
    const mobile = freshMobile();
    expect((await requestSms(t, `  ${mobile} `, '1')).statusCode).toBe(200);
    expect(await lastCodeSentTo(t, mobile)).toMatch(/^\d{6}$/);
  });

  it('sends at most one code a minute to a number (S6)', async () => {
    const mobile = freshMobile();
    expect((await requestSms(t, mobile, '1')).statusCode).toBe(200);
    const again = await requestSms(t, mobile, '1', { 'accept-language': 'en' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
  });

  it('caps codes per number per day (S6)', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestSms(t, mobile, '1')).statusCode).toBe(200);
      await allowNextCode(mobile);
    }
    const capped = await requestSms(t, mobile, '1', { 'accept-language': 'en' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many codes requested today. Please try again tomorrow.');
  });

  it('refuses a registration code for a number that already has an account', async () => {
    const { mobile } = await registerAccount();
    const reply = await requestSms(t, mobile, '1', { 'accept-language': 'zh' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('手机号已存在');
  });

  it('answers a login code request for an unknown number exactly like a known one, sending nothing (S5)', async () => {
    const { mobile } = await registerAccount();
    const unknown = freshMobile();
    const strip = (body: string) => body.replace(/"timestamp":\d+/, '');
    const known = await requestSms(t, mobile, '0');
    const stranger = await requestSms(t, unknown, '0');
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(strip(stranger.body)).toBe(strip(known.body));
    await expect(lastCodeSentTo(t, unknown)).rejects.toThrow();
  });
});

describe('using codes (S6)', () => {
  it('registers, then signs in by phone code once per code', async () => {
    const { reply, mobile, username } = await registerAccount();
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Your account has been created.');
    expect((await requestSms(t, mobile, '0')).statusCode).toBe(200);
    const code = await lastCodeSentTo(t, mobile);
    const first = await post('/by-order-client/customer/loginByCode', { mobile, captcha: code });
    expect(first.statusCode).toBe(200);
    expect(first.json().result.userInfo.username).toBe(username);
    const reused = await post('/by-order-client/customer/loginByCode', { mobilePhone: mobile, validateCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('The SMS code is wrong or has expired.');
  });

  it('burns a code after 5 wrong tries', async () => {
    const { mobile } = await registerAccount();
    await requestSms(t, mobile, '0');
    const code = await lastCodeSentTo(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await post('/by-order-client/customer/loginByCode', { mobile, captcha: wrong })).statusCode).toBe(400);
    expect((await post('/by-order-client/customer/loginByCode', { mobile, captcha: code })).statusCode).toBe(400);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const { mobile } = await registerAccount();
    await requestSms(t, mobile, '0');
    const code = await lastCodeSentTo(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await post('/by-order-client/customer/loginByCode', { mobile, captcha: wrong });
    expect((await post('/by-order-client/customer/loginByCode', { mobile, captcha: code })).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const { mobile } = await registerAccount();
    await requestSms(t, mobile, '0');
    const code = await lastCodeSentTo(t, mobile);
    expect(await consumeCode(t.database.db, mobile, 'login', code, new Date(Date.now() + 10 * 60_000 + 1000))).toBe(false);
    expect(await consumeCode(t.database.db, mobile, 'login', code, new Date(Date.now() + 9 * 60_000))).toBe(true);
  });

  it('binds a code to its purpose', async () => {
    const { mobile } = await registerAccount();
    await requestSms(t, mobile, '2');
    const resetCode = await lastCodeSentTo(t, mobile);
    expect((await post('/by-order-client/customer/loginByCode', { mobile, captcha: resetCode })).statusCode).toBe(400);
  });

  it('stores codes hashed', async () => {
    const mobile = freshMobile();
    await requestSms(t, mobile, '1');
    const code = await lastCodeSentTo(t, mobile);
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, mobile));
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('registration and password reset', () => {
  it.each([
    [{ username: 'ab' }, 'The username must be 4 to 18 letters, digits or underscores.'],
    [{ password: 'short1!' }, 'The password needs at least 8 characters.'],
    [{ password: 'abcdefgh' }, 'The password is too weak: use at least 2 of letters, digits and symbols.'],
    [{ password: 'Abcdefgh12345678!' }, 'The password can have at most 16 characters.'],
    [{ agreement: false }, 'Please read and accept the agreement.'],
    [{ email: 'not-an-email' }, 'The e-mail address is not valid.'],
    [{ smscode: '' }, 'please enter the captcha!'],
  ])('refuses %j', async (overrides, message) => {
    const { reply } = await registerAccount(overrides);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('requires the mobile: an e-mail address and its code do not register an account here', async () => {
    const email = `zh${Date.now()}@lab.example`;
    const code = await post('/by-order-client/customer/emailCode', { email, smsmode: '1' });
    expect(code.statusCode).toBe(400);
    const username = `z${Math.random().toString(36).slice(2, 12)}`;
    const reply = await post('/by-order-client/customer/register', { username, password: 'Bench#2026', email, smscode: '123456', agreement: true }, 'zh');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('请输入手机号');
    expect(await t.database.db.select().from(customers).where(eq(customers.username, username))).toEqual([]);
  });

  it('refuses a taken username', async () => {
    const { username } = await registerAccount();
    const { reply } = await registerAccount({ username });
    expect(reply.json().message).toBe('This username is already taken.');
  });

  it('resets the password by SMS code and ends every session', async () => {
    const { mobile, username, password } = await registerAccount();
    const token = (await login(t, username, password)).json().result.token as string;
    await requestSms(t, mobile, '2');
    const reply = await post('/by-order-client/customer/resetPassword', { mobile, smscode: await lastCodeSentTo(t, mobile), password: 'Second#2026' });
    expect(reply.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/customer/info', headers: { 'x-access-token': token } })).statusCode).toBe(
      401,
    );
    expect((await login(t, username, 'Second#2026')).statusCode).toBe(200);
  });

  it('resets the password by e-mail code as well', async () => {
    const { username } = await registerAccount();
    const email = `${username}@lab.example`;
    expect((await post('/by-order-client/customer/emailCode', { email, smsmode: '2' })).statusCode).toBe(200);
    const reply = await post('/by-order-client/customer/resetPassword', {
      email: email.toUpperCase(),
      smscode: await lastCodeSentTo(t, email),
      password: 'Third#2026',
    });
    expect(reply.statusCode).toBe(200);
    expect((await login(t, username, 'Bench#2026')).statusCode).toBe(400);
    expect((await login(t, username, 'Third#2026')).statusCode).toBe(200);
  });

  it.each([
    [{ mobile: '12345' }, 'your mobile number format is incorrect!'],
    [{ email: 'not-an-email' }, 'The e-mail address is not valid.'],
    [{}, 'please enter mobile number!'],
  ])('refuses a reset with %j', async (recipient, message) => {
    const reply = await post('/by-order-client/customer/resetPassword', { ...recipient, smscode: '123456', password: 'Third#2026' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('answers an unknown number and a wrong code alike on reset (S5)', async () => {
    const { mobile } = await registerAccount();
    const strip = (body: string) => body.replace(/"timestamp":\d+/, '');
    const unknown = await post('/by-order-client/customer/resetPassword', { mobile: freshMobile(), smscode: '123456', password: 'Second#2026' });
    const wrong = await post('/by-order-client/customer/resetPassword', { mobile, smscode: '123456', password: 'Second#2026' });
    expect(strip(unknown.body)).toBe(strip(wrong.body));
  });

  it('tells whether a username, phone or e-mail is free', async () => {
    const { username } = await registerAccount();
    const check = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/jeecg-boot/by-order-client/customer/checkOnlyUser?${query}`,
        headers: { 'x-forwarded-for': randomAddress(), 'accept-language': 'en' },
      });
    expect((await check(`username=${username}`)).json()).toMatchObject({ result: { available: false }, message: 'This value is already taken.' });
    expect((await check('username=nobody_here_yet')).json()).toMatchObject({ result: { available: true } });
    expect((await check('username=a&phone=1')).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, username));
    expect(row?.phone).toMatch(/^1[3-9]\d{9}$/);
  });
});

describe('binding a phone (signed call)', () => {
  const bind = (token: string, payload: Record<string, unknown>, signed: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/by-order-client/byCustomer/bindPhone',
      payload,
      headers: {
        'x-access-token': token,
        'accept-language': 'zh',
        'x-forwarded-for': randomAddress(),
        ...(signed
          ? { 'x-sign': signRequest('/jeecg-boot/by-order-client/byCustomer/bindPhone', payload, TEST_SIGNING_SECRET), 'x-timestamp': String(Date.now()) }
          : {}),
      },
    });

  it('binds a new number with its code, only when signed and signed in', async () => {
    const { username, password } = await registerAccount();
    const token = (await login(t, username, password)).json().result.token as string;
    const newNumber = freshMobile();
    expect((await requestSms(t, newNumber, '1')).statusCode).toBe(200);
    const payload = { phone: newNumber, smscode: await lastCodeSentTo(t, newNumber) };
    const unsigned = await bind(token, payload, false);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('缺少请求签名。');
    const reply = await bind(token, payload, true);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('绑定成功');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, username));
    expect(row?.phone).toBe(newNumber);
  });

  it("refuses another account's number", async () => {
    const first = await registerAccount();
    const second = await registerAccount();
    const token = (await login(t, second.username, second.password)).json().result.token as string;
    const reply = await bind(token, { phone: first.mobile, smscode: '123456' }, true);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('手机号已存在');
  });
});
