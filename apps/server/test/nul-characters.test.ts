import { type Language, translate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, loginToken, randomAddress } from './helpers/accounts.js';
import { type Operation, apiOperations, bodyWith, leafPaths, sampleValue, urlOf } from './helpers/open-api-routes.js';
import { signedInStaff } from './helpers/staff-session.js';
import { type TestApp, createTestApp } from './helpers/test-app.js';
import { multipart } from './uploads/multipart.js';

let t: TestApp;
let operations: Operation[];
let customerToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  operations = await apiOperations(t);
  const customer = await createCustomer(t);
  customerToken = await loginToken(t, customer.username, customer.password);
  staffToken = (
    await signedInStaff(t, ['catalog:edit', 'orders:view', 'orders:quote', 'orders:fulfil', 'orders:invoice', 'audit:view', 'jobs:edit', 'system:reports'])
  ).token;
});
afterAll(() => t.close());

const NUL_TEXT = 'a\u0000b';
const LANGUAGES: Language[] = ['zh', 'en', 'es', 'ja'];
let sent = 0;

/** Headers of every request: a fresh address (so no limit is reached) and the next language in turn. */
function nextHeaders(): { headers: Record<string, string>; language: Language } {
  sent += 1;
  const language = LANGUAGES[sent % LANGUAGES.length] as Language;
  return { headers: { 'x-forwarded-for': randomAddress(), 'accept-language': language }, language };
}

const queryOf = (operation: Operation, override: Record<string, string> = {}) => {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) if (parameter.in === 'query') query.set(parameter.name, sampleValue(parameter.schema, 'x'));
  for (const [name, value] of Object.entries(override)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
};

function expectRefused(reply: { statusCode: number; json: () => unknown; body: string }, field: string, language: Language, what: string) {
  expect(reply.statusCode, `${what}: ${reply.body}`).toBe(400);
  expect(reply.json(), what).toMatchObject({
    success: false,
    code: 400,
    result: null,
    message: translate(language, 'errors', 'forbiddenCharacter', { field }),
  });
}

describe('a NUL character in any text the API reads', () => {
  it('is refused in every path and query parameter of every operation, in the request language', async () => {
    let checked = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((candidate) => candidate.in !== 'header')) {
        const { headers, language } = nextHeaders();
        const nul = encodeURIComponent(NUL_TEXT);
        const url =
          parameter.in === 'path'
            ? urlOf(operation, (name) => (name === parameter.name ? nul : 'x')) + queryOf(operation)
            : urlOf(operation) + queryOf(operation, { [parameter.name]: NUL_TEXT });
        const reply = await t.app.inject({ method: operation.method, url, headers });
        expectRefused(reply, parameter.name, language, `${operation.method} ${url}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('is refused in every field of every JSON body, nested ones too', async () => {
    let checked = 0;
    for (const operation of operations.filter((candidate) => candidate.jsonBody)) {
      for (const path of leafPaths(operation.jsonBody ?? {})) {
        const { headers, language } = nextHeaders();
        const url = urlOf(operation) + queryOf(operation);
        const reply = await t.app.inject({ method: operation.method, url, headers, payload: bodyWith(path, NUL_TEXT) as object });
        expectRefused(reply, path.join('.'), language, `${operation.method} ${url} ${path.join('.')}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
    const { headers, language } = nextHeaders();
    const key = await t.app.inject({ method: 'POST', url: '/jeecg-boot/by-order-client/customer/login', headers, payload: { [`user${NUL_TEXT}`]: 'x' } });
    expectRefused(key, `user${NUL_TEXT}`, language, 'a NUL in a key');
  });

  it('is refused in the headers the portal reads', async () => {
    // tenant-id and X-Tenant-Id take digits only and refuse anything else by that rule (request-headers test).
    const names = ['time-zone', 'x-low-app-id', 'x-access-token', 'x-sign', 'x-timestamp', 'idempotency-key'];
    for (const name of names) {
      const { headers, language } = nextHeaders();
      const reply = await t.app.inject({
        method: 'POST',
        url: '/jeecg-boot/by-order-client/order/inquiry/add',
        headers: { ...headers, [name]: NUL_TEXT },
        payload: {},
      });
      expectRefused(reply, name, language, name);
    }
  });

  it('is refused in every multipart field, with the session each form needs', async () => {
    const multipartRoutes: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.method === 'POST' && !candidate.jsonBody)) {
      const url = urlOf(operation) + queryOf(operation);
      const send = (token: string, language: Language) => {
        const form = multipart([{ name: 'biz', content: NUL_TEXT }]);
        return t.app.inject({
          method: 'POST',
          url,
          payload: form.payload,
          headers: { ...form.headers, 'x-access-token': token, 'x-forwarded-for': randomAddress(), 'accept-language': language },
        });
      };
      const { language } = nextHeaders();
      let reply = await send(customerToken, language);
      // A route without a multipart parser does not take forms at all.
      if (reply.statusCode === 415) continue;
      if (reply.statusCode === 401 || reply.statusCode === 403) reply = await send(staffToken, language);
      expectRefused(reply, 'biz', language, `multipart ${url}`);
      multipartRoutes.push(operation.path);
    }
    expect(multipartRoutes).toEqual(
      expect.arrayContaining([
        '/jeecg-boot/sys/common/upload',
        '/jeecg-boot/by-order-client/customer/address/importExcel',
        '/jeecg-boot/by-order-client/order/cart/importLines',
        '/jeecg-boot/staff/catalog/import',
      ]),
    );
  });

  it('changes nothing: the refused write leaves the account as it was', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/customer/profile', headers: { 'x-access-token': customerToken } });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/jeecg-boot/by-order-client/customer/profile',
      headers: { 'x-access-token': customerToken },
      payload: { ...before.json().result, realname: NUL_TEXT },
    });
    expect(refused.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/jeecg-boot/by-order-client/customer/profile', headers: { 'x-access-token': customerToken } });
    expect(after.json().result).toEqual(before.json().result);
  });
});
