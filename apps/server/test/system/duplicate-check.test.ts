import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, randomAddress } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

const check = (query: Record<string, string>, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/jeecg-boot/sys/duplicate/check?${new URLSearchParams(query).toString()}`,
    headers: { 'x-forwarded-for': randomAddress(), 'accept-language': language },
  });

describe('GET /sys/duplicate/check', () => {
  it('tells a free value from a taken one, and the edited record keeps its own value', async () => {
    const { customer, username } = await createCustomer(t);
    const free = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_yet_here' }, 'zh');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ success: true, message: '该值可用！' });
    const taken = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: username }, 'zh');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect((await check({ tableName: 'sys_user', fieldName: 'email', fieldVal: `${username}@EXAMPLE.org`, dataId: customer.id })).json().success).toBe(true);
  });

  it('answers only for allow-listed pairs, whatever the names contain', async () => {
    for (const [tableName, fieldName] of [
      ['customers', 'password_hash'],
      ['sys_user', 'password'],
      ['sys_user where 1=1; --', 'username'],
      ['sys_user', 'username) or (1=1'],
      ['__proto__', 'username'],
      ['sys_user', 'constructor'],
    ] as const) {
      const reply = await check({ tableName, fieldName, fieldVal: 'x' });
      expect(reply.statusCode, `${tableName}.${fieldName}`).toBe(400);
      expect(reply.json().message).toBe('This check is not available for that field.');
    }
  });
});
