import type { Page } from 'playwright-core';

export const PRODUCT = {
  en: 'Pembrolizumab Biosimilar (Anti-Human PD-1)',
  zh: '帕博利珠单抗生物类似药（抗人 PD-1）',
  es: 'Biosimilar de pembrolizumab (anti-PD-1 humano)',
} as const;

export const DEMO_USER = { username: 'demo', password: 'Demo@2026!' } as const;

/** Resolves once React has attached to the server-rendered element (it carries a fiber key only then). */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
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

  htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Picks a language in the header switcher by its label; the app then reloads the page. */
  async chooseLanguage(label: string): Promise<void> {
    await waitForHydration(this.page, '[data-testid="language-switcher"]');
    await this.page.locator('[data-testid="language-switcher"]').click();
    await this.page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: label }).click();
  }
}

export class LoginPage {
  constructor(readonly page: Page) {}

  async signIn(username: string, password: string): Promise<void> {
    await waitForHydration(this.page, 'form');
    await this.page.getByLabel('Username or e-mail').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }
}
