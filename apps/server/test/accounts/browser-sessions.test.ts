import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCustomer, login, randomAddress } from '../helpers/accounts.js';
import { signedInStaff } from '../helpers/staff-session.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => t.close());

const OWN_SITE = 'http://portal.example';
const OTHER_SITE = 'https://attacker.example';
const INFO = '/jeecg-boot/by-order-client/customer/info';
const CHANGE_PASSWORD = '/jeecg-boot/by-order-client/customer/changePassword';

const setCookies = (reply: { headers: Record<string, unknown> }): string[] => {
  const value = reply.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
};
const cookieNamed = (reply: { headers: Record<string, unknown> }, name: string) => setCookies(reply).find((line) => line.startsWith(`${name}=`));
const tokenOf = (line: string | undefined) => decodeURIComponent(/^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '');

/** Signs a new customer in the way the portal's pages do, returning the session cookie the server set. */
async function browserSignIn(app = t) {
  const user = await createCustomer(app);
  const reply = await login(app, user.username, user.password, { 'x-session-cookie': '1' });
  expect(reply.statusCode).toBe(200);
  return { ...user, reply, cookie: `access_token=${tokenOf(cookieNamed(reply, 'access_token'))}` };
}

/** A write with the session cookie only, as a browser sends it, from the page at `origin`. */
const changePassword = (cookie: string, headers: Record<string, string>, password: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: CHANGE_PASSWORD,
    headers: { cookie, host: 'portal.example', 'x-forwarded-for': randomAddress(), ...headers },
    payload: { oldpassword: password, password: newPassword },
  });

describe('browser sessions in HttpOnly cookies (security.md S21)', () => {
  it('sets the session at sign-in as an HttpOnly, SameSite=Lax cookie for 7 days, and leaves the token out of the reply to the page', async () => {
    const { reply, cookie } = await browserSignIn();
    const line = cookieNamed(reply, 'access_token') ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=604800/);
    expect(line).not.toMatch(/; Secure/);
    expect(reply.json().result.token).toBe('');
    const info = await t.app.inject({ method: 'GET', url: INFO, headers: { cookie } });
    expect(info.statusCode).toBe(200);
  });

  it('keeps X-Access-Token for API clients: their sign-in reply carries the token, which works from any origin', async () => {
    const user = await createCustomer(t);
    const reply = await login(t, user.username, user.password);
    const token = reply.json().result.token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(tokenOf(cookieNamed(reply, 'access_token'))).toBe(token);
    const write = await t.app.inject({
      method: 'POST',
      url: CHANGE_PASSWORD,
      headers: { 'x-access-token': token, origin: OTHER_SITE, 'x-forwarded-for': randomAddress() },
      payload: { oldpassword: user.password, password: 'Second#Reagent-2026' },
    });
    expect(write.statusCode).toBe(200);
  });

  it('refuses a write that comes with the cookie from another site, and changes nothing', async () => {
    const { cookie, password } = await browserSignIn();
    const crossSite: Record<string, string>[] = [{ origin: OTHER_SITE }, { 'sec-fetch-site': 'cross-site' }, { referer: `${OTHER_SITE}/page` }, {}];
    for (const headers of crossSite) {
      const refused = await changePassword(cookie, { 'accept-language': 'en', ...headers }, password, 'Other#Reagent-2026');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 403, message: expect.stringContaining('another site') });
    }
    const inChinese = await changePassword(cookie, { origin: OTHER_SITE, 'accept-language': 'zh-CN' }, password, 'Other#Reagent-2026');
    expect(inChinese.json().message).toContain('其他网站');
    // The password is unchanged: the old one still changes it, from the portal's own page.
    const accepted = await changePassword(cookie, { origin: OWN_SITE }, password, 'Other#Reagent-2026');
    expect(accepted.statusCode).toBe(200);
  });

  it('accepts a write with the cookie from its own pages, by Origin, Sec-Fetch-Site or Referer', async () => {
    const { cookie, password } = await browserSignIn();
    const steps: Record<string, string>[] = [{ origin: OWN_SITE }, { 'sec-fetch-site': 'same-origin' }, { referer: `${OWN_SITE}/abinvivoAccount` }];
    let current = password;
    for (const [index, headers] of steps.entries()) {
      const next = `Step${index}#Reagent-2026`;
      const reply = await changePassword(cookie, headers, current, next);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(200);
      current = next;
    }
  });

  it('ends the session at logout and removes the cookie', async () => {
    const { cookie } = await browserSignIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/by-order-client/customer/logout',
      headers: { cookie, origin: OWN_SITE, host: 'portal.example' },
    });
    expect(logout.statusCode).toBe(200);
    expect(cookieNamed(logout, 'access_token')).toMatch(/^access_token=; .*Max-Age=0/);
    const after = await t.app.inject({ method: 'GET', url: INFO, headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('removes a cookie that names no live session when it is refused', async () => {
    const reply = await t.app.inject({ method: 'GET', url: INFO, headers: { cookie: 'access_token=not-a-session' } });
    expect(reply.statusCode).toBe(401);
    expect(cookieNamed(reply, 'access_token')).toMatch(/^access_token=; .*Max-Age=0/);
  });

  it('keeps the staff session in a cookie of its own, set at sign-in and removed at sign-out', async () => {
    const staff = await signedInStaff(t, ['orders:view']);
    expect(staff.token).not.toBe('');
    const info = await t.app.inject({ method: 'GET', url: '/jeecg-boot/staff/info', headers: { cookie: `staff_token=${staff.token}` } });
    expect(info.statusCode).toBe(200);
    const customerCookie = await t.app.inject({ method: 'GET', url: INFO, headers: { cookie: `staff_token=${staff.token}` } });
    expect(customerCookie.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/staff/logout',
      headers: { cookie: `staff_token=${staff.token}`, origin: OTHER_SITE },
    });
    expect(crossSite.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/staff/logout',
      headers: { cookie: `staff_token=${staff.token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(cookieNamed(logout, 'staff_token')).toMatch(/^staff_token=; .*HttpOnly/);
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/staff/info', headers: { cookie: `staff_token=${staff.token}` } })).statusCode).toBe(401);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await createTestApp({ env: { PORTAL_ENV: 'production' } });
    try {
      const logout = await production.app.inject({ method: 'POST', url: '/jeecg-boot/by-order-client/customer/logout' });
      expect(cookieNamed(logout, 'access_token')).toMatch(/; HttpOnly; Secure$/);
    } finally {
      await production.close();
    }
  });
});

describe('the live-sync socket with the session cookie', () => {
  let url = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    url = `ws://127.0.0.1:${address.port}/jeecg-boot/vxeSocket`;
  });

  const open = (path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${url}/${path}`, { headers });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => resolve(0));
    });

  it('opens for a page of this site that sends the cookie, without a sub-protocol, and refuses another site', async () => {
    const { customer, cookie } = await browserSignIn();
    const host = new URL(url).host;
    expect(await open(`${customer.id}/page-1`, { cookie, origin: `http://${host}` })).toBe(101);
    expect(await open(`${customer.id}/page-2`, { cookie, origin: OTHER_SITE })).toBe(403);
    expect(await open(`${customer.id}/page-3`, { cookie })).toBe(403);
  });
});
