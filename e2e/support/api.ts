import { expect } from './test';
import type { Locator, Page } from '@playwright/test';
import { ACCESS_TOKEN_HEADER } from './accounts';
import { expectSettled, selectOptions } from './antd';

/**
 * A JSON call to the portal's API as whoever holds `token` ('' for nobody): GET without a body, POST with one.
 * Anything but 200 throws with the server's message, so a setup step that fails says why.
 */
export async function apiCall<T>(baseUrl: string, token: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/jeecg-boot${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Accept-Language': 'en',
      ...(token ? { [ACCESS_TOKEN_HEADER]: token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await response.json()) as { message: string; result: T };
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${reply.message}`);
  return reply.result;
}

/**
 * Picks `option` in the antd select labelled `label` inside `scope`, once its drop-down has finished unfolding: one
 * CI run lost the click on a shipping address given while the list was still opening.
 */
export async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  const choice = selectOptions(page).filter({ hasText: option }).first();
  await expect(choice).toBeVisible();
  await expectSettled(choice);
  await choice.click();
}

/** Types a day into the antd date picker labelled `label` and leaves it with Tab (Enter would submit its form). */
export async function chooseDay(scope: Locator, label: string, day: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Tab');
  await expect(input).toHaveValue(day);
}

/** The browser's local calendar day `days` from today, as YYYY-MM-DD (what a date picker shows). */
export function localDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
