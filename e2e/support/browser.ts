import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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

/** One Chromium per spec file, launched with `extraArgs` too; every `open` gets a fresh context that is closed after the test. */
export function useBrowser(extraArgs: string[] = []) {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async open(options: BrowserContextOptions = {}): Promise<Session> {
      if (!browser) throw new Error('browser not launched');
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', ...options });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, errors: collectErrors(page) };
    },
  };
}

/** The value of one cookie in the context, or undefined. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}
