import type { Page } from '@playwright/test';
import { signInContext } from '../support/account-pages';
import { DEMO_USER } from '../support/accounts';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, type StaffMember, signInStaffContext } from '../support/staff';
import { expect, type Open, test } from '../support/test';

// The standard portal (system type 1) of the Chinese edition: its menu has the home dashboard, the user centre and system settings.
const DESK: StaffMember = { username: 'desk.layout', password: 'Quote-Desk-2026!', realname: 'Li Wei', permissions: ['orders:quote'] };
const baseUrl = usePortal({ SYSTEM_TYPE: '1', EDITION: 'zh', HOME_PATH: '/dashboard/analysis' }, { staff: [GALLERY_STAFF, DESK] });

const tabTitles = (page: Page) => page.locator('[data-testid="page-tabs"] [data-tab-key]').allTextContents();
const activeTab = (page: Page) => page.getByTestId('page-tabs').getByRole('tab', { selected: true }).textContent();
const crumbs = async (page: Page) => (await page.getByTestId('breadcrumb').locator('li').allTextContents()).filter((text) => text !== '/');
const sideMenuTexts = (page: Page) => page.getByTestId('side-menu').locator('.ant-menu-item, .ant-menu-submenu-title').allTextContents();
const panelWidth = async (page: Page) => (await page.getByTestId('side-panel').boundingBox())?.width;

const openMenus = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/**
 * Right-clicks the tab titled `title` and picks `command` in its context menu. A tab bar that re-renders while the
 * menu opens (as it does just after a refresh) can close the menu under the pointer, so a menu that never lets its
 * item be clicked is opened again, a bounded number of times with short waits. Every command here does the same
 * thing when it runs twice, so an attempt whose click landed before it timed out does no harm.
 */
async function tabMenu(page: Page, title: string, command: string) {
  const tab = page.locator('[data-testid="page-tabs"] [data-tab-key]', { hasText: title });
  const item = openMenus(page).locator('.ant-dropdown-menu-item', { hasText: command }).filter({ visible: true });
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await tab.click({ button: 'right', timeout: 5_000 });
      await item.click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt >= attempts) throw new Error(`the tab menu of '${title}' did not let '${command}' be clicked in ${attempts} attempts`, { cause: error });
      // Let a menu that is closing finish before the next right-click.
      await expect
        .poll(() => openMenus(page).filter({ visible: true }).count(), { timeout: 2_000 })
        .toBe(0)
        .catch(() => undefined);
    }
  }
  // The menu's leave animation ends before the next right-click opens another.
  await expect.poll(() => openMenus(page).count()).toBe(0);
}

async function customerOnDashboard(open: Open) {
  const session = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
  await signInContext(session.context, baseUrl(), DEMO_USER);
  await session.page.goto('/dashboard/analysis');
  await waitForAppReady(session.page, '[data-testid="page-tabs"]');
  return session;
}

test.describe('the admin layout', () => {
  test('builds the menu, breadcrumb and title from the route table, and collapses the side menu from 260 to 80 px', async ({ open }) => {
    const { page, errors } = await customerOnDashboard(open);
    expect(await sideMenuTexts(page)).toEqual(['首页', '购物车', '我的订单', '我的发票', '我的包裹', '个人中心', '系统设置']);
    expect(await tabTitles(page)).toEqual(['首页']);
    expect(await crumbs(page)).toEqual(['首页']);
    expect(await page.title()).not.toContain('·');
    expect(await page.getByTestId('dashboard-pages').locator('.ant-card').allTextContents()).toEqual([
      '购物车',
      '我的订单',
      '我的发票',
      '我的包裹',
      '个人中心',
      '系统设置',
    ]);

    expect(await panelWidth(page)).toBe(260);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => panelWidth(page)).toBe(80);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => panelWidth(page)).toBe(260);

    await page.getByTestId('side-menu').getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/account/center');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '个人中心']);
    expect(await crumbs(page)).toEqual(['首页', '个人中心']);
    await expect.poll(() => page.title()).toMatch(/^个人中心 · /);
    expect(errors).toEqual([]);
  });

  test('keeps a page alive across tab switches, refreshes it from the tab menu, and applies the close rules', async ({ open }) => {
    const { page, errors } = await customerOnDashboard(open);
    await page.getByTestId('side-menu').getByRole('link', { name: '个人中心' }).click();
    const realname = page.getByLabel('姓名');
    await realname.waitFor();
    await realname.fill('未保存的草稿');

    // The page's own tabs rewrite its query in place: still one tab for the page.
    await page.getByRole('tab', { name: '收货地址' }).click();
    await page.waitForURL((url) => url.search === '?tab=addresses');
    await page.getByRole('tab', { name: '个人资料' }).click();
    expect(await tabTitles(page)).toEqual(['首页', '个人中心']);

    await page.locator('[data-testid="page-tabs"] [data-tab-key]', { hasText: '首页' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await page.getByTestId('side-menu').getByRole('link', { name: '系统设置' }).click();
    await page.waitForURL((url) => url.pathname === '/system/setting');
    await page.locator('[data-testid="page-tabs"] [data-tab-key]', { hasText: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/account/center');
    expect(await realname.inputValue()).toBe('未保存的草稿');

    await tabMenu(page, '个人中心', '刷新');
    await expect.poll(() => page.getByLabel('姓名').inputValue()).not.toBe('未保存的草稿');

    expect(await tabTitles(page)).toEqual(['首页', '个人中心', '系统设置']);
    await tabMenu(page, '个人中心', '关闭右侧');
    expect(await tabTitles(page)).toEqual(['首页', '个人中心']);
    await page.getByTestId('side-menu').getByRole('link', { name: '系统设置' }).click();
    await page.waitForURL((url) => url.pathname === '/system/setting');
    await tabMenu(page, '系统设置', '关闭左侧');
    expect(await tabTitles(page)).toEqual(['首页', '系统设置']);
    await page.getByTestId('side-menu').getByRole('link', { name: '个人中心' }).click();
    await tabMenu(page, '系统设置', '关闭其它');
    await page.waitForURL((url) => url.pathname === '/system/setting');
    expect(await tabTitles(page)).toEqual(['首页', '系统设置']);

    await page.getByTestId('page-tabs').getByRole('button', { name: '关闭“首页”' }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '首页不能关闭!' }).waitFor();
    expect(await tabTitles(page)).toEqual(['首页', '系统设置']);

    // Closing the active tab goes to its neighbour.
    await page.getByTestId('page-tabs').getByRole('button', { name: '关闭“系统设置”' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    expect(await tabTitles(page)).toEqual(['首页']);
    expect(await activeTab(page)).toBe('首页');
    expect(errors).toEqual([]);
  });

  test('offers the layout settings in a preview: multi-tab off, top menu, content width and header rules, colour-weak', async ({ open }) => {
    const { page } = await customerOnDashboard(open);
    await page.getByRole('button', { name: '布局设置' }).click();
    const drawer = page.getByTestId('layout-settings');
    await drawer.waitFor();

    const autoHide = drawer.getByRole('switch', { name: '下滑时隐藏 Header' });
    expect(await autoHide.isDisabled()).toBe(true);
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    expect(await autoHide.isDisabled()).toBe(false);
    expect(await drawer.getByRole('radio', { name: '固定', exact: true }).isDisabled()).toBe(true);

    await drawer.getByText('顶部菜单', { exact: true }).click();
    await page.getByTestId('top-menu').waitFor();
    expect(await page.getByTestId('side-panel').count()).toBe(0);
    expect(await drawer.getByRole('radio', { name: '固定', exact: true }).isDisabled()).toBe(false);
    expect(await drawer.getByRole('switch', { name: '固定侧边菜单' }).isDisabled()).toBe(true);

    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await expect.poll(() => page.getByTestId('page-tabs').count()).toBe(0);
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await expect
      .poll(() =>
        page
          .locator('.ant-layout')
          .first()
          .evaluate((element) => getComputedStyle(element).filter),
      )
      .toContain('invert');

    // The choice is kept in the browser.
    await page.reload();
    await waitForAppReady(page, '[data-testid="top-menu"]');
    expect(await page.getByTestId('page-tabs').count()).toBe(0);
  });

  test('puts the menu in a drawer on a small screen', async ({ open }) => {
    const session = await open({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 800, height: 900 } });
    await signInContext(session.context, baseUrl(), DEMO_USER);
    const { page } = session;
    await page.goto('/dashboard/analysis');
    await waitForAppReady(page, '[data-testid="menu-toggle"]');
    expect(await page.getByTestId('side-panel').count()).toBe(0);
    await page.getByTestId('menu-toggle').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/account/center');
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
  });

  test("lists the staff area's screens by the member's permissions, with the breadcrumb through the menu group", async ({ open }) => {
    const curator = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
    await signInStaffContext(curator.context, baseUrl(), GALLERY_STAFF);
    await curator.page.goto('/staff/gallery/table');
    await waitForAppReady(curator.page, '[data-testid="side-menu"]');
    expect(await sideMenuTexts(curator.page)).toEqual([
      '员工工作台',
      '定时任务',
      '报表',
      '组件展示',
      '对话框与上传',
      'Cron表达式编辑器',
      '可编辑表格',
      '选择器与编辑器',
    ]);
    expect(await crumbs(curator.page)).toEqual(['员工工作台', '组件展示', '可编辑表格']);
    expect(await tabTitles(curator.page)).toEqual(['员工工作台', '可编辑表格']);

    const desk = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
    await signInStaffContext(desk.context, baseUrl(), DESK);
    await desk.page.goto('/staff');
    await waitForAppReady(desk.page, '[data-testid="side-menu"]');
    expect(await sideMenuTexts(desk.page)).toEqual(['员工工作台']);
    await expect.poll(() => desk.page.title()).toMatch(/^员工工作台 · /);
  });
});
