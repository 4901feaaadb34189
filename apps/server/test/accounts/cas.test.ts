import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

const SERVICE = 'https://portal.example.com/user/login';
const requests: URL[] = [];

/** A CAS server on loopback: ST-good-<user> tickets validate for the portal's service URL only. */
const cas = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://cas.local');
  requests.push(url);
  const ticket = url.searchParams.get('ticket') ?? '';
  const user = ticket.startsWith('ST-good-') && url.searchParams.get('service') === SERVICE ? ticket.slice('ST-good-'.length) : null;
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    user
      ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user><cas:attributes><cas:email>${user}@uni.example</cas:email><cas:displayName>Prof. ${user}</cas:displayName></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`
      : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`,
  );
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ env: { CAS_SERVER_URL: `http://127.0.0.1:${(cas.address() as AddressInfo).port}/cas`, TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => cas.close(() => resolve()));
});

const validate = (ticket: string, service = SERVICE) =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/cas/client/validateLogin?ticket=${encodeURIComponent(ticket)}&service=${encodeURIComponent(service)}` });

describe('CAS single sign-on', () => {
  it('signs in with a ticket the CAS server confirms, linking a new customer once', async () => {
    const first = await validate('ST-good-jdoe');
    expect(first.statusCode).toBe(200);
    expect(first.json().result.userInfo).toMatchObject({ username: 'jdoe', realname: 'Prof. jdoe' });
    expect(requests.at(-1)?.pathname).toBe('/cas/p3/serviceValidate');
    const again = await validate('ST-good-jdoe');
    expect(again.json().result.userInfo.id).toBe(first.json().result.userInfo.id);
    const session = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/by-order-client/customer/info',
      headers: { 'x-access-token': again.json().result.token },
    });
    expect(session.statusCode).toBe(200);
  });

  it('refuses a ticket the server does not confirm, or one for another service', async () => {
    const bad = await validate('ST-forged');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The sign-in ticket is not valid or has expired. Please sign in again.');
    expect((await validate('ST-good-mallory', 'https://evil.example/')).statusCode).toBe(400);
  });

  it('gives a CAS user whose name is taken a free username, never the existing account', async () => {
    const local = await createCustomer(t, { username: 'alice' });
    const reply = await validate('ST-good-alice');
    expect(reply.json().result.userInfo.username).toBe('alice_1');
    expect(reply.json().result.userInfo.id).not.toBe(local.customer.id);
    expect((await validate('ST-good-a.b')).json().result.userInfo.username).toBe('a_b_');
  });

  it('does not exist without a configured CAS server', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: `/jeecg-boot/sys/cas/client/validateLogin?ticket=ST-good-x&service=${encodeURIComponent(SERVICE)}` }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
