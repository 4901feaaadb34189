import { expectHtmlLang, HomePage, PRODUCT } from '../support/pages';
import { cookieValue, expect, test } from '../support/test';

test.describe('interface language', () => {
  test('follows a Spanish browser when there is no cookie', async ({ open }) => {
    const { page, context } = await open({ locale: 'es-ES' });
    const home = new HomePage(page);
    await home.goto();
    await expectHtmlLang(page, 'es');
    await expect(home.card(PRODUCT.es)).toBeVisible();
    await expect(home.card(PRODUCT.en)).toHaveCount(0);
    // Only an explicit choice (?lang) is remembered.
    expect(await cookieValue(context, 'lang')).toBeUndefined();
  });

  test('falls back to the edition language (English) for a Japanese browser', async ({ open }) => {
    const { page } = await open({ locale: 'ja-JP' });
    const home = new HomePage(page);
    await home.goto();
    await expectHtmlLang(page, 'en');
    await expect(home.card(PRODUCT.en)).toBeVisible();
  });

  test('?lang=zh shows Chinese, stores the cookie, and later visits stay Chinese', async ({ open }) => {
    const { page, context } = await open({ locale: 'en-US' });
    const home = new HomePage(page);
    await home.goto('?lang=zh');
    await expectHtmlLang(page, 'zh-CN');
    await expect(home.card(PRODUCT.zh)).toBeVisible();
    expect(await cookieValue(context, 'lang')).toBe('zh');

    await home.goto();
    await expect(page).toHaveURL((url) => !url.searchParams.has('lang'));
    await expectHtmlLang(page, 'zh-CN');
    await expect(home.card(PRODUCT.zh)).toBeVisible();
    expect(await cookieValue(context, 'lang')).toBe('zh');
  });

  test('switching to English in the header reloads in English and updates the cookie', async ({ open }) => {
    const { page, context, errors } = await open({ locale: 'en-US' });
    const home = new HomePage(page);
    await home.goto('?lang=zh');
    await expect(home.card(PRODUCT.zh)).toBeVisible();

    await home.chooseLanguage('English');
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home' && url.searchParams.get('lang') === 'en');
    await expect(home.card(PRODUCT.en)).toBeVisible();
    await expectHtmlLang(page, 'en');
    await expect(home.card(PRODUCT.zh)).toHaveCount(0);
    expect(await cookieValue(context, 'lang')).toBe('en');

    await home.goto();
    await expectHtmlLang(page, 'en');
    expect(errors).toEqual([]);
  });
});
