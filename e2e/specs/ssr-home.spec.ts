import { DEMO_USER } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { HomePage, PRODUCT, waitForAppReady } from '../support/pages';
import { baseUrl, expect, type Open, test } from '../support/test';

/** A signed-in user's catalogue page hydrates the app (a visitor's is sent without it). */
async function openSignedIn(open: Open) {
  const session = await open();
  await signInContext(session.context, baseUrl, DEMO_USER);
  return session;
}

test.describe('server-rendered home page', () => {
  test('sends product names, the title and antd styles in the raw HTML', async () => {
    const response = await fetch(`${baseUrl}/abinvivo/Home`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const headEnd = html.indexOf('</head>');
    expect(headEnd).toBeGreaterThan(0);
    const head = html.slice(0, headEnd);
    const body = html.slice(headEnd);

    expect(head).toContain('<title>Abinvivo | In vivo antibodies for preclinical research</title>');
    // antd's css-in-js must be extracted on the server, or the first paint is unstyled: one stylesheet, kept for good.
    const sheet = head.match(/<link rel="stylesheet" href="(\/antd-styles\/[\w-]+\.css)"/)?.[1] ?? '';
    const css = await fetch(`${baseUrl}${sheet}`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await css.text();
    expect(text).toContain('.ant-');
    // antd's record of the styles it holds travels with them, so the browser does not write them again.
    expect(text).toContain('.data-ant-cssinjs-cache-path{content:');
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(body).toContain(PRODUCT.en);
    expect(body.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThan(0);

    // A visitor's page loads the islands script only; it carries its content's hash in the name, so a browser
    // keeps it for good.
    expect(html).not.toContain('rel="modulepreload"');
    const script = html.match(/<script type="module" async="" src="(\/assets\/catalogue-islands-[\w-]+\.js)"/)?.[1] ?? '';
    expect(script).not.toBe('');
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${baseUrl}/images/logo.svg`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  test('serves a visitor a kept page again, with a nonce of its own that the policy names', async () => {
    const url = `${baseUrl}/FAQ?kept=${Date.now()}`;
    const nonceOf = async (response: Response) => {
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      return { policy: policy.match(/'nonce-([^']+)'/)?.[1], page: html.match(/<script[^>]*nonce="([^"]+)"/)?.[1] };
    };
    const first = await fetch(url);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const firstNonce = await nonceOf(first);
    const second = await fetch(url);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const secondNonce = await nonceOf(second);
    expect(secondNonce.page).toBe(secondNonce.policy);
    expect(secondNonce.page).not.toBe(firstNonce.page);
    // A signed-in visitor's page is personal (the cart, the user menu): always rendered for them.
    const signedIn = await fetch(url, { headers: { cookie: 'access_token=not-a-session' } });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    // ...unless the session is over: the page removes the dead cookie, so the next visit is a visitor's again.
    expect(signedIn.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^access_token=; .*Max-Age=0.*HttpOnly/));
  });

  test('shows product cards with JavaScript disabled', async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false });
    const home = new HomePage(page);
    await home.goto();
    await expect(home.cards()).not.toHaveCount(0);
    await expect(home.card(PRODUCT.en)).toBeVisible();
    await expect(page).toHaveTitle('Abinvivo | In vivo antibodies for preclinical research');
  });

  test('works for a visitor without console or page errors', async ({ open }) => {
    const { page, errors } = await open();
    const home = new HomePage(page);
    await page.goto('/abinvivo/Home', { waitUntil: 'networkidle' });
    await waitForAppReady(page, '[data-testid="product-card"]');
    expect(errors).toEqual([]);
    await expect(home.card(PRODUCT.en)).toBeVisible();
  });

  test('hydrates for a signed-in user without console or page errors', async ({ open }) => {
    const { page, errors } = await openSignedIn(open);
    const home = new HomePage(page);
    await page.goto('/abinvivo/Home', { waitUntil: 'networkidle' });
    // React reports recoverable hydration errors when it commits the hydration, before the mount effects that
    // make the page ready have run.
    await waitForAppReady(page, '[data-testid="product-card"]');
    expect(errors).toEqual([]);
    await expect(home.card(PRODUCT.en)).toBeVisible();
  });

  // Guards the check above: a tampered server render must show up in the collected errors.
  test('notices a hydration mismatch when the server HTML differs from the client render', async ({ open }) => {
    const { page, errors } = await openSignedIn(open);
    await page.route('**/abinvivo/Home', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(PRODUCT.en, 'Tampered product') });
    });
    await page.goto('/abinvivo/Home', { waitUntil: 'networkidle' });
    await expect.poll(() => errors.join('\n'), { timeout: 10_000 }).toMatch(/#418|Hydration failed/);
  });

  test('redirects the root to /abinvivo/Home', async ({ open }) => {
    const raw = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(raw.status).toBeGreaterThanOrEqual(300);
    expect(raw.status).toBeLessThan(400);
    expect(new URL(raw.headers.get('location') ?? '', baseUrl).pathname).toBe('/abinvivo/Home');

    const { page } = await open();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await expect(new HomePage(page).cards().first()).toBeVisible();
  });
});
