import type { Page } from '@playwright/test';
import { DEMO_USER, apiLogin, sessionStatus } from '../support/accounts';
import { notice } from '../support/antd';
import { LoginPage, confirmLogOut, openUserMenu, userMenuItems, waitForAppReady } from '../support/pages';
import { baseUrl, cookieValue, expect, type Open, test } from '../support/test';

const SEVEN_DAYS_MS = 7 * 24 * 3600 * 1000;

/** A value the portal keeps in local storage (spec section 3), with its expiry. */
async function stored(page: Page, key: string): Promise<{ value: string; expiresAt: number | null } | null> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(`portal:${name}`), key);
  return raw === null ? null : (JSON.parse(raw) as { value: string; expiresAt: number | null });
}

async function signedInAsDemo(open: Open) {
  const session = await open();
  const token = await apiLogin(baseUrl);
  await session.context.addCookies([{ name: 'access_token', value: token, url: baseUrl }]);
  return { ...session, token };
}

test.describe('the user menu in the headers', () => {
  test('offers login and register to a visitor', async ({ open }) => {
    const { page } = await open();
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, 'header');
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user/register');
  });

  test('shows the signed-in user with the user centre and change password, and no system settings in the international edition', async ({ open }) => {
    const { page, errors } = await signedInAsDemo(open);
    await page.goto('/abinvivo/Home');
    await expect(page.getByTestId('user-menu')).toContainText('Demo Researcher');
    await openUserMenu(page);
    await expect(userMenuItems(page)).toHaveText(['User centre', 'Change password', 'Refresh cache', 'Log out']);

    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'User centre' }).click();
    await page.waitForURL((url) => url.pathname === '/abinvivoAccount');
    // The address changes before the user centre is shown: React keeps the home page, and its own user menu, on screen
    // while the new page's parts load, and a menu opened there vanishes with that page.
    await expect(page.getByRole('heading', { level: 2, name: 'User centre' })).toBeVisible();
    await openUserMenu(page);
    await expect(userMenuItems(page).getByText('Log out', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("refreshes the dictionaries from the user menu: 'refresh cache complete', or 'refresh cache failed' when the server refuses", async ({ open }) => {
    const { page, errors } = await signedInAsDemo(open);
    await page.goto('/abinvivoAccount');
    await waitForAppReady(page, '[data-testid="user-menu"]');
    await page.evaluate(() => window.localStorage.removeItem('portal:dictionaries'));
    await openUserMenu(page);
    const before = Date.now();
    await page.getByRole('menuitem', { name: 'Refresh cache' }).click();
    await expect(notice(page, /^refresh cache complete$/)).toBeVisible();
    const dictionaries = await stored(page, 'dictionaries');
    expect(Object.keys(JSON.parse(dictionaries?.value ?? '{}'))).toContain('order_status');
    expect(dictionaries?.expiresAt).toBeGreaterThanOrEqual(before + SEVEN_DAYS_MS);

    // The refresh is limited to a few calls a minute per address: once the limit is reached the server says no.
    const refresh = `${baseUrl}/jeecg-boot/sys/dict/refleshCache`;
    for (let calls = 0; calls < 10 && (await fetch(refresh)).status !== 429; calls += 1);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Refresh cache' }).click();
    await expect(notice(page, /^refresh cache failed$/)).toBeVisible();
    expect(errors.filter((error) => !error.includes('429'))).toEqual([]);
  });

  test('keeps the user for 7 days after login and forgets them at logout, after the confirmation', async ({ open }) => {
    const { page, context } = await open();
    const login = new LoginPage(page);
    await login.goto('/user/login?redirect=%2Fabinvivo%2FHome');
    const before = Date.now();
    await login.signIn(DEMO_USER);
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');

    const user = await stored(page, 'user-info');
    expect(JSON.parse(user?.value ?? '{}')).toMatchObject({ username: 'demo', realname: 'Demo Researcher' });
    expect(user?.expiresAt).toBeGreaterThanOrEqual(before + SEVEN_DAYS_MS);
    expect(user?.expiresAt).toBeLessThanOrEqual(Date.now() + SEVEN_DAYS_MS);
    expect(await stored(page, 'dictionaries')).not.toBeNull();
    const token = await cookieValue(context, 'access_token');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await confirmLogOut(page);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

    expect(await stored(page, 'user-info')).toBeNull();
    expect(await stored(page, 'dictionaries')).toBeNull();
    expect(await cookieValue(context, 'access_token')).toBeUndefined();
    expect(await sessionStatus(baseUrl, token ?? '')).toBe(401);
  });

  test('signs in from a catalogue page through the login page and comes back to that page', async ({ open }) => {
    const { page, errors } = await open();
    const login = new LoginPage(page);
    await page.goto('/abinvivo/Home?lang=en');
    await waitForAppReady(page, 'header');
    const link = page.getByRole('link', { name: 'Log in', exact: true });
    await expect(link).toHaveAttribute('href', '/user/login?redirect=%2Fabinvivo%2FHome%3Flang%3Den');
    // A visitor's catalogue page runs without the app, so the link is followed as it is.
    await link.click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await waitForAppReady(page, 'form');
    await expect(page.getByRole('tab')).toHaveText(['Account login', 'Code login']);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();

    await login.signIn(DEMO_USER);
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home' && url.searchParams.get('lang') === 'en');
    await waitForAppReady(page, '[data-testid="user-menu"]');
    await expect(page.getByTestId('user-menu')).toContainText('Demo Researcher');
    expect(errors).toEqual([]);
  });

  test('sends a signed-in user on the international edition from /system/setting to /404', async ({ open }) => {
    const { page } = await signedInAsDemo(open);
    await page.goto('/system/setting');
    await expect(page).toHaveURL((url) => url.pathname === '/404');
  });
});
