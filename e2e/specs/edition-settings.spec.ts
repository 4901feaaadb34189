import { expectHtmlLang, expectLanguageOptions, HomePage, PRODUCT } from '../support/pages';
import { type Portal, startPortal } from '../support/portal';
import { baseUrl, cookieValue, expect, test } from '../support/test';

const RED_PRIMARY = '#c8161d';
const BLUE_PRIMARY = '#0958d9';
const INTL_SITE = 'https://intl.example.com/';

/** A Chinese-edition main order client (system type 1) in the red theme, with one extra public path. */
const ZH_EDITION_ENV = {
  EDITION: 'zh',
  SYSTEM_TYPE: '1',
  THEME: 'red',
  EXTRA_PUBLIC_PATH: '/promo/spring',
  INTL_SITE_URL: INTL_SITE,
  ZH_SITE_URL: 'https://cn.example.com/',
};

let zhPortal: Portal | undefined;

test.beforeAll(async () => {
  zhPortal = await startPortal(ZH_EDITION_ENV);
});
test.afterAll(async () => {
  await zhPortal?.stop();
});

function zhBaseUrl(): string {
  if (!zhPortal) throw new Error('the zh-edition portal did not start');
  return zhPortal.baseUrl;
}

/** The stylesheet the server HTML links for antd's extracted css-in-js. */
async function antdStylesheet(origin: string): Promise<string> {
  const response = await fetch(`${origin}/abinvivo/Home`, { headers: { 'Accept-Language': 'en' } });
  expect(response.status).toBe(200);
  const sheet = (await response.text()).match(/<link rel="stylesheet" href="(\/antd-styles\/[\w-]+\.css)"/)?.[1];
  expect(sheet).toBeDefined();
  return (await fetch(`${origin}${sheet}`)).text();
}

async function redirectLocation(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  expect(response.status, `${path} should redirect`).toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  const target = new URL(response.headers.get('location') ?? '', origin);
  return target.pathname + target.search;
}

test.describe('Chinese edition, system type 1, red theme (extra portal)', () => {
  for (const locale of ['ja-JP', 'zh-CN']) {
    test(`shows Chinese to a ${locale} browser without a language cookie`, async ({ open }) => {
      const { page, context } = await open({ baseURL: zhBaseUrl(), locale });
      const home = new HomePage(page);
      await home.goto();
      await expectHtmlLang(page, 'zh-CN');
      await expect(home.card(PRODUCT.zh)).toBeVisible();
      expect(await cookieValue(context, 'lang')).toBeUndefined();
    });
  }

  test('shows English to an English browser: a browser language of es/en beats the edition', async ({ open }) => {
    const { page, context } = await open({ baseURL: zhBaseUrl(), locale: 'en-US' });
    const home = new HomePage(page);
    await home.goto();
    await expectHtmlLang(page, 'en');
    await expect(home.card(PRODUCT.en)).toBeVisible();
    await expect(home.card(PRODUCT.zh)).toHaveCount(0);
    expect(await cookieValue(context, 'lang')).toBeUndefined();
  });

  test('offers Japanese in the language switcher', async ({ open }) => {
    const { page } = await open({ baseURL: zhBaseUrl(), locale: 'zh-CN' });
    const home = new HomePage(page);
    await home.goto();
    await expectLanguageOptions(page, ['中文', 'English', 'Español', '日本語']);
  });

  test('choosing English sends the visitor to the international site with ?lang=en', async ({ open }) => {
    const { page, errors } = await open({ baseURL: zhBaseUrl(), locale: 'zh-CN' });
    const intlRequests: string[] = [];
    // Nothing may leave the machine: the international site is answered here.
    await page.route('https://intl.example.com/**', async (route) => {
      intlRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>intl</title><p>international site</p>' });
    });
    const home = new HomePage(page);
    await home.goto();
    await expectHtmlLang(page, 'zh-CN');

    await home.chooseLanguage('English');
    await page.waitForURL((url) => url.origin === 'https://intl.example.com');
    expect(page.url()).toBe('https://intl.example.com/?lang=en');
    expect(intlRequests).toEqual(['https://intl.example.com/?lang=en']);
    await expect(page.locator('p')).toHaveText('international site');
    expect(errors).toEqual([]);
  });

  test('redirects the root to /dashboard/analysis for system type 1', async () => {
    expect(await redirectLocation(zhBaseUrl(), '/')).toBe('/dashboard/analysis');
  });

  test('sends an anonymous visitor of the root on to login, since /dashboard/analysis is protected', async ({ open }) => {
    const { page } = await open({ baseURL: zhBaseUrl() });
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/user/login?redirect=%2Fdashboard%2Fanalysis');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('lets an anonymous visitor through the configured extra public path (no page there yet, so /404)', async ({ open }) => {
    expect(await redirectLocation(zhBaseUrl(), '/promo/spring')).toBe('/404');

    const { page } = await open({ baseURL: zhBaseUrl() });
    const response = await page.goto('/promo/spring');
    // antd's Result gives its title and subtitle no heading role: they are found by their text.
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    expect(response?.status()).toBe(404);
  });

  test('sends an anonymous visitor of a path next to the extra public path to login', async ({ open }) => {
    expect(await redirectLocation(zhBaseUrl(), '/promo/autumn')).toBe('/user/login?redirect=%2Fpromo%2Fautumn');

    const { page } = await open({ baseURL: zhBaseUrl() });
    await page.goto('/promo/autumn');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/user/login?redirect=%2Fpromo%2Fautumn');
  });

  test('renders antd with the red primary colour in the server HTML', async () => {
    const styles = await antdStylesheet(zhBaseUrl());
    expect(styles.toLowerCase()).toContain(RED_PRIMARY);
    expect(styles).toMatch(new RegExp(`--[\\w-]*color-primary:\\s*${RED_PRIMARY}`, 'i'));
  });
});

test.describe('international edition (default portal)', () => {
  test('renders antd with the default blue primary colour, never the red one', async () => {
    const styles = await antdStylesheet(baseUrl);
    expect(styles.toLowerCase()).not.toContain(RED_PRIMARY);
    expect(styles.toLowerCase()).toContain(BLUE_PRIMARY);
    expect(styles).toMatch(new RegExp(`--[\\w-]*color-primary:\\s*${BLUE_PRIMARY}`, 'i'));
  });

  test('does not offer Japanese in the language switcher', async ({ open }) => {
    const { page } = await open();
    const home = new HomePage(page);
    await home.goto();
    await expectLanguageOptions(page, ['中文', 'English', 'Español']);
  });

  test('choosing 中文 without ZH_SITE_URL stays on this site and switches to Chinese', async ({ open }) => {
    const { page, context, errors } = await open({ locale: 'en-US' });
    const home = new HomePage(page);
    await home.goto();
    await expectHtmlLang(page, 'en');

    await home.chooseLanguage('中文');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'zh');
    const url = new URL(page.url());
    expect(url.origin).toBe(baseUrl);
    expect(url.pathname).toBe('/abinvivo/Home');
    await expect(home.card(PRODUCT.zh)).toBeVisible();
    await expectHtmlLang(page, 'zh-CN');
    expect(await cookieValue(context, 'lang')).toBe('zh');
    expect(errors).toEqual([]);
  });
});
