import type { Page } from '@playwright/test';
import { DEMO_USER } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { appScriptRequests, expectIslandsOnly, waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { baseUrl, expect, type Open, test } from '../support/test';

const TOO_SHORT = 'Please enter at least three characters to query！';

async function openPage(open: Open, path: string): Promise<Page> {
  const { page } = await open();
  await page.goto(path);
  await waitForAppReady(page, 'header');
  return page;
}

/**
 * Scrolls the window to `y` and resolves once the page's own scroll listeners have run: the one added here runs
 * after them, so a state they would set is there by then.
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === top) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

const header = (page: Page) => page.getByTestId('catalogue-header');
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

test.describe('catalogue header A', () => {
  test('shows the contact mail and phone, the cart bell, My Order and login/register links on /abinvivo/Home', async ({ open }) => {
    const { page, errors } = await open();
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, 'header');
    await expect(header(page)).toHaveAttribute('data-variant', 'A');
    await expect(page.getByTestId('contact-mail')).toContainText('service@abinvivo.example');
    await expect(page.getByTestId('contact-phone')).toContainText('+86 512 6000 0000');
    await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/user/register');
    await expect(header(page).getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/abinvivoMyOrder');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('href', '/abinvivoProduct');
    const menu = page.getByRole('navigation', { name: 'Catalogue' });
    await expect(menu.getByRole('link', { name: 'Biosimilars' })).toHaveAttribute('href', '/Biosimilar');
    await expect(menu.locator('a[href="/AntiDrug?categorySec=ADC-Isotype"]')).toHaveCount(1);
    await expect(menu.locator('a[href="/files/AbinvivoOrderSystemOperatingInstruction.pdf"]')).toHaveAttribute('target', '_blank');
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('warns and stays when the search has fewer than three characters', async ({ open }) => {
    const page = await openPage(open, '/abinvivo/Home');
    const input = page.getByLabel('Search products');
    await input.fill(' ab ');
    await input.press('Enter');
    await expect(toast(page, TOO_SHORT)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/abinvivo/Home');
  });

  test('goes to /Search with categoryId, seachValue and timestamp', async ({ open }) => {
    const page = await openPage(open, '/abinvivo/Home');
    const before = Date.now();
    const input = page.getByLabel('Search products');
    await input.fill('PD-1');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/Search');
    const query = new URL(page.url()).searchParams;
    expect(query.get('categoryId')).toBe('0');
    expect(query.get('seachValue')).toBe('PD-1');
    expect(Number(query.get('timestamp'))).toBeGreaterThanOrEqual(before);
    expect(Number(query.get('timestamp'))).toBeLessThanOrEqual(Date.now());
  });

  test('sends categoryId=1 when Biosimilar is chosen', async ({ open }) => {
    const page = await openPage(open, '/abinvivo/Home');
    await page.getByTestId('search-category').selectOption({ label: 'Biosimilars' });
    const input = page.getByLabel('Search products');
    await input.fill('CD40');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/Search');
    expect(new URL(page.url()).searchParams.get('categoryId')).toBe('1');
    expect(new URL(page.url()).searchParams.get('seachValue')).toBe('CD40');
  });

  test('pins the menu bar after 200 px of scrolling and releases it at the top', async ({ open }) => {
    const page = await openPage(open, '/abinvivo/Home');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const menu = page.getByTestId('catalogue-menu');
    await expect(menu).toHaveCSS('position', 'static');

    await scrollTo(page, 150);
    await expect(menu).toHaveAttribute('data-fixed', 'false');

    await scrollTo(page, 600);
    await expect(menu).toHaveAttribute('data-fixed', 'true');
    await expect(menu).toHaveCSS('position', 'fixed');
    expect((await menu.boundingBox())?.y).toBe(0);

    await scrollTo(page, 0);
    await expect(menu).toHaveAttribute('data-fixed', 'false');
    await expect(menu).toHaveCSS('position', 'static');
  });

  test('changes the header texts when the language is switched to English', async ({ open }) => {
    const page = await openPage(open, '/abinvivo/Home?lang=zh');
    await expect(header(page).getByRole('link', { name: '生物类似药', exact: true })).toHaveCount(1);
    await expect(header(page).getByRole('link', { name: '登录', exact: true })).toHaveCount(1);
    await page.getByTestId('language-switcher').selectOption({ label: 'English' });
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    await waitForAppReady(page, 'header');
    await expect(header(page).getByRole('link', { name: 'Biosimilars', exact: true })).toHaveCount(1);
    await expect(header(page).getByRole('link', { name: 'Log in', exact: true })).toHaveCount(1);
    await expect(header(page).getByRole('link', { name: '生物类似药', exact: true })).toHaveCount(0);
  });
});

test.describe('catalogue header B', () => {
  test('shows the order mailbox and a search icon opening a 180 px drawer that searches cell lines', async ({ open }) => {
    const page = await openPage(open, '/CellLine');
    await expect(header(page)).toHaveAttribute('data-variant', 'B');
    await expect(page.getByTestId('order-mailbox')).toContainText('order@abinvivo.example');
    await expect(page.getByTestId('contact-mail')).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'My Order' })).toHaveAttribute('target', '_blank');

    await page.getByTestId('search-drawer-open').click();
    const drawer = page.getByRole('dialog', { name: 'Search proteins and cell lines' });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.height).toBe(180);
    const input = drawer.getByLabel('Search products');
    await expect(input).toBeFocused();
    await input.fill('xy');
    await input.press('Enter');
    await expect(toast(page, TOO_SHORT)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/CellLine');

    await input.fill('HEK293');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/CellLine-Search');
    expect(new URL(page.url()).searchParams.get('seachValue')).toBe('HEK293');
    expect(Number(new URL(page.url()).searchParams.get('timestamp'))).toBeGreaterThan(0);
  });
});

test.describe('catalogue pages without the app', () => {
  test('sends a visitor the server HTML with the islands script only, and a signed-in user the app', async ({ open }) => {
    const { page, context, errors } = await open();
    const appScripts = appScriptRequests(page);
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, 'header');
    await expectIslandsOnly(page);
    await expect(page.locator('script[data-islands]')).toHaveAttribute('src', /^\/assets\/catalogue-islands-[\w-]+\.js$/);
    expect(appScripts()).toEqual([]);

    await signInContext(context, baseUrl, DEMO_USER);
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, '[data-testid="user-menu"]');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'app');
    expect(appScripts().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('opens the product menu as a drawer on a phone, closes it with Escape, and follows its links', async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto('/abinvivo/Home');
    await waitForAppReady(page, 'header');
    const drawer = page.getByRole('dialog', { name: 'Abinvivo' });
    await expect(drawer).toBeHidden();
    await page.getByTestId('menu-drawer-open').click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByTestId('menu-drawer-open').click();
    await drawer.getByRole('link', { name: 'Biosimilars', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Biosimilar');
  });

  test('closes the search drawer from its close button without searching', async ({ open }) => {
    const page = await openPage(open, '/CellLine');
    await page.getByTestId('search-drawer-open').click();
    const drawer = page.getByTestId('search-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/CellLine');
  });
});

test.describe('catalogue footer and document', () => {
  test('lists the footer links of the spec', async ({ open }) => {
    const page = await openPage(open, '/abinvivo/Home');
    const footer = page.getByTestId('catalogue-footer');
    const hrefs = () => footer.locator('nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect
      .poll(hrefs)
      .toEqual([
        '/',
        '/Biosimilar',
        '/IsotypeControl',
        '/AntiMouse',
        '/FusionProteins',
        '/Related',
        '/Resource',
        '/about',
        '/News',
        '/ContactUs',
        '/FAQ',
        '/ServiceSupport',
      ]);
    await expect(footer).toContainText('2023');
    await expect(footer).toContainText('400-000-0000');
  });

  test('sends exactly one <title> in the server-rendered HTML', async () => {
    for (const path of ['/abinvivo/Home', '/CellLine', '/about']) {
      const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': 'en' } })).text();
      expect(html.match(/<title>/g), path).toHaveLength(1);
    }
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('answers sitemap.xml as XML with the static pages and hreflang alternates', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseUrl}/abinvivo/Home</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/Biosimilar</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${baseUrl}/FAQ?lang=zh"/>`);
    // Every product at its product page: antibody lines on the header-A page, proteins and cell lines on header B's.
    expect(xml).toMatch(new RegExp(`<loc>${baseUrl}/product/detailCommon\\?catalogNo=[^<]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${baseUrl}/bio-detailCommon\\?catalogNo=[^<]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${baseUrl}/NewsDetails\\?id=[^<]+</loc>`));
    const pagesFile = await fetch(`${baseUrl}/sitemaps/pages`);
    expect(await pagesFile.text()).toContain(`<loc>${baseUrl}/FAQ</loc>`);
    expect((await fetch(`${baseUrl}/sitemaps/products/1`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/sitemaps/products/99`)).status).toBe(404);
  });

  test('answers robots.txt as text naming the sitemap and closing the portal and API', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Disallow: /jeecg-boot/\n');
    expect(text).toContain('Disallow: /abinvivoAccount\n');
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

test.describe('visitor chat widget in the Chinese animal-model edition', () => {
  const zhPortal = usePortal({ EDITION: 'zh', SYSTEM_TYPE: '3', CHAT_WIDGET_URL: 'http://127.0.0.1:9/chat-widget.js' });

  const widgetScripts = (page: Page) =>
    page.evaluate(() => {
      // The nonce React Router's own scripts carry, which the CSP header names.
      const pageNonce = Array.from(document.scripts).find((script) => !script.hasAttribute('data-chat-widget') && script.nonce)?.nonce;
      return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]'), (script) => ({
        src: script.src,
        nonceMatches: script.nonce !== '' && script.nonce === pageNonce,
      }));
    });

  test('loads the configured script once, with the page nonce, on a listed catalogue page', async ({ open }) => {
    const { page } = await open();
    await page.goto(`${zhPortal()}/CellLine`);
    await waitForAppReady(page, 'header');
    await expect.poll(() => widgetScripts(page)).toEqual([{ src: 'http://127.0.0.1:9/chat-widget.js', nonceMatches: true }]);
  });
});
