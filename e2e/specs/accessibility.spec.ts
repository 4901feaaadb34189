import type { Locator, Page } from '@playwright/test';
import { signInContext } from '../support/account-pages';
import { DEMO_USER, apiLogin } from '../support/accounts';
import { apiCall } from '../support/api';
import { seriousViolations } from '../support/axe';
import { type DeskStatus, addShippingAddress, advanceInquiry, sendInquiry } from '../support/orders';
import { pageScripts, waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, apiStaffLogin, signInStaffContext } from '../support/staff';
import { expect, type Open, type Session, test } from '../support/test';

// axe-core's WCAG 2.2 AA rules on the pages a visitor and a customer use, and the keyboard behaviour behind them,
// in both editions: one portal per edition, signed in as its demo customer with orders in every status and a cart line.

const EDITIONS = [
  {
    edition: 'intl',
    locale: 'en-US',
    text: {
      skipLink: 'Skip to main content',
      showPassword: 'Show password',
      openPages: 'Open pages',
      home: 'User centre',
      cart: 'Cart',
      cartLines: 'Cart lines',
      addToCart: 'Add to cart',
      removeSelected: 'Remove selected',
    },
    close: (title: string) => `Close ${title}`,
  },
  {
    edition: 'zh',
    locale: 'zh-CN',
    text: {
      skipLink: '跳到主要内容',
      showPassword: '显示密码',
      openPages: '已打开的页面',
      home: '个人中心',
      cart: '购物车',
      cartLines: '购物车商品列表',
      addToCart: '加入购物车',
      removeSelected: '删除所选',
    },
    close: (title: string) => `关闭“${title}”`,
  },
] as const;

const DESK: StaffMember = { username: 'a11y.desk', password: 'Quote-Desk-2026!', permissions: ['orders:view', 'orders:quote', 'orders:fulfil'] };
const DESK_STATUSES: readonly DeskStatus[] = ['confirmed', 'producting', 'shipped', 'completed'];

/** The visitor's public pages, sent without the React app; `{product}` stands for a product's detail page. */
const PUBLIC_PAGES = ['/abinvivo/Home', '/Biosimilar', '/CellLine', '{product}', '/Search?seachValue=PD-1', '/about', '/News', '/FAQ', '/ContactUs'];

/** A line of the cart table (a CSS selector, as waitForAppReady takes): its body rows carry their record's key. */
const CART_ROW = '[data-testid="cart-lines"] tbody tr[data-row-key]';

/** The signed-in pages and the element each shows once its data is in. */
const CUSTOMER_PAGES = [
  { path: '/abinvivoCart', ready: CART_ROW },
  { path: '/abinvivoMyOrder', ready: '[data-testid="orders-table"] tbody tr[data-row-key]' },
  { path: '/abinvivoAccount', ready: '[role="tablist"]' },
];

/** Opens the page and waits until it can be used. */
async function openReady(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await waitForAppReady(page, ready);
}

/**
 * The page's serious and critical violations once nothing on it is loading: a hydrated page may fetch its data
 * again just after hydration and cover it with a spinner, so its calls are let finish first.
 */
async function settledViolations(page: Page): Promise<string[]> {
  if ((await pageScripts(page)) === 'app') await page.waitForLoadState('networkidle');
  // antd's active Skeleton has no role or busy state to look for, and a spinning Spin is told only by its class.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  return seriousViolations(page);
}

/** The scanned pages that have violations, each with them. */
const withViolations = (found: Record<string, string[]>) => Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0));

/** The element that has the focus. */
const focused = (page: Page): Locator => page.locator(':focus');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const expectScripts = (page: Page, scripts: 'islands' | 'app') => expect(page.locator('html')).toHaveAttribute('data-scripts', scripts);

/** From a freshly loaded page: the first Tab shows the skip link, Enter on it puts the focus on the main region. */
async function expectSkipLink(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: text, exact: true });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toHaveAttribute('href', '#main-content');
  const box = await skipLink.boundingBox();
  expect(box?.width).toBeGreaterThan(24);
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
}

for (const { edition, locale, text, close } of EDITIONS) {
  test.describe(`accessibility, ${edition} edition`, () => {
    const baseUrl = usePortal({ EDITION: edition }, { staff: [DESK] });
    let productPath = '';

    test.beforeAll(async () => {
      const token = await apiLogin(baseUrl(), DEMO_USER);
      const addressId = await addShippingAddress(baseUrl(), token);
      const staff = await apiStaffLogin(baseUrl(), DESK);
      // One order in each status, so the orders page shows every status tag.
      for (const status of DESK_STATUSES) await advanceInquiry(baseUrl(), staff, await sendInquiry(baseUrl(), token, addressId), status);
      const inquiry = await sendInquiry(baseUrl(), token, addressId);
      const [pack] = inquiry.packs;
      if (!pack) throw new Error('the inquiry has no lines');
      await apiCall(baseUrl(), token, '/by-abinvivo/abinvivo/byAbinvivoShoppingCart/add', { catalogNo: pack.catalogNo, packId: pack.packId, quantity: 1 });
      productPath = `/product/detailCommon?catalogNo=${encodeURIComponent(pack.catalogNo)}`;
    });

    const visitor = (open: Open) => open({ baseURL: baseUrl(), locale });
    const customer = async (open: Open): Promise<Session> => {
      const session = await open({ baseURL: baseUrl(), locale });
      await signInContext(session.context, baseUrl(), DEMO_USER);
      return session;
    };

    test('finds no serious or critical WCAG 2.2 AA violation on the public, login and register pages', async ({ open }) => {
      const { page } = await visitor(open);
      const found: Record<string, string[]> = {};
      for (const path of PUBLIC_PAGES) {
        await openReady(page, path === '{product}' ? productPath : path, 'main');
        found[path] = await settledViolations(page);
      }
      for (const path of ['/user/login', '/user/register']) {
        await openReady(page, path, 'form');
        found[path] = await settledViolations(page);
      }
      expect(withViolations(found)).toEqual({});
    });

    test('finds no serious or critical WCAG 2.2 AA violation on the cart, orders and account pages', async ({ open }) => {
      const { page } = await customer(open);
      const found: Record<string, string[]> = {};
      for (const { path, ready } of CUSTOMER_PAGES) {
        await openReady(page, path, ready);
        found[path] = await settledViolations(page);
      }
      expect(withViolations(found)).toEqual({});
    });

    test('starts every layout with a skip link to the main region', async ({ open }) => {
      const { page } = await visitor(open);
      for (const path of [productPath, '/user/login', '/staff/login']) {
        await openReady(page, path, path === productPath ? 'main' : 'form');
        await expectScripts(page, path === productPath ? 'islands' : 'app');
        await expectSkipLink(page, text.skipLink);
      }
      const staff = await open({ baseURL: baseUrl(), locale });
      await signInStaffContext(staff.context, baseUrl(), DESK);
      await openReady(staff.page, '/staff', '[data-testid="page-tabs"]');
      await expectSkipLink(staff.page, text.skipLink);
      const signedIn = await customer(open);
      await openReady(signedIn.page, productPath, '[data-testid="add-to-cart"]');
      await expectScripts(signedIn.page, 'app');
      await expectSkipLink(signedIn.page, text.skipLink);
      // From the main region, Add to cart is a few Tab presses away instead of about 40.
      let presses = 0;
      while ((await focusedName(signedIn.page)) !== text.addToCart && presses < 10) {
        await signedIn.page.keyboard.press('Tab');
        presses += 1;
      }
      await expect(focused(signedIn.page)).toHaveText(text.addToCart);
      await openReady(signedIn.page, '/abinvivoCart', CART_ROW);
      await expectSkipLink(signedIn.page, text.skipLink);
    });

    test('shows and hides the password with a named 24 px button that the keyboard reaches', async ({ open }) => {
      const { page } = await visitor(open);
      await openReady(page, '/user/login', 'form');
      const toggle = page.getByRole('button', { name: text.showPassword, exact: true });
      const box = await toggle.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      const password = page.locator('input[autocomplete="current-password"]');
      await password.fill('Secret-42');
      await password.focus();
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    test('keeps the tab bar to tabs, with named close buttons and Delete for the keyboard', async ({ open }) => {
      const { page } = await customer(open);
      await openReady(page, '/abinvivoCart', CART_ROW);
      const tablist = page.getByRole('tablist', { name: text.openPages });
      await expect(tablist.getByRole('tab')).toHaveText([text.home, text.cart]);
      await expect(tablist.getByRole('button')).toHaveCount(0);

      // Tab goes from the open page's tab to the close buttons; Enter on one closes its page.
      await tablist.getByRole('tab', { name: text.cart }).focus();
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveAccessibleName(close(text.home));
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveAccessibleName(close(text.cart));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/abinvivoAccount');
      await expect(tablist.getByRole('tab')).toHaveText([text.home]);
      await expect(tablist.getByRole('tab', { name: text.home })).toBeFocused();

      // The arrows move between tabs without opening them; Delete closes the focused one.
      await page.getByTestId('side-menu').getByRole('link', { name: text.cart }).click();
      await page.waitForURL((url) => url.pathname === '/abinvivoCart');
      await tablist.getByRole('tab', { name: text.cart }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tablist.getByRole('tab', { name: text.home })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tablist.getByRole('tab', { name: text.cart })).toBeFocused();
      await expect(page).toHaveURL((url) => url.pathname === '/abinvivoCart');
      await page.keyboard.press('Delete');
      await page.waitForURL((url) => url.pathname === '/abinvivoAccount');
      await expect(tablist.getByRole('tab', { name: text.home })).toBeFocused();
    });

    test('lets the keyboard focus and scroll the cart table on a phone', async ({ open }) => {
      const { page } = await customer(open);
      await page.setViewportSize({ width: 390, height: 844 });
      await openReady(page, '/abinvivoCart', CART_ROW);
      const region = page.getByRole('region', { name: text.cartLines });
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      // Nothing hidden from assistive technology can take the focus.
      await expect(page.locator('[data-testid="cart-lines"] [aria-hidden="true"] :is(input, button, a[href], [tabindex="0"])')).toHaveCount(0);

      await page.getByRole('button', { name: text.removeSelected }).focus();
      await page.keyboard.press('Tab');
      await expect(region).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });
}
