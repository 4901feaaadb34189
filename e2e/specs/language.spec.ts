import { HomePage, PRODUCT } from '../support/pages';
import { cookieValue, expect, test } from '../support/test';

test.describe('interface language', () => {
  test('follows a Spanish browser when there is no cookie', async ({ open }) => {
    const { page, context } = await open({ locale: 'es-ES' });
    const home = new HomePage(page);
    await home.goto();
    expect(await home.htmlLang()).toBe('es');
    expect(await home.card(PRODUCT.es).isVisible()).toBe(true);
    expect(await home.card(PRODUCT.en).count()).toBe(0);
    // Only an explicit choice (?lang) is remembered.
    expect(await cookieValue(context, 'lang')).toBeUndefined();
  });

  test('falls back to the edition language (English) for a Japanese browser', async ({ open }) => {
    const { page } = await open({ locale: 'ja-JP' });
    const home = new HomePage(page);
    await home.goto();
    expect(await home.htmlLang()).toBe('en');
    expect(await home.card(PRODUCT.en).isVisible()).toBe(true);
  });

  test('?lang=zh shows Chinese, stores the cookie, and later visits stay Chinese', async ({ open }) => {
    const { page, context } = await open({ locale: 'en-US' });
    const home = new HomePage(page);
    await home.goto('?lang=zh');
    expect(await home.htmlLang()).toBe('zh-CN');
    expect(await home.card(PRODUCT.zh).isVisible()).toBe(true);
    expect(await cookieValue(context, 'lang')).toBe('zh');

    await home.goto();
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    expect(await home.htmlLang()).toBe('zh-CN');
    expect(await home.card(PRODUCT.zh).isVisible()).toBe(true);
    expect(await cookieValue(context, 'lang')).toBe('zh');
  });

  test('switching to English in the header reloads in English and updates the cookie', async ({ open }) => {
    const { page, context, errors } = await open({ locale: 'en-US' });
    const home = new HomePage(page);
    await home.goto('?lang=zh');
    expect(await home.card(PRODUCT.zh).isVisible()).toBe(true);

    await home.chooseLanguage('English');
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home' && url.searchParams.get('lang') === 'en');
    await home.card(PRODUCT.en).waitFor();
    expect(await home.htmlLang()).toBe('en');
    expect(await home.card(PRODUCT.zh).count()).toBe(0);
    expect(await cookieValue(context, 'lang')).toBe('en');

    await home.goto();
    expect(await home.htmlLang()).toBe('en');
    expect(errors).toEqual([]);
  });
});
