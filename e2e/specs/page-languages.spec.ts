import { DEMO_USER } from '../support/accounts';
import { signInContext } from '../support/account-pages';
import { waitForAppReady } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

/** One message of the catalogues the web app shares with the server, in each language. */
const SHIPPING_ADDRESS_REQUIRED = {
  en: 'The shipping address cannot be empty.',
  zh: '收货地址不能为空。',
  es: 'La dirección de envío no puede estar vacía.',
  ja: '配送先住所は必須です。',
} as const;

test.describe('the messages a page loads', () => {
  test('are those of the language it shows, and no other', async ({ open }) => {
    const { page, context } = await open();
    await signInContext(context, baseUrl, DEMO_USER);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const documentText = page.waitForResponse((response) => response.request().resourceType() === 'document').then((response) => response.text());
    // A signed-in page hydrates the whole app, so its scripts are the most a page ever loads.
    await page.goto('/abinvivoCart');
    // The demo user's cart may have been sent as an inquiry by another test meanwhile: either state is a hydrated page.
    await waitForAppReady(page, '[data-testid="cart-lines"], [data-testid="cart-empty"]');
    const loaded = [await documentText, ...(await Promise.all(scripts))].join('\n');
    expect(loaded).toContain(SHIPPING_ADDRESS_REQUIRED.en);
    for (const other of [SHIPPING_ADDRESS_REQUIRED.zh, SHIPPING_ADDRESS_REQUIRED.es, SHIPPING_ADDRESS_REQUIRED.ja]) expect(loaded).not.toContain(other);
  });
});
