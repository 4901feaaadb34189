import type { Page } from '@playwright/test';
import { signInContext, unexpectedErrors } from '../support/account-pages';
import { button, notice } from '../support/antd';
import { apiCall } from '../support/api';
import { customerWithAddress } from '../support/orders';
import { openUserMenu, waitForAppReady } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

/** A call as the signed-in customer; throws on anything but 200, with the reply for the failure message. */

/** Two catalogue products with a pack each, picked from the live catalogue. */
async function twoProducts(base: string): Promise<{ catalog: string; packId: string }[]> {
  const list = await apiCall<{ records: { catalogNo: string }[] }>(base, '', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=2');
  return Promise.all(
    list.records.map(async ({ catalogNo }) => {
      const detail = await apiCall<{ packs: { id: string }[] }>(base, '', `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`);
      return { catalog: catalogNo, packId: detail.packs[0]?.id ?? '' };
    }),
  );
}

function placeInquiry(base: string, token: string, addressId: string, line: { catalog: string; packId: string; projectName: string }) {
  return apiCall<{ id: string; orderNo: string }>(base, token, '/by-order-client/order/inquiry/add', {
    orderType: 'product',
    cart: 'abinvivo',
    lines: [{ ...line, quantity: 2 }],
    addressId,
    contactPhone: 'NA',
    poNumber: 'PO-4711',
    agreement: true,
  });
}

/** The shown list: the multi-tab layout keeps pages of other tabs mounted but hidden. */
const ordersTable = (page: Page) => page.locator('[data-testid="orders-table"]:visible');
const orderRows = (page: Page) => ordersTable(page).locator('tbody').getByRole('row');
/** The table's own empty state: antd's 'No data' (its picture carries the same words as an SVG title, never shown). */
const noOrders = (page: Page) => ordersTable(page).getByText('No data', { exact: true }).filter({ visible: true });

/**
 * How the order lines sit on the page: how far the table scrolls sideways, how far right its headers reach, how far
 * the whole page scrolls sideways, and the cards shown instead of the table.
 */
function linesLayout(page: Page) {
  return page.getByTestId('order-lines').evaluate((lines) => {
    // antd's scroll container is a plain div with neither role nor test id.
    const scroller = lines.querySelector('.ant-table-content, .ant-table-body') ?? lines;
    return {
      tableOverflow: scroller.scrollWidth - scroller.clientWidth,
      headersFit: Array.from(lines.querySelectorAll('th')).every((header) => header.getBoundingClientRect().right <= window.innerWidth),
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      cards: lines.querySelectorAll('[data-testid="order-line-card"]').length,
    };
  });
}

async function expectRows(page: Page, orderNos: string[]) {
  await expect.poll(async () => (await orderRows(page).locator('td:first-child').allTextContents()).sort()).toEqual([...orderNos].sort());
}

test.describe('my orders, international edition', () => {
  test('filters by status and keyword, shows the detail with its history, cancels one inquiry and reorders another', async ({ open }) => {
    const { account, token, addressId } = await customerWithAddress(baseUrl);
    const [first, second] = await twoProducts(baseUrl);
    if (!first?.packId || !second?.packId) throw new Error('the demo catalogue has no two products with packs');
    const kept = await placeInquiry(baseUrl, token, addressId, { ...first, projectName: 'Tumour panel' });
    const dropped = await placeInquiry(baseUrl, token, addressId, { ...second, projectName: 'Pilot study' });

    const { context, page, errors } = await open();
    await signInContext(context, baseUrl, account);
    await page.goto('/abinvivoMyOrder');
    await waitForAppReady(page, '[role="tablist"]');
    await expectRows(page, [kept.orderNo, dropped.orderNo]);
    await expect(orderRows(page).first()).toContainText('Inquiry under review');
    await expect(orderRows(page).first()).toContainText('to be quoted');

    await page.getByRole('tab', { name: 'Canceled' }).click();
    await expect(noOrders(page)).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(dropped.orderNo);
    await button(page, 'Search').click();
    await expectRows(page, [dropped.orderNo]);
    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await waitForAppReady(page, '[role="tablist"]');
    await expectRows(page, [dropped.orderNo]);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(dropped.orderNo);
    // A date range before either order: none matches, and the picker shows the range from the URL.
    await page.goto('/abinvivoMyOrder?from=2020-01-01&to=2020-01-31');
    await waitForAppReady(page, '[role="tablist"]');
    await expect(noOrders(page)).toBeVisible();
    await expect(page.getByLabel('Order date')).toHaveValue('2020-01-01');
    await page.goto(`/abinvivoMyOrder?keyword=${dropped.orderNo}`);

    await orderRows(page).getByRole('link', { name: dropped.orderNo }).click();
    await page.waitForURL((url) => url.pathname === '/abinvivoMyOrder-Detail' && url.searchParams.get('id') === dropped.id);
    await expect(page.getByRole('heading', { name: `Order ${dropped.orderNo}` })).toBeVisible();
    await expect(page.getByTestId('order-lines')).toContainText(second.catalog);
    await expect(page.getByTestId('order-facts')).toContainText('PO-4711');
    await expect(page.getByTestId('order-event').first()).toContainText('Inquiry submitted');

    await button(page, 'Cancel order').click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Cancel order ${dropped.orderNo}?` });
    await dialog.getByLabel('Reason (optional)').fill('Budget moved to next year');
    await button(dialog, 'OK').click();
    await expect(notice(page, 'Order canceled')).toBeVisible();
    await expect(page.getByTestId('order-event').last()).toContainText('Canceled by the customer');
    await expect(page.getByTestId('order-timeline')).toContainText('Budget moved to next year');
    await expect(page.getByRole('heading', { name: `Order ${dropped.orderNo}` })).toContainText('Canceled');
    await expect(button(page, 'Cancel order')).toHaveCount(0);

    await page.goto('/abinvivoMyOrder?status=canceled');
    await expectRows(page, [dropped.orderNo]);

    await page.goto(`/abinvivoMyOrder-Detail?id=${kept.id}`);
    await button(page, 'Reorder').click();
    const result = page.getByTestId('reorder-result');
    await expect(result).toContainText('1 added to the cart');
    const cart = await apiCall<{ records: { catalog: string }[] }>(baseUrl, token, '/by-abinvivo/abinvivo/byAbinvivoShoppingCart/list?pageNo=1&pageSize=10');
    expect(cart.records.map((line) => line.catalog)).toContain(first.catalog);
    await result.getByRole('link', { name: 'Open the cart' }).click();
    await page.waitForURL((url) => url.pathname === '/abinvivoCart');

    // Invoices and parcels are pages of the Chinese edition only: the user menu offers none, and their addresses are unknown.
    expect(await openUserMenu(page)).toEqual(['User centre', 'Change password', 'Refresh cache', 'Log out']);
    await page.keyboard.press('Escape');
    await page.goto('/myInvoice/Index');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.goto('/myPackage/Index');
    await page.waitForURL((url) => url.pathname === '/404');
    expect(unexpectedErrors(errors, 404)).toEqual([]);
  });

  test('shows the order lines without sideways scrolling on a laptop, and as cards on a phone', async ({ open }) => {
    const { account, token, addressId } = await customerWithAddress(baseUrl);
    const [product] = await twoProducts(baseUrl);
    if (!product?.packId) throw new Error('the demo catalogue has no product with a pack');
    const order = await placeInquiry(baseUrl, token, addressId, { ...product, projectName: 'PD-1 blockade in MC38 syngeneic tumours, long-term dosing arm' });

    const { context, page, errors } = await open({ viewport: { width: 1366, height: 768 } });
    await signInContext(context, baseUrl, account);
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(`/abinvivoMyOrder-Detail?id=${order.id}`);
      await waitForAppReady(page, '[data-testid="order-facts"]');
      await expect(page.getByTestId('order-lines').getByText('PD-1 blockade in MC38', { exact: false })).toBeVisible();
      expect(await linesLayout(page), `at ${width} px`).toEqual({ tableOverflow: 0, headersFit: true, pageOverflow: 0, cards: 0 });
      // The order number stays on one line.
      expect(
        await page
          .getByTestId('order-facts')
          .getByText(order.orderNo, { exact: true })
          .evaluate((number) => number.getClientRects().length),
      ).toBe(1);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('order-line-card')).toBeVisible();
    expect(await linesLayout(page)).toMatchObject({ pageOverflow: 0, cards: 1 });
    const card = page.getByTestId('order-line-card');
    for (const text of [product.catalog, 'PD-1 blockade in MC38', 'Qty', 'Unit price', 'Amount']) await expect(card).toContainText(text);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
