import { signRequest } from '@portal/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxMessages, verificationCodes } from '../../src/db/schema.js';
import { createCustomer, freshMobile, lastCodeSentTo, login, loginToken, randomAddress } from '../helpers/accounts.js';
import { TEST_SIGNING_SECRET, type TestApp, createTestApp } from '../helpers/test-app.js';

// The international edition (the default): accounts by e-mail, phone numbers with their country code.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', EDITION: 'intl' } });
});
afterAll(() => t.close());

const PASSWORD = 'Bench#2026';

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/jeecg-boot${url}`, payload, headers: { 'x-forwarded-for': randomAddress(), 'accept-language': 'en', ...headers } });

let addresses = 0;
const freshEmail = () => `intl${Date.now().toString(36)}${(addresses += 1)}@lab.example`;
const freshUsername = () => `i${Math.random().toString(36).slice(2, 12)}`;

const askEmailCode = (email: string, smsmode: string) => post('/by-order-client/customer/emailCode', { email, smsmode });

/** Moves a recipient's codes a couple of minutes into the past, as if the one-a-minute wait had passed. */
async function allowNextCode(recipient: string) {
  await t.database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
    .where(eq(verificationCodes.recipient, recipient));
}

async function messagesTo(recipient: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt));
}

/** Registers with nothing but an e-mail address and its code. */
async function registerByEmail(email = freshEmail()) {
  expect((await askEmailCode(email, '1')).statusCode).toBe(200);
  const username = freshUsername();
  const smscode = await lastCodeSentTo(t, email.toLowerCase());
  const reply = await post('/by-order-client/customer/register', { username, password: PASSWORD, email, smscode, agreement: true });
  return { reply, username, email };
}

describe('registration by e-mail', () => {
  it('creates an account from an e-mail address and its code alone, which then signs in by password and by e-mail code', async () => {
    const email = freshEmail();
    const { reply, username } = await registerByEmail(email.toUpperCase());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Your account has been created.' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, username));
    expect(row).toMatchObject({ email, phone: null });

    expect((await login(t, username, PASSWORD)).statusCode).toBe(200);
    await allowNextCode(email);
    expect((await askEmailCode(email, '0')).statusCode).toBe(200);
    const byCode = await post('/by-order-client/customer/loginByCode', { email, captcha: await lastCodeSentTo(t, email) });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().result.userInfo.username).toBe(username);
  });

  it.each([
    [{ email: '' }, 'Please enter your e-mail address.'],
    [{ email: 'not-an-email' }, 'The e-mail address is not valid.'],
    [{ smscode: '' }, 'please enter the captcha!'],
    [{ password: 'abcdefgh' }, 'The password is too weak: use at least 2 of letters, digits and symbols.'],
  ])('refuses %j and creates nothing', async (overrides, message) => {
    const username = freshUsername();
    const reply = await post('/by-order-client/customer/register', {
      username,
      password: PASSWORD,
      email: freshEmail(),
      smscode: '123456',
      agreement: true,
      ...overrides,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(await t.database.db.select().from(customers).where(eq(customers.username, username))).toEqual([]);
  });

  it('answers a code request for a registered address exactly like a free one, and tells only that address it has an account', async () => {
    const { email: taken } = await registerByEmail();
    await allowNextCode(taken);
    const strip = (body: string) => body.replace(/"timestamp":\d+/, '');
    const free = freshEmail();
    const [forTaken, forFree] = [await askEmailCode(taken, '1'), await askEmailCode(free, '1')];
    expect(forTaken.statusCode).toBe(200);
    expect(strip(forTaken.body)).toBe(strip(forFree.body));
    const [notice] = await messagesTo(taken);
    expect(notice?.body).toContain('already has an account');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);

    // No code reached the taken address, so no guess registers it, and the refusal is the wrong-code one.
    const reply = await post('/by-order-client/customer/register', {
      username: freshUsername(),
      password: PASSWORD,
      email: taken,
      smscode: '000000',
      agreement: true,
    });
    expect(reply.json().message).toBe('The e-mail code is wrong or has expired.');
  });

  it('keeps the code rules for e-mail codes: one a minute, single use, hashed, burned after 5 wrong tries', async () => {
    const email = freshEmail();
    expect((await askEmailCode(email, '1')).statusCode).toBe(200);
    const again = await askEmailCode(email, '1');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    const code = await lastCodeSentTo(t, email);
    expect(JSON.stringify(await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, email)))).not.toContain(code);

    const attempt = (smscode: string) =>
      post('/by-order-client/customer/register', { username: freshUsername(), password: PASSWORD, email, smscode, agreement: true });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await attempt(wrong)).statusCode).toBe(400);
    expect((await attempt(code)).json().message).toBe('The e-mail code is wrong or has expired.');

    await allowNextCode(email);
    expect((await askEmailCode(email, '1')).statusCode).toBe(200);
    const fresh = await lastCodeSentTo(t, email);
    expect((await attempt(fresh)).statusCode).toBe(200);
    expect((await attempt(fresh)).statusCode).toBe(400);
  });

  it('still registers by phone for clients that send a mobile number', async () => {
    const mobile = freshMobile();
    expect((await post('/by-order-client/customer/sms', { mobile, smsmode: '1' })).statusCode).toBe(200);
    const username = freshUsername();
    const reply = await post('/by-order-client/customer/register', {
      username,
      password: PASSWORD,
      mobile,
      smscode: await lastCodeSentTo(t, mobile),
      email: '',
      agreement: true,
    });
    expect(reply.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, username));
    expect(row).toMatchObject({ phone: mobile, email: null });
  });
});

describe('international phone numbers', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (617) 555-0100', '+16175550100'],
  ])('sends a code to %s and keeps the number as %s', async (typed, kept) => {
    const reply = await post('/by-order-client/customer/sms', { mobile: typed, smsmode: '1' });
    expect(reply.statusCode).toBe(200);
    expect(await lastCodeSentTo(t, kept)).toMatch(/^\d{6}$/);
    await allowNextCode(kept);
  });

  it.each([
    [{ mobile: '' }, 'Please enter your phone number.'],
    [{ mobile: '020 7946 0958' }, 'Enter a valid phone number with its country code, for example +44 20 7946 0958.'],
    [{ mobile: '+44 20 79' }, 'Enter a valid phone number with its country code, for example +44 20 7946 0958.'],
    [{ mobile: '12345678901' }, 'Enter a valid phone number with its country code, for example +44 20 7946 0958.'],
  ])('refuses %j', async (payload, message) => {
    const reply = await post('/by-order-client/customer/sms', { ...payload, smsmode: '0' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('reads a mainland mobile with or without +86 as the same number', async () => {
    const mobile = freshMobile();
    const { username } = await createCustomer(t, { phone: mobile });
    expect((await post('/by-order-client/customer/sms', { mobile: `+86 ${mobile}`, smsmode: '0' })).statusCode).toBe(200);
    const reply = await post('/by-order-client/customer/loginByCode', { mobile, captcha: await lastCodeSentTo(t, mobile) });
    expect(reply.json().result.userInfo.username).toBe(username);
    const check = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/by-order-client/customer/checkOnlyUser?phone=${encodeURIComponent(`+86${mobile}`)}`,
      headers: { 'x-forwarded-for': randomAddress() },
    });
    expect(check.json().result).toEqual({ available: false });
  });

  it('binds an international number to an account registered by e-mail', async () => {
    const { username } = await registerByEmail();
    const token = await loginToken(t, username, PASSWORD);
    const typed = '+49 89 2180 0';
    expect((await post('/by-order-client/customer/sms', { mobile: typed, smsmode: '1' })).statusCode).toBe(200);
    const body = { phone: typed, smscode: await lastCodeSentTo(t, '+498921800') };
    const sign = signRequest('/jeecg-boot/by-order-client/byCustomer/bindPhone', body, TEST_SIGNING_SECRET);
    const reply = await post('/by-order-client/byCustomer/bindPhone', body, { 'x-access-token': token, 'x-timestamp': String(Date.now()), 'x-sign': sign });
    expect(reply.json().message).toBe('Phone number bound.');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.username, username));
    expect(row?.phone).toBe('+498921800');
  });
});
