import type { Locator, Page } from '@playwright/test';
import { DEMO_USER, apiLogin } from '../support/accounts';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { expect, test } from '../support/test';

// The ways in and out of the shop: the sign-in pages' brand and way home, the signed-in area's brand, the ordering
// terms, and the footer's legal line with the filing numbers of .env.example, in both editions.
const FILING = {
  FILING_NUMBER: '苏ICP备00000000号-1',
  FILING_LINK: 'https://beian.miit.gov.cn/',
  SECOND_FILING_NUMBER: '苏公网安备32059002000000号',
  SECOND_FILING_LINK: 'https://beian.mps.gov.cn/',
  RECORD_NUMBER: '增值电信业务经营许可证：苏B2-20230000',
};
const chinese = usePortal({ EDITION: 'zh', ...FILING });
const international = usePortal({ EDITION: 'intl', ...FILING });

/** The legal line as a visitor sees it on `path`. */
async function legalLine(page: Page, path: string) {
  await page.goto(path);
  const line = page.getByTestId('legal-line');
  await expect(line).toBeVisible();
  return line;
}

/** Expects the legal line's filing links, in order, by their text and address. */
async function expectFilingLinks(line: Locator, path: string, links: (readonly [string, string])[]) {
  await expect(line.getByRole('link'), path).toHaveText(links.map(([text]) => text));
  for (const [index, [, href]] of links.entries()) await expect(line.getByRole('link').nth(index), path).toHaveAttribute('href', href);
}

test.describe('the sign-in pages and the signed-in area lead back to the shop', () => {
  for (const path of ['/user/login', '/user/register']) {
    test(`${path} shows the brand and a way home`, async ({ open }) => {
      const { page, errors } = await open({ baseURL: international(), locale: 'en-US' });
      await page.goto(path);
      await waitForAppReady(page, 'form');
      const brand = page.getByTestId('auth-brand');
      await expect(brand).toHaveText('Abinvivo Reagent Portal');
      await expect(brand).toHaveAttribute('href', '/');
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
      expect(errors).toEqual([]);
    });
  }

  test('makes the brand of the signed-in area a link back to the shop', async ({ open }) => {
    const { page, context, errors } = await open({ baseURL: international(), locale: 'en-US' });
    await context.addCookies([{ name: 'access_token', value: await apiLogin(international(), DEMO_USER), url: international() }]);
    await page.goto('/abinvivoMyOrder');
    await waitForAppReady(page, '[data-testid="admin-brand"]');
    const brand = page.getByTestId('admin-brand');
    await expect(brand).toHaveAttribute('href', '/');
    await brand.click();
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    expect(errors).toEqual([]);
  });
});

test.describe('the ordering terms', () => {
  for (const [language, title, section] of [
    ['zh', '销售条款', '仅供科研使用'],
    ['en', 'Terms of sale', 'Research use only'],
    ['es', 'Condiciones de venta', 'Solo para investigación'],
    ['ja', '販売条件', '研究用途限定'],
  ]) {
    test(`are a public page in ${language}`, async ({ open }) => {
      const { page, errors } = await open({ baseURL: chinese() });
      const response = await page.goto(`/TermsOfSale?lang=${language}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the legal line', () => {
  test('shows both filing links and the record-filing number in the Chinese edition, on the shop and the sign-in pages', async ({ open }) => {
    const { page, errors } = await open({ baseURL: chinese(), locale: 'zh-CN' });
    for (const path of ['/abinvivo/Home', '/user/login', '/user/register']) {
      const line = await legalLine(page, path);
      await expectFilingLinks(line, path, [
        [FILING.FILING_NUMBER, FILING.FILING_LINK],
        [FILING.SECOND_FILING_NUMBER, FILING.SECOND_FILING_LINK],
      ]);
      await expect(line.getByTestId('record-number'), path).toHaveText(FILING.RECORD_NUMBER);
      await expect(line, path).toContainText('版权所有 © 2023');
    }
    expect(errors).toEqual([]);
  });

  test('writes the copyright in Japanese', async ({ open }) => {
    const { page } = await open({ baseURL: chinese() });
    const line = await legalLine(page, '/abinvivo/Home?lang=ja');
    await expect(line).toContainText('© 2023 Abinvivo Reagent Portal。無断転載・複製を禁じます。');
    await expect(line).not.toContainText('All rights reserved');
  });

  test('shows the filing links but no record-filing number in the international edition', async ({ open }) => {
    const { page } = await open({ baseURL: international(), locale: 'en-US' });
    for (const path of ['/abinvivo/Home', '/user/login']) {
      const line = await legalLine(page, path);
      await expect(line.getByRole('link'), path).toHaveText([FILING.FILING_NUMBER, FILING.SECOND_FILING_NUMBER]);
      await expect(line.getByTestId('record-number'), path).toHaveCount(0);
    }
  });
});
