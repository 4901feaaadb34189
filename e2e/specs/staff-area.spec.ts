import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, apiLogin } from '../support/accounts';
import { cookieValue, useBrowser } from '../support/browser';
import { LoginPage, waitForAppReady } from '../support/pages';
import { type Portal, startPortal } from '../support/portal';

// A portal of its own, with a staff member created by the staff:create command before it starts.
const { open } = useBrowser();
const STAFF = { username: 'desk.e2e', password: 'Quote-Desk-2026!', realname: 'Li Wei', permissions: ['orders:quote', 'jobs:edit'] };
let portal: Portal | undefined;

beforeAll(async () => {
  portal = await startPortal({}, { staff: [STAFF] });
});
afterAll(async () => {
  await portal?.stop();
});

function baseUrl(): string {
  if (!portal) throw new Error('the staff portal did not start');
  return portal.baseUrl;
}

/** The staff login form: username, password and the captcha on screen (read through the test-mode endpoint). */
async function signIn(login: LoginPage, password: string, after = 0) {
  const { page } = login;
  await waitForAppReady(page, 'form');
  await page.getByLabel('Staff username').fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await login.captchaInput().fill(await login.captchaAnswer(after));
  await page.locator('form button[type="submit"]').click();
}

describe('the staff area', () => {
  it('asks for the staff login, signs in with the captcha, greets the member with their permissions and signs out', async () => {
    const { page, context, errors } = await open({ baseURL: baseUrl() });
    const login = new LoginPage(page);
    await page.goto('/staff');
    await page.waitForURL((url) => url.pathname === '/staff/login' && url.searchParams.get('redirect') === '/staff');

    await signIn(login, `${STAFF.password}x`);
    await page.locator('.ant-notification-notice').filter({ hasText: 'Login failed' }).filter({ hasText: 'Incorrect username or password' }).waitFor();
    expect(await cookieValue(context, 'staff_token')).toBeUndefined();

    await signIn(login, STAFF.password, 1);
    await page.waitForURL((url) => url.pathname === '/staff');
    await waitForAppReady(page, '[data-testid="staff-name"]');
    await expect.poll(() => page.getByTestId('staff-greeting').textContent()).toMatch(/^Good (morning|day|afternoon|evening), Li Wei$/);
    expect(await page.getByTestId('staff-permissions').locator('.ant-tag').allTextContents()).toEqual(STAFF.permissions);
    expect(await page.title()).toContain('Staff area');

    // The staff session is not a customer session: the catalogue still offers the customer login.
    expect(await cookieValue(context, 'access_token')).toBeUndefined();
    await page.goto('/abinvivo/Home');
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await page.goto('/staff/login');
    await page.waitForURL((url) => url.pathname === '/staff');

    await waitForAppReady(page, '[data-testid="staff-name"]');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/login');
    expect(await cookieValue(context, 'staff_token')).toBeUndefined();
    await page.goto('/staff');
    await page.waitForURL((url) => url.pathname === '/staff/login');
    expect(errors.filter((error) => !error.includes('400 (Bad Request)'))).toEqual([]);
  });

  it('does not open to a signed-in customer', async () => {
    const { page, context } = await open({ baseURL: baseUrl() });
    const token = await apiLogin(baseUrl(), DEMO_USER);
    await context.addCookies([{ name: 'access_token', value: token, url: baseUrl() }]);
    await page.goto('/staff');
    await page.waitForURL((url) => url.pathname === '/staff/login');
  });
});
