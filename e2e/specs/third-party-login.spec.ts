import { sessionStatus } from '../support/accounts';
import { type FakeOauthProvider, startFakeOauthProvider } from '../support/fake-oauth-provider';
import { AccountPage, waitForAppReady } from '../support/pages';
import { type Portal, startPortal } from '../support/portal';
import { cookieValue, expect, test } from '../support/test';

// A portal of its own, configured with one OAuth provider that the test runs on loopback.
let provider: FakeOauthProvider | undefined;
let portal: Portal | undefined;

test.beforeAll(async () => {
  provider = await startFakeOauthProvider();
  portal = await startPortal({ OAUTH_PROVIDERS: JSON.stringify([provider.portalEntry]) });
});
test.afterAll(async () => {
  await portal?.stop();
  await provider?.stop();
});

function setUp() {
  if (!portal || !provider) throw new Error('the portal or the provider did not start');
  return { baseURL: portal.baseUrl, provider };
}

test.describe('third-party sign-in (/oauth2-app/login)', () => {
  test('signs in through the provider button and lands on the page the visitor wanted', async ({ open }) => {
    const { baseURL, provider } = setUp();
    provider.approveAs({ sub: 'e2e-ada', name: 'Ada Researcher', email: 'ada.e2e@lab.example', preferred_username: 'ada_e2e' });
    const { page, context, errors } = await open({ baseURL });

    await page.goto('/abinvivoAccount');
    await page.waitForURL((url) => url.pathname === '/user/login');
    await waitForAppReady(page, 'form');
    const returned = page.waitForURL((url) => url.pathname === '/oauth2-app/login');
    await page.getByRole('button', { name: 'Sign in with LabID' }).click();
    await returned;
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'labid');

    await page.waitForURL((url) => url.pathname === '/abinvivoAccount');
    const account = new AccountPage(page);
    await account.ready();
    await account.expectUsername('ada_e2e');
    const token = await cookieValue(context, 'access_token');
    expect(token).toBeTruthy();
    expect(await sessionStatus(baseURL, token ?? '')).toBe(200);
    await expect(page.getByTestId('user-menu')).toContainText('Ada Researcher');
    expect(errors).toEqual([]);
  });

  test('shows the failure in the visitor language when the person declines at the provider, and offers the way back', async ({ open }) => {
    const { baseURL, provider } = setUp();
    provider.approveAs(null);
    const { page, context } = await open({ baseURL });
    await page.goto('/user/login');
    await waitForAppReady(page, 'form');
    await page.getByRole('button', { name: 'Sign in with LabID' }).click();
    await page.waitForURL((url) => url.pathname === '/oauth2-app/login' && url.searchParams.get('error') === '1');
    await expect(page.getByText('Third-party sign-in failed')).toBeVisible();
    expect(await cookieValue(context, 'access_token')).toBeUndefined();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
  });

  test('refuses a made-up ticket, in the visitor language', async ({ open }) => {
    const { baseURL } = setUp();
    const { page, context } = await open({ baseURL, locale: 'es-ES' });
    const redemption = page.waitForResponse((response) => response.url().includes('/sys/thirdLogin/getLoginUser/'));
    await page.goto('/oauth2-app/login?ticket=not-a-ticket&type=labid');
    expect((await redemption).status()).toBeGreaterThanOrEqual(400);
    await expect(page.getByText('Error al iniciar sesión con un tercero')).toBeVisible();
    expect(await cookieValue(context, 'access_token')).toBeUndefined();
  });
});
