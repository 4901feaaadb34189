import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { HomePage, PRODUCT, waitForHydration } from '../support/pages';

const { baseUrl, open } = useBrowser();

describe('server-rendered home page', () => {
  it('sends product names, the title and antd styles in the raw HTML', async () => {
    const response = await fetch(`${baseUrl}/abinvivo/Home`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const headEnd = html.indexOf('</head>');
    expect(headEnd).toBeGreaterThan(0);
    const head = html.slice(0, headEnd);
    const body = html.slice(headEnd);

    expect(head).toContain('<title>Abinvivo | In vivo antibodies for preclinical research</title>');
    // antd's css-in-js must be extracted on the server, or the first paint is unstyled.
    expect(head).toMatch(/<style[^>]*>[^<]*\.ant-/);
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(body).toContain(PRODUCT.en);
    expect(body.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThan(0);

    // The page's scripts carry their content's hash in the name, so a browser keeps them for good.
    const script = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
    expect(script).not.toBe('');
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${baseUrl}/images/logo.svg`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('shows product cards with JavaScript disabled', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    const home = new HomePage(page);
    await home.goto();
    expect(await home.cards().count()).toBeGreaterThan(0);
    expect(await home.card(PRODUCT.en).isVisible()).toBe(true);
    expect(await page.title()).toBe('Abinvivo | In vivo antibodies for preclinical research');
  });

  it('hydrates without console or page errors', async () => {
    const { page, errors } = await open();
    const home = new HomePage(page);
    await page.goto('/abinvivo/Home', { waitUntil: 'networkidle' });
    await waitForHydration(page, '[data-testid="product-card"]');
    // React reports recoverable hydration errors after the commit; give it a moment to surface them.
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    await home.card(PRODUCT.en).waitFor();
    expect(await home.card(PRODUCT.en).isVisible()).toBe(true);
  });

  // Guards the check above: a tampered server render must show up in the collected errors.
  it('notices a hydration mismatch when the server HTML differs from the client render', async () => {
    const { page, errors } = await open();
    await page.route('**/abinvivo/Home', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(PRODUCT.en, 'Tampered product') });
    });
    await page.goto('/abinvivo/Home', { waitUntil: 'networkidle' });
    await expect.poll(() => errors.join('\n'), { timeout: 10_000 }).toMatch(/#418|Hydration failed/);
  });

  it('redirects the root to /abinvivo/Home', async () => {
    const raw = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(raw.status).toBeGreaterThanOrEqual(300);
    expect(raw.status).toBeLessThan(400);
    expect(new URL(raw.headers.get('location') ?? '', baseUrl).pathname).toBe('/abinvivo/Home');

    const { page } = await open();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await new HomePage(page).cards().first().waitFor();
  });
});
