import { DEMO_USER, apiLogin } from '../support/accounts';
import { AccountPage, HomePage, LoginPage } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

const onLoginWithRedirect = (url: URL) => url.pathname === '/user/login' && url.searchParams.has('redirect');

test.describe('route guard', () => {
  test('sends an anonymous visitor of a protected page to login with the redirect target', async ({ open }) => {
    const { page } = await open();
    await page.goto('/abinvivoAccount?tab=1');
    await page.waitForURL(onLoginWithRedirect);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/abinvivoAccount?tab=1');
    expect(url.search).toBe('?redirect=%2FabinvivoAccount%3Ftab%3D1');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('lets an anonymous visitor stay on a public page', async ({ open }) => {
    const { page } = await open();
    const response = await page.goto('/abinvivo/Home');
    expect(response?.status()).toBe(200);
    await expect(new HomePage(page).cards().first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/abinvivo/Home');
  });

  test('signing in through the form lands on the redirect target', async ({ open }) => {
    const { page, context } = await open();
    const login = new LoginPage(page);
    await login.goto('/abinvivoAccount?tab=1');
    await expect(page).toHaveURL(onLoginWithRedirect);

    await login.signIn(DEMO_USER);
    await page.waitForURL((url) => url.pathname === '/abinvivoAccount' && url.search === '?tab=1');
    expect((await context.cookies()).some((cookie) => cookie.name === 'access_token' && cookie.value.length > 0)).toBe(true);
    expect(await new AccountPage(page).shownUsername()).toBe(DEMO_USER.username);

    // The session also holds on a full reload, where the server-side guard decides.
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/abinvivoAccount');
  });

  test('sends a signed-in visitor away from the login page to the home path', async ({ open }) => {
    const { page, context } = await open();
    await context.addCookies([{ name: 'access_token', value: await apiLogin(baseUrl), url: baseUrl }]);
    await page.goto('/user/login');
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await expect(new HomePage(page).cards().first()).toBeVisible();
  });
});
