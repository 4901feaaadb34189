import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictItems } from '../../src/db/schema.js';
import { createCustomer, login } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, language = 'en') => t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/dict/${url}`, headers: { 'accept-language': language } });

describe('dictionaries', () => {
  it('lists a dictionary in the request language, with title and label repeating the text', async () => {
    const english = await get('getDictItems/order_status');
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('public, max-age=300');
    const items = english.json().result as { value: string; text: string }[];
    expect(items.map((item) => item.value)).toEqual(['cart', 'inquirying', 'confirmed', 'producting', 'shipped', 'completed', 'canceled']);
    expect(items[3]).toEqual({ value: 'producting', text: 'In production', title: 'In production', label: 'In production' });
    expect((await get('getDictItems/order_status', 'zh')).json().result[3].text).toBe('生产中');
  });

  it('answers every dictionary at once, also inside the login reply', async () => {
    const all = (await get('queryAllDictItems', 'es')).json().result as Record<string, { text: string }[]>;
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['order_status', 'transport_condition', 'packaging', 'product_category']));
    expect(all.transport_condition?.map((item) => item.text)).toEqual(['Hielo seco', 'Bolsa de hielo']);

    const user = await createCustomer(t);
    const reply = await login(t, user.username, user.password, { 'accept-language': 'zh' });
    expect(reply.json().result.sysAllDictItems.packaging).toEqual([
      { value: 'liquid', text: '液体', title: '液体', label: '液体' },
      { value: 'freeze_dried', text: '冻干', title: '冻干', label: '冻干' },
    ]);
  });

  it('searches by keyword within a page size, and turns values into texts', async () => {
    expect((await get('loadDict/order_status?keyword=PROD')).json().result).toEqual([
      { value: 'producting', text: 'In production', title: 'In production', label: 'In production' },
    ]);
    expect((await get('loadDict/order_status?pageSize=2')).json().result).toHaveLength(2);
    expect((await get('loadDict/order_status?pageSize=0')).statusCode).toBe(400);
    expect((await get('loadDictItem/order_status?key=shipped,canceled,nope')).json().result).toEqual(['Shipped', 'Cancelled', 'nope']);
  });

  it('refuses an empty code and names an unknown one, whatever it contains (no SQL is built from it)', async () => {
    const empty = await get('getDictItems/%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('dictionary code cannot be empty');
    expect((await get('getDictItems/%20', 'zh')).json().message).toBe('字典Code不能为空!');
    for (const code of ['sys_user,username,password', "order_status' OR '1'='1", 'order_status;DROP TABLE dict_items', 'customers,password_hash,id']) {
      const reply = await get(`getDictItems/${encodeURIComponent(code)}`);
      expect(reply.statusCode, code).toBe(404);
      expect(reply.json().message).toBe(`There is no dictionary named ${code}.`);
      expect((await get(`loadDict/${encodeURIComponent(code)}?keyword=a`)).statusCode).toBe(404);
    }
    expect((await get('getDictItems/order_status')).json().result).toHaveLength(7);
  });

  it('shows a changed dictionary after the cache is refreshed', async () => {
    await t.database.db
      .insert(dictItems)
      .values({ dictCode: 'order_priority', value: 'critical', text: { zh: '特急', en: 'Critical', es: 'Crítico', ja: '特急' }, sortOrder: 9 });
    expect((await get('getDictItems/order_priority')).json().result).toHaveLength(2);
    const refresh = await get('refleshCache');
    expect(refresh.json()).toMatchObject({ success: true, message: 'refresh cache complete' });
    expect((await get('getDictItems/order_priority')).json().result.map((item: { text: string }) => item.text)).toEqual(['Normal', 'Urgent', 'Critical']);
  });
});
