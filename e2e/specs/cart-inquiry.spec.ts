import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { apiLogin, apiRegister } from '../support/accounts';
import { countCalls, signInContext, unexpectedErrors } from '../support/account-pages';
import { button, expectSettled, fieldErrors, notice } from '../support/antd';
import { apiCall, chooseOption } from '../support/api';
import { waitForAppReady } from '../support/pages';
import { baseUrl, expect, type Open, test } from '../support/test';

// Each test registers its own customer on the shared portal (international edition, system type 3), so carts and
// inquiries never meet another spec's.

type Product = { catalogNo: string; packs: { id: string; sizeLabel: string }[] };

/** A call as the customer (or anonymous with token ''); throws on anything but 200, with the server's message. */
const call = <T>(token: string, path: string, body?: unknown) => apiCall<T>(baseUrl, token, path, body);

/** Two catalogue products that have packs, taken from the live catalogue. */
async function twoProducts(): Promise<[Product, Product]> {
  const list = await call<{ records: { catalogNo: string }[] }>('', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=10');
  const details = await Promise.all(
    list.records.map(({ catalogNo }) => call<Product>('', `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`)),
  );
  const [first, second] = details.filter((product) => product.packs.length > 1);
  if (!first || !second) throw new Error('the seeded catalogue has fewer than two products with several packs');
  return [first, second];
}

/** A fresh customer signed in in a new browser context, with a shipping address when asked for. */
async function customer(open: Open, withAddress: boolean) {
  const account = await apiRegister(baseUrl);
  const token = await apiLogin(baseUrl, account);
  if (withAddress) {
    await call(token, '/by-order-client/customer/address/add', {
      contact: 'Grace Hopper',
      phone: '+1 212 555 0100',
      countryName: 'United States',
      cityName: 'New York',
      addressDetail: '1 Compiler Court',
      isDefault: true,
    });
  }
  const session = await open();
  await signInContext(session.context, baseUrl, account);
  return { ...session, token };
}

const cartTotal = async (token: string) =>
  (await call<{ total: number }>(token, '/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list?pageNo=1&pageSize=10')).total;

async function addFromProductPage(page: Page, product: Product, packIndex: number, quantity: number) {
  await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(product.catalogNo)}`);
  await waitForAppReady(page, '[data-testid="add-to-cart"]');
  const form = page.getByTestId('add-to-cart');
  await chooseOption(page, form, 'Specification', product.packs[packIndex]?.sizeLabel ?? '');
  await form.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await button(form, 'Add to cart').click();
  await expect(notice(page, 'Added to your cart.').first()).toBeVisible();
}

test.describe('cart and inquiry', () => {
  test('adds two products, previews the cart, changes a quantity and sends an inquiry with an attachment', async ({ open }) => {
    // Two product pages, the cart and the order page in one trip: more than the default minute on a busy machine.
    test.slow();
    const [first, second] = await twoProducts();
    const { page, errors, token } = await customer(open, true);

    // A pack must be chosen before anything is added.
    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(first.catalogNo)}`);
    await waitForAppReady(page, '[data-testid="add-to-cart"]');
    const adder = page.getByTestId('add-to-cart');
    await button(adder, 'Add to cart').click();
    await expect.poll(() => fieldErrors(adder, 'Specification')).toBe('Please choose a specification.');
    expect(await cartTotal(token)).toBe(0);
    // Choosing a pack takes the message away: it must not stay under the filled field next to "Added to your cart."
    await chooseOption(page, adder, 'Specification', first.packs[1]?.sizeLabel ?? '');
    await expect.poll(() => fieldErrors(adder, 'Specification')).toBe('');
    await adder.getByLabel('Quantity', { exact: true }).fill('2');
    await button(adder, 'Add to cart').click();
    await expect(notice(page, 'Added to your cart.').first()).toBeVisible();
    expect(await fieldErrors(adder, 'Specification')).toBe('');
    await expect(page.getByLabel('Cart: 1 items')).toBeVisible();
    await addFromProductPage(page, second, 0, 1);
    await expect(page.getByLabel('Cart: 2 items')).toBeVisible();

    await page.getByTestId('cart-badge').hover();
    const preview = page.getByTestId('cart-preview');
    await expect(preview.getByText(first.catalogNo)).toBeVisible();
    await expect(preview.getByText(second.catalogNo)).toBeVisible();
    await button(preview, 'More').click();
    await page.waitForURL((url) => url.pathname === '/abinvivoCart');

    const quantity = page.getByLabel(`Quantity of ${first.catalogNo}`, { exact: true });
    await expect(quantity).toBeVisible();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect
      .poll(
        async () =>
          (
            await call<{ records: { catalog: string; quantity: number }[] }>(token, '/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list?pageNo=1&pageSize=1000')
          ).records.find((line) => line.catalog === first.catalogNo)?.quantity,
      )
      .toBe(3);

    await page.getByLabel(`Project name of ${first.catalogNo}`, { exact: true }).fill('Tumour model A');
    await page.getByLabel(`Batch number of ${second.catalogNo}`, { exact: true }).fill('B-7');
    await chooseOption(page, page, 'Shipping address', '1 Compiler Court');
    await expect(page.getByLabel('Contact phone')).toHaveValue('+1 212 555 0100');
    await page.getByLabel('Purchase order number').fill('PO-2026-17');
    const attachments = page.getByTestId('attachments');
    await attachments
      .locator('input[type="file"]')
      .setInputFiles({ name: 'study-protocol-final.txt', mimeType: 'text/plain', buffer: Buffer.from('dosing protocol\n') });
    // The list cuts the name to five characters (spec section 9); the whole name is the link's title and its accessible name.
    const uploaded = attachments.getByRole('link', { name: 'study-protocol-final.txt', exact: true });
    await expect(uploaded).toBeVisible();
    await expect(uploaded).toHaveText('study...');
    await expect(uploaded).toHaveAttribute('title', 'study-protocol-final.txt');
    await page.getByLabel('I have read and accept the ordering terms.').check();
    await button(page, 'Submit inquiry').click();

    // A client-side navigation: wait for the page itself rather than a load event.
    await expect(page.getByTestId('inquiry-success')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/IsSuccess');
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    expect(orderNo).toMatch(/^IQ\d{16}$/);
    await expect(page.getByText(`Inquiry number: ${orderNo}.`, { exact: false })).toBeVisible();
    await expect(button(page, 'View the inquiry')).toBeVisible();
    await expect(button(page, 'My orders')).toBeVisible();

    const order = await call<{ lines: { quantity: number }[]; attachments: { name: string }[]; poNumber: string }>(
      token,
      `/by-order-client/order/queryById?id=${encodeURIComponent(id)}`,
    );
    expect(order.lines.map((line) => line.quantity).sort()).toEqual([1, 3]);
    expect(order.attachments).toMatchObject([{ name: 'study-protocol-final.txt' }]);
    expect(order.poNumber).toBe('PO-2026-17');
    // The order page lists the attachment under the name it was uploaded with.
    await button(page, 'View the inquiry').click();
    await expect(page.getByTestId('order-facts').getByRole('button', { name: 'study-protocol-final.txt', exact: true })).toBeVisible();
    expect(await cartTotal(token)).toBe(0);
    await page.goto('/abinvivoCart');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('links the ordering terms from the inquiry form, opening them in a new tab so nothing typed is lost', async ({ open }) => {
    const [product] = await twoProducts();
    const { page, context, errors } = await customer(open, true);
    await addFromProductPage(page, product, 0, 1);
    await page.goto('/abinvivoCart');
    await waitForAppReady(page, '[data-testid="terms-link"]');
    await page.getByLabel('Purchase order number').fill('PO-TERMS-1');
    const link = page.getByTestId('terms-link');
    await expect(link).toHaveText('ordering terms');
    await expect(link).toHaveAttribute('href', '/TermsOfSale');
    const opened = context.waitForEvent('page');
    await link.click();
    const terms = await opened;
    await terms.waitForURL((url) => url.pathname === '/TermsOfSale');
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'Research use only' })).toBeVisible();
    // Following the link neither ticks the box nor loses the form.
    await expect(page.getByLabel('I have read and accept the ordering terms.')).not.toBeChecked();
    await expect(page.getByLabel('Purchase order number')).toHaveValue('PO-TERMS-1');
    expect(errors).toEqual([]);
  });

  test('sends a visitor to log in, keeps what was typed when the shipping address is missing, and names the bad rows of a paste', async ({ open }) => {
    const [first, second] = await twoProducts();
    const visitor = await open();
    const productPage = `/product/detailCommon?catalogNo=${encodeURIComponent(first.catalogNo)}`;
    await visitor.page.goto(productPage);
    await waitForAppReady(visitor.page, '[data-testid="add-to-cart"]');
    // A visitor's page runs without the app: adding to the cart is a link to the login page.
    await visitor.page.getByRole('link', { name: 'Add to cart' }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === productPage);

    const { page, errors, token } = await customer(open, false);
    await page.goto('/abinvivoCart');
    await waitForAppReady(page, '[data-testid="cart-empty"]');

    await page.getByText('Add lines by pasting').click();
    const pack = first.packs[0]?.sizeLabel ?? '';
    await page
      .getByLabel('Pasted lines')
      .fill(
        [`${first.catalogNo}\t${pack}\t2`, 'NO-SUCH-0000, 1 mg, 1', '', `${second.catalogNo}, no such pack, 1`, `${second.catalogNo}, ${pack}, 0`].join('\n'),
      );
    await button(page, 'Add to cart').click();
    // What stays on the page (the new line, the refused rows), not the notice that goes after 3 s.
    await expect(page.getByLabel(`Project name of ${first.catalogNo}`, { exact: true })).toBeVisible();
    const problems = page.getByTestId('paste-lines');
    await expect(problems.getByText('Row 2: There is no product with catalogue number NO-SUCH-0000.')).toBeVisible();
    await expect(problems.getByText(`Row 4: ${second.catalogNo} has no specification "no such pack".`)).toBeVisible();
    await expect(problems.getByText('Row 5: "0" is not a quantity from 1 to 10,000.')).toBeVisible();
    expect(await cartTotal(token)).toBe(1);

    await page.getByLabel(`Project name of ${first.catalogNo}`, { exact: true }).fill('Keep this name');
    await page.getByLabel('Purchase order number').fill('PO-KEEP');
    await page.getByLabel('Contact phone').fill('NA');
    await page.getByLabel('I have read and accept the ordering terms.').check();
    const inquiries = countCalls(page, '/order/inquiry/add');
    await button(page, 'Submit inquiry').click();
    await expect.poll(() => fieldErrors(page, 'Shipping address')).toBe('The shipping address cannot be empty.');
    expect(inquiries()).toBe(0);
    await expect(page.getByLabel(`Project name of ${first.catalogNo}`, { exact: true })).toHaveValue('Keep this name');
    await expect(page.getByLabel('Purchase order number')).toHaveValue('PO-KEEP');
    expect(await cartTotal(token)).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('adds lines from an uploaded spreadsheet and offers the rows it could not add as an error report', async ({ open }) => {
    const [first, second] = await twoProducts();
    const { page, errors, token } = await customer(open, false);
    await page.goto('/abinvivoCart');
    await waitForAppReady(page, '[data-testid="cart-empty"]');
    await page.getByText('Add lines by pasting').click();
    const upload = button(page, 'Upload a spreadsheet');
    await expectSettled(upload);
    await upload.click();
    const dialog = page.getByRole('dialog', { name: 'Add lines from a spreadsheet' });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lines');
    for (const row of [
      ['Catalogue number', 'Specification', 'Quantity'],
      [first.catalogNo, first.packs[0]?.sizeLabel ?? '', 3],
      ['NO-SUCH-0000', '1 mg', 1],
      [second.catalogNo, second.packs[1]?.sizeLabel ?? '', 2],
    ])
      sheet.addRow(row);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lines.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
    await button(dialog, 'Start upload').click();
    const notice = page.getByRole('dialog').filter({ hasText: 'Rows read: 3; imported: 2; with errors: 1.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('import-error-file')).toBeVisible();
    expect(await cartTotal(token)).toBe(2);
    await notice.getByRole('button').click();
    await expect(page.getByTestId('cart-lines').getByRole('link', { name: second.catalogNo, exact: true })).toBeVisible();
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
