import type { Page, Route } from '@playwright/test';
import { DEMO_USER } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { HomePage, waitForAppReady } from '../support/pages';
import { baseUrl, expect, type Open, test } from '../support/test';

const NOTICE_TITLE = 'Part of this page failed to load';
const CHUNK_TIMEOUT_MS = 120_000;
const CARD = '[data-testid="product-card"]';

/**
 * Route chunks My Order needs (the portal layout, its admin shell's stylesheet and the page module), as hashed by
 * the client build. A visitor's catalogue page runs without the app, so these tests sign in: the home page then
 * hydrates and the header's My Order link navigates on the client.
 */
const MY_ORDER_ASSET = /^(my-orders|portal-layout|admin-shell)-[^/]*\.(js|css)$/;

function assetName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

function chunkFailureNotice(page: Page) {
  return page.getByRole('dialog').filter({ hasText: NOTICE_TITLE });
}

/** Marks the current document; a full page load replaces the document and loses the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eDocument = 'before';
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.e2eDocument === 'before');
}

/**
 * Marks the document element when the page starts a timer of CHUNK_TIMEOUT_MS (the watch's, once React has committed
 * a pending navigation) and when that timer fires; returns the element that carries the mark. Call it after the
 * clock is installed, so the timer it sees is the controlled one.
 */
async function watchChunkTimer(page: Page) {
  await page.evaluate((timeoutMs) => {
    const mark = (state: string) => {
      document.documentElement.dataset.e2eChunkTimer = state;
    };
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      if (timeout !== timeoutMs || typeof handler !== 'function') return setTimer(handler, timeout, ...rest);
      mark('started');
      return setTimer(
        (...args: unknown[]) => {
          mark('fired');
          (handler as (...callArgs: unknown[]) => void)(...args);
        },
        timeout,
        ...rest,
      );
    }) as typeof window.setTimeout;
  }, CHUNK_TIMEOUT_MS);
  return page.locator('html');
}

async function openHome(open: Open, options: { clock?: boolean } = {}) {
  const session = await open();
  await signInContext(session.context, baseUrl, DEMO_USER);
  if (options.clock) await session.page.clock.install();
  await session.page.goto('/abinvivo/Home');
  await waitForAppReady(session.page, CARD);
  await markDocument(session.page);
  return session;
}

/** Fails (aborts) My Order's assets whose file name matches `which`; every other asset loads. */
async function failMyOrderAssets(page: Page, which: RegExp): Promise<string[]> {
  const failed: string[] = [];
  await page.route('**/assets/**', async (route: Route) => {
    const name = assetName(route.request().url());
    if (!MY_ORDER_ASSET.test(name) || !which.test(name)) return route.fallback();
    failed.push(name);
    return route.abort();
  });
  return failed;
}

test.describe('chunk failure notice', () => {
  // The listener half of ChunkFailureWatch, driven with the exact event Vite's preload helper dispatches: a
  // cancelable 'vite:preloadError' on window, which Vite rethrows as an error unless a listener cancels it.
  test('offers a reload when Vite reports a chunk it could not preload, and Reload reloads the page', async ({ open }) => {
    const { page, errors } = await openHome(open);
    await expect(chunkFailureNotice(page)).toHaveCount(0);

    const cancelled = await page.evaluate(() => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new Error('Unable to preload CSS for /assets/user-login-test.css'),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled, 'the watch must cancel the event, or Vite throws the preload error').toBe(true);

    const notice = chunkFailureNotice(page);
    await expect(notice).toBeVisible();
    const reload = notice.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();

    const documentRequest = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await reload.click();
    expect(new URL((await documentRequest).url()).pathname).toBe('/abinvivo/Home');
    await waitForAppReady(page, CARD);
    expect(await sameDocument(page)).toBe(false);
    await expect(chunkFailureNotice(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // The brief's scenario (a). React Router loads route stylesheets itself (a <link rel=preload> whose error it
  // ignores), not through Vite's preload helper, so no 'vite:preloadError' is fired for them.
  test('shows the notice when the My Order page stylesheet cannot be downloaded during client-side navigation', async ({ open }) => {
    const { page } = await openHome(open);
    const failed = await failMyOrderAssets(page, /\.css$/);

    await page.getByRole('link', { name: 'My Order' }).click();
    const notice = chunkFailureNotice(page);
    await expect(notice).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);
    expect(await sameDocument(page), 'the page must not have been reloaded').toBe(true);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const documentRequest = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await notice.getByRole('button', { name: 'Reload' }).click();
    await documentRequest;
    await page.waitForLoadState('load');
    expect(await sameDocument(page)).toBe(false);
  });

  // What React Router does with a route module it cannot import: it reloads the page the visitor is on
  // (console: "Error loading route module ..., reloading page..."), so nothing is left blank.
  test('reloads the current page, not a blank one, when the My Order page script cannot be downloaded', async ({ open }) => {
    const { page } = await openHome(open);
    const failed = await failMyOrderAssets(page, /./);
    const documentRequest = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());

    await page.getByRole('link', { name: 'My Order' }).click();
    expect(new URL((await documentRequest).url()).pathname).toBe('/abinvivo/Home');
    await waitForAppReady(page, CARD);
    expect(failed.some((name) => name.endsWith('.js'))).toBe(true);
    expect(await sameDocument(page)).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname === '/abinvivo/Home');
    await expect(new HomePage(page).cards()).not.toHaveCount(0);
  });

  test(`shows the notice when a client-side navigation is still pending after ${CHUNK_TIMEOUT_MS / 1000} s`, async ({ open }) => {
    const { page } = await openHome(open, { clock: true });
    let hanging = false;
    await page.route('**/assets/**', async (route: Route) => {
      if (!/^my-orders-[^/]*\.js$/.test(assetName(route.request().url()))) return route.fallback();
      hanging = true; // never answered: the chunk will not arrive
    });
    const timer = await watchChunkTimer(page);
    // Pause the page's clock so only runFor moves it, then start the navigation.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('link', { name: 'My Order' }).click();
    await expect.poll(() => hanging).toBe(true);
    await expect(timer).toHaveAttribute('data-e2e-chunk-timer', 'started');

    // runFor fires the due timers before it returns: the watch's timer has not fired, so no notice is on its way.
    await page.clock.runFor(CHUNK_TIMEOUT_MS - 1_000);
    await expect(timer).toHaveAttribute('data-e2e-chunk-timer', 'started');
    await expect(chunkFailureNotice(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/abinvivo/Home');
    expect(await sameDocument(page)).toBe(true);

    await page.clock.runFor(1_000);
    await expect(timer).toHaveAttribute('data-e2e-chunk-timer', 'fired');
    await page.clock.resume(); // the modal's open animation runs on timers too
    const notice = chunkFailureNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
