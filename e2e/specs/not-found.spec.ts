import type { Page } from '@playwright/test';
import { apiLogin } from '../support/accounts';
import { LoginPage } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

const UNKNOWN = '/no/such/page';
const LOGIN_FOR_UNKNOWN = '/user/login?redirect=%2Fno%2Fsuch%2Fpage';

async function redirectTarget(path: string, headers: Record<string, string> = {}): Promise<string> {
  const raw = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers });
  expect(raw.status, `${path} should redirect`).toBeGreaterThanOrEqual(300);
  expect(raw.status).toBeLessThan(400);
  const target = new URL(raw.headers.get('location') ?? '', baseUrl);
  return target.pathname + target.search;
}

async function expectNotFoundPage(page: Page): Promise<void> {
  // antd's Result gives its title and subtitle no heading role: they are found by their text.
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Resource not found', { exact: true })).toBeVisible();
}

// Spec section 2: the guard decides first (an unknown path is not a public one), then unknown paths go to /404.
test.describe('unknown paths, anonymous visitor', () => {
  test('redirects an unknown path to login with the redirect target', async () => {
    expect(await redirectTarget(UNKNOWN)).toBe(LOGIN_FOR_UNKNOWN);
  });

  test('shows the login form for an unknown path in the browser', async ({ open }) => {
    const { page } = await open();
    const response = await page.goto(UNKNOWN);
    await expect(page).toHaveURL((url) => url.pathname + url.search === LOGIN_FOR_UNKNOWN);
    expect(response?.status()).toBe(200);
    await expect(new LoginPage(page).submitButton()).toBeVisible();
    await expect(page.getByText('Resource not found', { exact: true })).toHaveCount(0);
  });

  test('answers the public /404 document itself with status 404', async ({ open }) => {
    const response = await fetch(`${baseUrl}/404`, { headers: { 'Accept-Language': 'en' }, redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Resource not found');

    const { page } = await open();
    const pageResponse = await page.goto('/404');
    expect(pageResponse?.status()).toBe(404);
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expectNotFoundPage(page);
  });
});

test.describe('addresses nobody can read', () => {
  test('sends a malformed escape in a page address to the not-found page, never the framework', async ({ open }) => {
    expect(await redirectTarget('/product/%E0%A4%A')).toBe('/404');
    const { page } = await open();
    const response = await page.goto('/product/%E0%A4%A');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expectNotFoundPage(page);
  });

  test('answers a malformed escape in an API address with the envelope', async () => {
    const response = await fetch(`${baseUrl}/jeecg-boot/sys/dict/getDictItems/%E0%A4%A`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 400, result: null, message: 'The request is not valid.' });
  });
});

test.describe('unknown paths, signed-in visitor', () => {
  let token = '';
  test.beforeAll(async () => {
    token = await apiLogin(baseUrl);
  });

  test('redirects an unknown path to /404', async () => {
    expect(await redirectTarget(UNKNOWN, { Cookie: `access_token=${token}` })).toBe('/404');
  });

  test('shows the localized 404 page with HTTP status 404', async ({ open }) => {
    const { page, context } = await open();
    await context.addCookies([{ name: 'access_token', value: token, url: baseUrl }]);
    const response = await page.goto(UNKNOWN);
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    expect(new URL(response?.url() ?? '').pathname).toBe('/404');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });
});
