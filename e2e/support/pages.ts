import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './test';
import { type Credentials, solveCaptcha } from './accounts';
import { expectSettled } from './antd';

export const PRODUCT = {
  en: 'Pembrolizumab Biosimilar (Anti-Human PD-1)',
  zh: '帕博利珠单抗生物类似药（抗人 PD-1）',
  es: 'Biosimilar de pembrolizumab (anti-PD-1 humano)',
} as const;

/**
 * Resolves once the page can be used. A page sent without the React app (`html[data-scripts="islands"]`, a
 * catalogue page for a visitor) is ready once its islands script has bound. A hydrated page is ready once it has
 * also run its mount effects, so window listeners (such as the chunk failure watch) are attached and links
 * navigate on the client: React Router's ScrollRestoration sets history.scrollRestoration to 'manual' in its
 * mount effect, and React flushes all mount effects of the hydration commit together; the fiber key alone shows
 * up during the render, before any effect has run.
 */
export async function waitForAppReady(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const root = document.documentElement;
    const element = document.querySelector(sel);
    const enhanced = root.dataset.enhanced === 'true';
    if (root.dataset.scripts === 'islands') return element !== null && enhanced;
    // A hydrated page outside the catalogue has no islands script to wait for.
    const islandsReady = enhanced || document.querySelector('script[data-islands]') === null;
    const hydrated = element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    return hydrated && islandsReady && window.history.scrollRestoration === 'manual';
  }, selector);
}

/** What the page runs on: 'islands' for a visitor's catalogue page sent without the React app, 'app' when it hydrates. */
export function pageScripts(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-scripts');
}

/** Waits until the page says what it runs on: 'islands' for a visitor's page sent without the React app, 'app' when it hydrates. */
export async function expectScripts(page: Page, scripts: 'islands' | 'app'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-scripts', scripts);
}

/** Waits until the document's language is `lang`. */
export async function expectHtmlLang(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Expects the header's language switcher to offer `labels`, in order. */
export async function expectLanguageOptions(page: Page, labels: string[]): Promise<void> {
  await expect(page.locator('select[data-testid="language-switcher"]').getByRole('option')).toHaveText(labels);
}

/** The React app's scripts the page requests from now on, across navigations (a visitor's pages request none). */
export function appScriptRequests(page: Page): () => string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().includes('catalogue-islands')) loaded.push(request.url());
  });
  return () => loaded;
}

/** A visitor's catalogue page is the server's HTML and the islands script, without the React app. */
export async function expectIslandsOnly(page: Page): Promise<void> {
  await expectScripts(page, 'islands');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(
    await page.locator('script:not([data-islands]):not([type="application/ld+json"])').evaluateAll((scripts) => scripts.map((script) => script.outerHTML)),
  ).toEqual([]);
}

export class HomePage {
  constructor(readonly page: Page) {}

  readonly cards = () => this.page.locator('[data-testid="product-card"]');

  card(name: string) {
    return this.cards().filter({ hasText: name });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/abinvivo/Home${query}`);
    await this.cards().first().waitFor();
  }

  private async languageSwitcher() {
    await waitForAppReady(this.page, '[data-testid="language-switcher"]');
    return this.page.locator('select[data-testid="language-switcher"]');
  }

  /** Picks a language in the header's native switcher by its label; the page then reloads (or leaves the site). */
  async chooseLanguage(label: string): Promise<void> {
    await (await this.languageSwitcher()).selectOption({ label });
  }
}

/** The login page's captcha calls: GET /jeecg-boot/sys/randomImage/{checkKey} (the web app adds a `_t` query). */
const CAPTCHA_REQUEST = /\/jeecg-boot\/sys\/randomImage\/([^/?#]+)/;

export function captchaKeyOf(url: string): string | null {
  const match = CAPTCHA_REQUEST.exec(new URL(url).pathname);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

/** The image data URL a captcha request was answered with, or null if it failed or belongs to an unloaded page. */
async function captchaImageOf(request: Request): Promise<string | null> {
  const response = await request.response();
  if (!response || response.status() !== 200) return null;
  try {
    const src = ((await response.json()) as { result?: unknown }).result;
    return typeof src === 'string' && src.startsWith('data:image/svg+xml;base64,') ? src : null;
  } catch {
    return null;
  }
}

export type ShownCaptcha = { checkKey: string; src: string };

/**
 * The login form at /user/login. Create it before the page loads the login form: it records every captcha the
 * page asks for, so `currentCaptcha` can tell which checkKey the image on screen belongs to and read its answer
 * through the test-mode endpoint (support/accounts.ts).
 */
export class LoginPage {
  private readonly captchaRequests: Request[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (captchaKeyOf(request.url()) !== null) this.captchaRequests.push(request);
    });
  }

  readonly username = (): Locator => this.page.getByLabel('Username or e-mail');
  readonly password = (): Locator => this.page.getByLabel('Password', { exact: true });
  readonly captchaInput = (): Locator => this.page.getByLabel('Verification code', { exact: true });
  readonly captchaButton = (): Locator => this.page.getByTestId('captcha-image');
  readonly captchaImage = (): Locator => this.captchaButton().locator('img');
  readonly rememberMe = (): Locator => this.page.getByRole('checkbox', { name: 'Remember me' });
  /** 'I have read and agree to the User Agreement and Privacy Policy' (spec section 5: must be ticked). */
  readonly agreement = (): Locator => this.page.getByRole('checkbox', { name: /^I have read and agree to the/ });
  /**
   * The submit button, found by its text: after a failed attempt antd may leave the (invisible, zero-width) loading
   * icon in the button, whose aria-label turns the accessible name into 'loading Log in'.
   */
  readonly submitButton = (): Locator => this.page.locator('form button[type="submit"]').filter({ hasText: /^\s*Log in\s*$/ });

  /** Notifications titled 'Login failed' (spec section 8); antd gives each notice the alert role. */
  readonly failureNotices = (): Locator => this.page.getByRole('alert').filter({ hasText: 'Login failed' });

  /** How many captchas the page has asked for so far. */
  captchaRequestCount(): number {
    return this.captchaRequests.length;
  }

  /** Opens the login page (or a protected path that leads there) and waits until the form works and shows a captcha. */
  async goto(path = '/user/login'): Promise<ShownCaptcha> {
    await this.page.goto(path);
    return this.ready();
  }

  /** Waits for the hydrated form and its first captcha. */
  async ready(): Promise<ShownCaptcha> {
    await waitForAppReady(this.page, 'form');
    return this.currentCaptcha();
  }

  /**
   * Waits until the page has asked for more than `after` captchas, the newest one has been answered and its image
   * is the one on screen; returns that captcha's checkKey and image data URL. A request left over from a page that
   * has since been reloaded never shows up on screen, so a newer request takes its place.
   */
  async currentCaptcha(after = 0, timeoutMs = 15_000): Promise<ShownCaptcha> {
    let shown: ShownCaptcha | undefined;
    let last = 'none yet';
    await expect
      .poll(
        async () => {
          const request = this.captchaRequests.length > after ? this.captchaRequests.at(-1) : undefined;
          if (!request) return false;
          const checkKey = captchaKeyOf(request.url());
          const src = await captchaImageOf(request);
          last = `${checkKey}, answered ${(await request.response())?.status() ?? 'no response'}`;
          if (!checkKey || !src || (await this.shownCaptchaSrc()) !== src) return false;
          shown = { checkKey, src };
          return true;
        },
        { timeout: timeoutMs, intervals: [50, 100, 250], message: `captcha number ${after + 1} or later shows up on the page` },
      )
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(`no captcha showed up on the page (the last asked for: ${last})`, { cause: error });
      });
    if (!shown) throw new Error('unreachable: the poll passed without a captcha');
    return shown;
  }

  private async shownCaptchaSrc(): Promise<string | null> {
    try {
      return await this.page.evaluate(() => document.querySelector('[data-testid="captcha-image"] img')?.getAttribute('src') ?? null);
    } catch {
      return null; // the page is navigating
    }
  }

  /** The answer to the captcha on screen. */
  async captchaAnswer(after = 0): Promise<string> {
    const { checkKey } = await this.currentCaptcha(after);
    return solveCaptcha(new URL(this.page.url()).origin, checkKey);
  }

  /**
   * Fills username, password and the answer to the captcha on screen (or `captcha`), sets 'Remember me' if asked,
   * ticks the agreement, and submits.
   */
  async signIn(credentials: Credentials, options: { rememberMe?: boolean; captcha?: string } = {}): Promise<void> {
    await this.ready();
    await this.username().fill(credentials.username);
    await this.password().fill(credentials.password);
    await this.captchaInput().fill(options.captcha ?? (await this.captchaAnswer()));
    if (options.rememberMe !== undefined) await this.rememberMe().setChecked(options.rememberMe);
    await this.agreement().check();
    await this.submitButton().click();
  }
}

/** The signed-in account centre, /abinvivoAccount, with its tabs (profile, addresses, password and sign-out, data). */
export class AccountPage {
  constructor(readonly page: Page) {}

  /** The profile tab's read-only username field. */
  readonly usernameField = (): Locator => this.page.getByRole('tabpanel', { name: 'Profile' }).getByLabel('Username', { exact: true });
  readonly securityTab = (): Locator => this.page.getByRole('tab', { name: 'Password and sign-out' });

  async goto(tab?: 'profile' | 'addresses' | 'security' | 'privacy'): Promise<void> {
    await this.page.goto(tab ? `/abinvivoAccount?tab=${tab}` : '/abinvivoAccount');
    await this.ready();
  }

  /** Waits for the hydrated account centre. */
  async ready(): Promise<void> {
    await waitForAppReady(this.page, '[role="tablist"]');
  }

  /** The username the profile tab shows (switching to that tab), once the profile has loaded ('' if it never does). */
  async shownUsername(timeoutMs = 10_000): Promise<string> {
    await this.showProfile();
    const field = this.usernameField();
    let value = '';
    await expect
      .poll(async () => (value = await field.inputValue()), { timeout: timeoutMs })
      .not.toBe('')
      .catch(() => undefined);
    return value;
  }

  /** Expects the profile tab (switching to it) to show `username` once the profile has loaded. */
  async expectUsername(username: string): Promise<void> {
    await this.showProfile();
    await expect(this.usernameField()).toHaveValue(username);
  }

  private async showProfile(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Profile', exact: true }).click();
  }

  /** Shows the 'Password and sign-out' tab, where 'Change password' and 'Log out' are. */
  async openSecurity(): Promise<void> {
    await this.securityTab().click();
    await expect(this.page.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  }

  /**
   * Log out on the security tab, confirm 'Are you sure you want to log out?', and wait for the reload that ends on
   * the login page; returns the login page's `redirect` query (the account page the visitor was on).
   */
  async logOut(): Promise<string | null> {
    await this.openSecurity();
    await this.page.getByRole('button', { name: 'Log out', exact: true }).click();
    await confirmLogOut(this.page);
    await this.page.waitForURL((url) => url.pathname === '/user/login');
    return new URL(this.page.url()).searchParams.get('redirect');
  }
}

/** The confirmation 'Are you sure you want to log out?' that the account page and the user menu ask. */
function logOutConfirm(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log out' }).filter({ hasText: 'Are you sure you want to log out?' });
}

/** Confirms the log-out once its dialog has finished opening, and waits for the reload that follows. */
export async function confirmLogOut(page: Page): Promise<void> {
  const dialog = logOutConfirm(page);
  await expect(dialog).toBeVisible();
  await expectSettled(dialog);
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
  await reload;
}

/**
 * The items of the header's user menu while it is open: the menu with 'Log out' in it, as a page may have other menus
 * (a closed menu's items are hidden, so they do not count).
 */
export function userMenuItems(page: Page): Locator {
  const logOut = page.getByRole('menuitem', { name: /^(Log out|退出登录)$/ });
  return page.getByRole('menu').filter({ has: logOut }).getByRole('menuitem');
}

/** Opens the header's user menu (once the page is hydrated) and returns the labels of its items. */
export async function openUserMenu(page: Page): Promise<string[]> {
  await waitForAppReady(page, '[data-testid="user-menu"]');
  await page.getByTestId('user-menu').click();
  const items = userMenuItems(page);
  await expect(items.first()).toBeVisible();
  return (await items.allTextContents()).map((text) => text.trim());
}
