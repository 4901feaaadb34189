import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USER, HomePage, LoginPage } from '../support/pages';

const { baseUrl, open } = useBrowser();

async function demoToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/jeecg-boot/by-order-client/customer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { result?: { token?: string } };
  const token = body.result?.token;
  if (typeof token !== 'string') throw new Error('login returned no token');
  return token;
}

const onLoginWithRedirect = (url: URL) => url.pathname === '/user/login' && url.searchParams.has('redirect');

describe('route guard', () => {
  it('sends an anonymous visitor of a protected page to login with the redirect target', async () => {
    const { page } = await open();
    await page.goto('/abinvivoAccount?tab=1');
    await page.waitForURL(onLoginWithRedirect);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/abinvivoAccount?tab=1');
    expect(url.search).toBe('?redirect=%2FabinvivoAccount%3Ftab%3D1');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
  });

  it('lets an anonymous visitor stay on a public page', async () => {
    const { page } = await open();
    const response = await page.goto('/abinvivo/Home');
    expect(response?.status()).toBe(200);
    await new HomePage(page).cards().first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/abinvivo/Home');
  });

  it('signing in through the form lands on the redirect target', async () => {
    const { page, context } = await open();
    await page.goto('/abinvivoAccount?tab=1');
    await page.waitForURL(onLoginWithRedirect);

    await new LoginPage(page).signIn(DEMO_USER.username, DEMO_USER.password);
    await page.waitForURL((url) => url.pathname === '/abinvivoAccount' && url.search === '?tab=1');
    expect((await context.cookies()).some((cookie) => cookie.name === 'access_token' && cookie.value.length > 0)).toBe(true);
    const account = page.locator('.ant-descriptions');
    await account.waitFor();
    expect(await account.textContent()).toContain(DEMO_USER.username);

    // The session also holds on a full reload, where the server-side guard decides.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/abinvivoAccount');
  });

  it('sends a signed-in visitor away from the login page to the home path', async () => {
    const { page, context } = await open();
    await context.addCookies([{ name: 'access_token', value: await demoToken(), url: baseUrl }]);
    await page.goto('/user/login');
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await new HomePage(page).cards().first().waitFor();
  });
});
