import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/staff/staff.service.js';
import { createCustomer, freshMobile, lastCodeSentTo, login, loginToken, randomAddress, requestSms, solvedCaptcha } from './helpers/accounts.js';
import { type Operation, apiOperations, propertyNames, sampleValue, urlOf } from './helpers/open-api-routes.js';
import { signedInStaff } from './helpers/staff-session.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // A CAS server nobody answers for: its sign-in route exists, and answers without one.
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', CAS_SERVER_URL: 'http://127.0.0.1:9/cas' } });
});
afterAll(() => t.close());

/** Reply fields that hand over a session or say who someone is. */
const PERSONAL_FIELDS = ['token', 'userInfo', 'username', 'realname', 'nickname', 'phone', 'mobile', 'email', 'contact', 'addressDetail', 'company'];

const carriesPersonalData = (operation: Operation) => {
  const names = propertyNames(operation.result);
  return operation.secured || PERSONAL_FIELDS.some((field) => names.has(field));
};

describe('replies with a token or personal data are never stored by a cache (S14)', () => {
  it('says no-store on every operation the OpenAPI document shows returning either, whatever it answers', async () => {
    const customer = await createCustomer(t);
    const customerToken = await loginToken(t, customer.username, customer.password);
    const staffToken = (await signedInStaff(t, ['orders:view', 'audit:view', 'jobs:edit', 'system:reports', 'catalog:edit'])).token;
    const operations = (await apiOperations(t)).filter(carriesPersonalData);
    expect(operations.map((operation) => operation.path)).toEqual(
      expect.arrayContaining([
        '/jeecg-boot/by-order-client/customer/login',
        '/jeecg-boot/by-order-client/customer/loginByCode',
        '/jeecg-boot/staff/login',
        '/jeecg-boot/sys/cas/client/validateLogin',
        '/jeecg-boot/sys/thirdLogin/getLoginUser/{ticket}/{provider}',
        '/jeecg-boot/by-order-client/customer/info',
      ]),
    );
    const answered = new Set<number>();
    for (const operation of operations) {
      const query = new URLSearchParams(
        operation.parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter): [string, string] => [parameter.name, sampleValue(parameter.schema, '1')]),
      );
      const url = `${urlOf(operation)}?${query}`;
      const token = operation.path.startsWith('/jeecg-boot/staff/') ? staffToken : customerToken;
      const reply = await t.app.inject({
        method: operation.method,
        url,
        headers: { 'x-access-token': token, 'x-forwarded-for': randomAddress() },
        ...(operation.jsonBody ? { payload: {} } : {}),
      });
      answered.add(reply.statusCode);
      expect(reply.headers['cache-control'], `${operation.method} ${url} → ${reply.statusCode}`).toBe('no-store');
    }
    // Real replies, not only refusals: lists and profiles answer 200 to the signed-in customer and staff member.
    expect(answered).toContain(200);
  });

  it('says no-store on the sign-in replies that carry the token', async () => {
    const user = await createCustomer(t, { phone: freshMobile() });
    const password = await login(t, user.username, user.password);
    expect(password.statusCode).toBe(200);
    expect(password.json().result.token).toBeTruthy();
    expect(password.headers['cache-control']).toBe('no-store');

    const mobile = user.customer.phone ?? '';
    expect((await requestSms(t, mobile, '0')).statusCode).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/by-order-client/customer/loginByCode',
      headers: { 'x-forwarded-for': randomAddress() },
      payload: { mobile, captcha: await lastCodeSentTo(t, mobile) },
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().result.token).toBeTruthy();
    expect(code.headers['cache-control']).toBe('no-store');

    const staffPassword = 'Quote-Desk-2026!';
    const member = await createStaff(t.database.db, {
      username: `desk.${Date.now().toString(36)}`,
      realname: '',
      email: '',
      password: staffPassword,
      permissions: [],
    });
    const staff = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/staff/login',
      headers: { 'x-forwarded-for': randomAddress() },
      payload: { username: member.username, password: staffPassword, ...(await solvedCaptcha(t.app)) },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    const info = await t.app.inject({ method: 'GET', url: '/jeecg-boot/staff/info', headers: { 'x-access-token': staff.json().result.token } });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue cacheable', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-abinvivo/abinvivo/product/list' });
    expect(list.headers['cache-control']).toMatch(/^public/);
  });
});
