import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

/** An OAuth 2.0 / OpenID Connect provider on loopback: codes are issued by the test, checked with PKCE. */
const issuedCodes = new Map<string, { challenge: string; user: Record<string, string> }>();
const provider = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://idp.local');
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/token') {
      const form = new URLSearchParams(body);
      const issued = issuedCodes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const ok = issued && form.get('client_secret') === 'secret-1' && createHash('sha256').update(verifier).digest('base64url') === issued.challenge;
      if (!ok) return void response.writeHead(400).end('{"error":"invalid_grant"}');
      issuedCodes.delete(form.get('code') ?? '');
      return void response.end(JSON.stringify({ access_token: `at-${JSON.stringify(issued.user)}`, token_type: 'Bearer' }));
    }
    if (url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer at-/, '');
      return void response.end(token);
    }
    response.writeHead(404).end('{}');
  });
});

let t: TestApp;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const providers = [
    {
      key: 'labid',
      name: 'LabID',
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
      clientId: 'portal',
      clientSecret: 'secret-1',
    },
  ];
  t = await createTestApp({ env: { OAUTH_PROVIDERS: JSON.stringify(providers), TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

/** Walks the browser's part: start, let the provider "approve" by issuing a code, follow the callback. */
async function signIn(user: Record<string, string>, redirect = '/abinvivoMyOrder') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/jeecg-boot/sys/thirdLogin/render/labid?redirect=${encodeURIComponent(redirect)}`,
    headers: { host: 'portal.test' },
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin + authorize.pathname).toBe(`${base}/authorize`);
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://portal.test/jeecg-boot/sys/thirdLogin/callback/labid');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const code = `code-${Math.random()}`;
  issuedCodes.set(code, { challenge: authorize.searchParams.get('code_challenge') ?? '', user });
  const state = authorize.searchParams.get('state') ?? '';
  const callback = await t.app.inject({
    method: 'GET',
    url: `/jeecg-boot/sys/thirdLogin/callback/labid?code=${encodeURIComponent(code)}&state=${state}`,
    headers: { host: 'portal.test' },
  });
  expect(callback.statusCode).toBe(302);
  return { page: new URL(String(callback.headers.location), 'http://portal.test'), state, code };
}

const redeem = (ticket: string, providerKey = 'labid') =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/thirdLogin/getLoginUser/${ticket}/${providerKey}` });

describe('third-party sign-in (OAuth 2.0 / OpenID Connect)', () => {
  it('links a new customer on first sign-in and signs in the same one afterwards', async () => {
    const first = await signIn({ sub: 'u-100', name: 'Dr. Ada', email: 'ada@lab.example', preferred_username: 'ada_lovelace' });
    expect(first.page.pathname).toBe('/oauth2-app/login');
    expect(first.page.searchParams.get('redirect')).toBe('/abinvivoMyOrder');
    const login = await redeem(first.page.searchParams.get('ticket') ?? '');
    expect(login.statusCode).toBe(200);
    expect(login.json().result.userInfo).toMatchObject({ username: 'ada_lovelace', realname: 'Dr. Ada' });
    const second = await signIn({ sub: 'u-100', name: 'Dr. Ada', preferred_username: 'someone-else' });
    const again = await redeem(second.page.searchParams.get('ticket') ?? '');
    expect(again.json().result.userInfo.id).toBe(login.json().result.userInfo.id);
  });

  it('accepts a ticket once only', async () => {
    const { page } = await signIn({ sub: 'u-200' });
    const ticket = page.searchParams.get('ticket') ?? '';
    expect((await redeem(ticket)).statusCode).toBe(200);
    const reused = await redeem(ticket);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Signing in with the other site did not work. Please try again or use another way.');
    expect((await redeem('made-up-ticket')).statusCode).toBe(400);
  });

  it('rejects a replayed or forged state and reports the failure to the page', async () => {
    const { state, code } = await signIn({ sub: 'u-300' });
    issuedCodes.set(code, { challenge: 'x', user: { sub: 'u-300' } });
    const replay = await t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/thirdLogin/callback/labid?code=${code}&state=${state}` });
    expect(new URL(String(replay.headers.location), 'http://x').searchParams.get('error')).toBe('1');
    const noCode = await t.app.inject({ method: 'GET', url: '/jeecg-boot/sys/thirdLogin/callback/labid?error=access_denied' });
    expect(new URL(String(noCode.headers.location), 'http://x').searchParams.has('ticket')).toBe(false);
  });

  it('keeps the redirect on this site', async () => {
    const { page } = await signIn({ sub: 'u-400' }, 'https://evil.example/');
    expect(page.searchParams.has('redirect')).toBe(false);
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/sys/thirdLogin/render/github' })).statusCode).toBe(404);
  });
});
