import { type BrowserContext, type BrowserContextOptions, type Page, test as base, expect } from '@playwright/test';

export { expect };

/** The shared portal of the run (support/global-setup.ts), or '' while the runner only lists the tests. */
export const baseUrl = process.env.E2E_BASE_URL ?? '';

export type Session = { context: BrowserContext; page: Page; errors: string[] };

/** Collects console errors, page errors and any hydration warning, so a test can assert the page ran cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export type Open = (options?: BrowserContextOptions) => Promise<Session>;

/**
 * `open`: a fresh browser context with one page, on the shared portal unless `options.baseURL` says another, in
 * English unless `options.locale` says otherwise; every context a test opens is closed after it. Playwright records
 * these contexts like its own, so a failed (or, in CI, retried) test keeps their trace and screenshots.
 */
export const test = base.extend<{ open: Open }>({
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', ...options });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, errors: collectErrors(page) };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** The value of one cookie in the context, or undefined. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}
