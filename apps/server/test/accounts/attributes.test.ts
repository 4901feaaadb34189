import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const get = (token: string, url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot${url}`, headers: { 'x-access-token': token, 'accept-language': language } });
const change = (token: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/by-order-client/order/changeClientAttribute',
    payload,
    headers: { 'x-access-token': token, 'accept-language': language },
  });

async function token() {
  const user = await createCustomer(t);
  return loginToken(t, user.username, user.password);
}

describe('customer attributes', () => {
  it('lists the groups with their items in the request language', async () => {
    const session = await token();
    const zh = (await get(session, '/by-customer/byCustomerAttribute/queryClientCustomerAttribute', 'zh')).json().result;
    expect(zh[0]).toMatchObject({ attributeKey: 'customer_type', name: '客户类型' });
    expect(zh[0].items).toContainEqual({ itemValue: 'academic', itemText: '高校/科研院所' });
    const en = (await get(session, '/by-customer/byCustomerAttribute/queryClientCustomerAttribute')).json().result;
    expect(en.map((group: { name: string }) => group.name)).toEqual(['Customer type', 'Purchasing role']);
  });

  it("keeps the customer's choice per group and changes it", async () => {
    const session = await token();
    expect((await get(session, '/by-customer/byCustomerAttribute/queryClientAttribute')).json().result).toEqual({ customer: [] });
    const saved = await change(session, { attributeKey: 'customer_type', attribute: 'academic' }, 'zh');
    expect(saved.json()).toMatchObject({ success: true, message: '修改成功' });
    await change(session, { attributeKey: 'customer_type', attribute: 'industry' });
    await change(session, { attributeKey: 'purchase_role', attribute: 'procurement' });
    const choices = (await get(session, '/by-customer/byCustomerAttribute/queryClientAttribute')).json().result.customer;
    expect(choices).toHaveLength(2);
    expect(choices).toContainEqual({ attributeKey: 'customer_type', attribute: 'industry' });
  });

  it('refuses a value the group does not offer, and changes nothing', async () => {
    const session = await token();
    const reply = await change(session, { attributeKey: 'customer_type', attribute: 'procurement' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('This choice is not offered.');
    expect((await change(session, { attributeKey: "x'; drop table customers; --", attribute: 'a' })).statusCode).toBe(400);
    expect((await get(session, '/by-customer/byCustomerAttribute/queryClientAttribute')).json().result.customer).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await get('none', '/by-customer/byCustomerAttribute/queryClientAttribute')).statusCode).toBe(401);
  });
});
