import { describe, expect, it } from 'vitest';
import { apiLogin, apiRegister } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { codeSentTo, freshMobile } from '../support/codes';
import { openUserMenu, waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';

// The Chinese edition: a portal of its own, visited in Chinese.
const { open } = useBrowser();
const baseUrl = usePortal({ EDITION: 'zh' });

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** A freshly registered customer, signed in, in a Chinese browser. */
async function signedInCustomer() {
  const account = await apiRegister(baseUrl());
  const session = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
  const token = await apiLogin(baseUrl(), account);
  await session.context.addCookies([{ name: 'access_token', value: token, url: baseUrl() }]);
  return { ...session, account };
}

describe('the Chinese edition account pages', () => {
  it('offers invoices, parcels and system settings in the user menu, and binds a new mobile number there with an SMS code', async () => {
    const { page, account, errors } = await signedInCustomer();
    await page.goto('/abinvivo/Home');
    expect(await openUserMenu(page)).toEqual(['个人中心', '我的发票', '我的包裹', '系统设置', '修改密码', '退出登录']);
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.waitForURL((url) => url.pathname === '/system/setting');
    await page.getByRole('heading', { name: '系统设置' }).waitFor();
    expect(await page.title()).toContain('系统设置');

    const bound = page.getByTestId('bound-phone');
    await expect.poll(() => bound.textContent()).toBe(masked(account.mobile));
    await page.getByRole('button', { name: '更换手机号' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定手机号' });
    await dialog.waitFor();

    const mobile = freshMobile();
    await dialog.getByLabel('手机号').fill(` ${mobile} `);
    const sentAt = new Date();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await codeSentTo(baseUrl(), mobile, sentAt);
    await dialog.getByLabel('短信验证码').fill(code);
    const bind = page.waitForRequest((request) => request.url().includes('/byCustomer/bindPhone'));
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    expect((await bind).headers()['x-sign']).toMatch(/^[0-9A-F]{32}$/);
    await page.locator('.ant-message').getByText('绑定成功').waitFor();
    await expect.poll(() => bound.textContent()).toBe(masked(mobile));
    expect(errors).toEqual([]);
  });

  it('formats addresses the Chinese way: country, province, city and detail without separators', async () => {
    const { page } = await signedInCustomer();
    await page.goto('/abinvivoAccount?tab=addresses');
    await waitForAppReady(page, '.ant-tabs');
    await page.getByRole('button', { name: '新增地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增地址' });
    await dialog.waitFor();
    await dialog.getByLabel('联系人').fill('李伟');
    await dialog.getByLabel('联系电话').fill('13812345678');
    await dialog.getByLabel('国家/地区').fill('中国');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^中国$/ }).click();
    await dialog.getByLabel('省 / 市').click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: /^江苏省$/ }).click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: /^苏州市$/ }).click();
    await dialog.getByLabel('详细地址').fill('工业园区星湖街218号');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('address-text').first().textContent()).toBe('中国江苏省苏州市工业园区星湖街218号');
  });
});
