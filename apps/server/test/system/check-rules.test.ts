import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const check = (ruleCode: string, value: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/jeecg-boot/sys/checkRule/checkByCode?${new URLSearchParams({ ruleCode, value }).toString()}`,
    headers: { 'accept-language': language },
  });

describe('GET /sys/checkRule/checkByCode', () => {
  it.each([
    ['mobile', '13812345678', true],
    ['mobile', '12812345678', false],
    ['email', 'lab@example.org', true],
    ['email', 'lab@', false],
    ['postal_code_cn', '215123', true],
    ['postal_code_cn', '21512', false],
    ['catalog_no', 'AB-V6-0001', true],
    ['catalog_no', 'ab-v6-0001', false],
    ['catalog_no', 'AB--1', false],
  ] as const)('checks %s %j', async (rule, value, passed) => {
    const reply = await check(rule, value);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: passed, result: { passed } });
  });

  it('says why a value breaks the rule, in the request language', async () => {
    expect((await check('mobile', '123', 'zh')).json().message).toBe('请输入正确手机号');
    expect((await check('postal_code_cn', '1', 'en')).json().message).toBe('A Chinese postal code has 6 digits.');
    expect((await check('postal_code_cn', '1', 'zh')).json().message).toBe('邮政编码为 6 位数字。');
  });

  it('refuses a rule it does not have', async () => {
    for (const code of ['nope', '__proto__', 'constructor', "mobile' OR 1=1"]) {
      const reply = await check(code, 'x');
      expect(reply.statusCode, code).toBe(400);
      expect(reply.json().message).toBe(`There is no check rule named ${code}.`);
    }
  });
});
