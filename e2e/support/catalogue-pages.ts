import type { Page } from '@playwright/test';
import { expect } from './test';

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
