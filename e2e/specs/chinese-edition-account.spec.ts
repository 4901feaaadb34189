import { apiLogin, apiRegister } from '../support/accounts';
import { codeSentTo, freshMobile } from '../support/codes';
import { formItem, notice, selectOption } from '../support/antd';
import { AccountPage, openUserMenu, userMenuItems } from '../support/pages';
import { usePortal } from '../support/portal';
import { expect, type Open, test } from '../support/test';

// The Chinese edition: a portal of its own, visited in Chinese.
const baseUrl = usePortal({ EDITION: 'zh' });

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** A freshly registered customer, signed in, in a Chinese browser. */
async function signedInCustomer(open: Open) {
  const account = await apiRegister(baseUrl());
  const session = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
  const token = await apiLogin(baseUrl(), account);
  await session.context.addCookies([{ name: 'access_token', value: token, url: baseUrl() }]);
  return { ...session, account };
}

test.describe('the Chinese edition account pages', () => {
  test('offers invoices, parcels and system settings in the user menu, and binds a new mobile number there with an SMS code', async ({ open }) => {
    const { page, account, errors } = await signedInCustomer(open);
    await page.goto('/abinvivo/Home');
    await openUserMenu(page);
    await expect(userMenuItems(page)).toHaveText(['个人中心', '我的发票', '我的包裹', '系统设置', '修改密码', '刷新缓存', '退出登录']);
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.waitForURL((url) => url.pathname === '/system/setting');
    await expect(page.getByRole('heading', { name: '系统设置' })).toBeVisible();
    await expect(page).toHaveTitle(/系统设置/);

    const bound = page.getByTestId('bound-phone');
    await expect(bound).toHaveText(masked(account.mobile));
    await page.getByRole('button', { name: '更换手机号' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定手机号' });
    await expect(dialog).toBeVisible();

    const mobile = freshMobile();
    await dialog.getByLabel('手机号').fill(` ${mobile} `);
    const sentAt = new Date();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await codeSentTo(baseUrl(), mobile, sentAt);
    await dialog.getByLabel('短信验证码').fill(code);
    const bind = page.waitForRequest((request) => request.url().includes('/byCustomer/bindPhone'));
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    expect((await bind).headers()['x-sign']).toMatch(/^[0-9A-F]{32}$/);
    await expect(notice(page, '绑定成功')).toBeVisible();
    await expect(bound).toHaveText(masked(mobile));
    expect(errors).toEqual([]);
  });

  test('picks province, city and district from the region tree, and writes the address the Chinese way without separators', async ({ open }) => {
    const { page, errors } = await signedInCustomer(open);
    await page.goto('/abinvivoAccount?tab=addresses');
    await new AccountPage(page).ready();
    await page.getByRole('button', { name: '新增地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增地址' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('联系人').fill('李伟');
    await dialog.getByLabel('联系电话').fill('13812345678');
    await dialog.getByLabel('国家/地区').fill('中国');
    await selectOption(page, '中国').click();
    // A region with levels below it has antd's 'right' arrow icon in its name.
    const menuItem = (name: string) => page.getByRole('menuitemcheckbox', { name: new RegExp(`^${name}( right)?$`) });
    const regionColumns = page.getByRole('menu').filter({ has: page.getByRole('menuitemcheckbox') });
    await dialog.getByLabel('省 / 市 / 区').click();
    await menuItem('江苏省').click();
    await menuItem('苏州市').click();
    // The third column: the city's districts.
    await expect(regionColumns).toHaveCount(3);
    await menuItem('吴中区').click();
    await dialog.getByLabel('详细地址').fill('木渎镇金山路 9 号');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog).toBeHidden();
    const text = page.getByTestId('address-text').first();
    await expect(text).toHaveText('中国江苏省苏州市吴中区木渎镇金山路 9 号');

    // Editing opens the picker on the three saved levels; a municipality's grouping level is left out of the text.
    await page
      .getByRole('button', { name: /编\s?辑/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: '编辑地址' });
    await expect(edit).toBeVisible();
    await expect(formItem(edit, '省 / 市 / 区')).toContainText('江苏省 / 苏州市 / 吴中区');
    await edit.getByLabel('省 / 市 / 区').click();
    await menuItem('北京市').click();
    await menuItem('市辖区').click();
    await menuItem('朝阳区').click();
    await edit.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(edit).toBeHidden();
    await expect(text).toHaveText('中国北京市朝阳区木渎镇金山路 9 号');
    expect(errors).toEqual([]);
  });

  test('refreshes the dictionary cache from the user menu and says so in Chinese', async ({ open }) => {
    const { page, errors } = await signedInCustomer(open);
    await page.goto('/abinvivoAccount');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '刷新缓存' }).click();
    await expect(notice(page, '刷新缓存完成！')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
