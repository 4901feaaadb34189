import type { Download, Page } from '@playwright/test';
import { apiLogin, apiRegister } from '../support/accounts';
import { signInContext, unexpectedErrors } from '../support/account-pages';
import { button, notice } from '../support/antd';
import { apiCall, chooseDay, chooseOption, localDay } from '../support/api';
import { openUserMenu, waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';
import { expect, test } from '../support/test';

// The whole trip of one inquiry through both sides, in the Chinese edition (where invoices and parcels have their
// own pages) with English-speaking browsers: the customer's cart to the staff's quote, the customer's confirmation,
// production, two parcels, completion and the invoice, then the customer's timeline, PDFs, reorder and scan page.
const DESK: StaffMember = {
  username: 'journey.desk',
  password: 'Order-Journey-2026!',
  realname: 'Ines Roth',
  permissions: ['orders:view', 'orders:quote', 'orders:fulfil', 'orders:invoice', 'audit:view'],
};
const baseUrl = usePortal({ EDITION: 'zh' }, { staff: [DESK] });

const call = <T>(token: string, path: string, body?: unknown) => apiCall<T>(baseUrl(), token, path, body);

async function downloaded(page: Page, start: () => Promise<unknown>): Promise<{ name: string; head: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), start()])) as [Download, unknown];
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), head: Buffer.concat(chunks).subarray(0, 5).toString() };
}

test.describe('an order from cart to completion', () => {
  test('travels through the customer and the order desk in the browser, and ends with PDFs, parcels, an invoice and a reorder', async ({ open }) => {
    // The whole trip through four browser contexts: more than the default minute on a busy machine.
    test.slow();
    const account = await apiRegister(baseUrl());
    const token = await apiLogin(baseUrl(), account);
    await call(token, '/by-order-client/customer/address/add', {
      contact: 'Wang Fang',
      phone: '13800001111',
      countryName: '中国',
      provinceName: '上海市',
      cityName: '上海市',
      addressDetail: '张江路 88 号',
      isDefault: true,
    });
    const list = await call<{ records: { catalogNo: string }[] }>('', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=5');
    const catalogNo = list.records[0]?.catalogNo ?? '';
    const product = await call<{ packs: { sizeLabel: string }[] }>('', `/by-abinvivo/abinvivo/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`);

    // The customer: product page → cart → inquiry with an attachment.
    const shopper = await open({ baseURL: baseUrl() });
    await signInContext(shopper.context, baseUrl(), account);
    const page = shopper.page;
    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}`);
    await waitForAppReady(page, '[data-testid="add-to-cart"]');
    const adder = page.getByTestId('add-to-cart');
    await chooseOption(page, adder, 'Specification', product.packs[0]?.sizeLabel ?? '');
    await adder.getByLabel('Quantity', { exact: true }).fill('2');
    await button(adder, 'Add to cart').click();
    await expect(notice(page, 'Added to your cart.').first()).toBeVisible();

    await page.goto('/abinvivoCart');
    await waitForAppReady(page, '[data-testid="cart-lines"]');
    await page.getByLabel(`Project name of ${catalogNo}`, { exact: true }).fill('PD-1 tumour model');
    await chooseOption(page, page, 'Shipping address', '张江路 88 号');
    await page
      .getByTestId('attachments')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dosing-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('10 mg/kg twice weekly\n') });
    // The upload list links a file once it is stored.
    await expect(page.getByTestId('attachments').getByRole('link', { name: 'dosing-plan.txt', exact: true })).toBeVisible();
    await page.getByLabel('I have read and accept the ordering terms.').check();
    await button(page, 'Submit inquiry').click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('id') ?? '';
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    expect(orderNo).toMatch(/^IQ\d{16}$/);

    // The desk prices it.
    const desk = await open({ baseURL: baseUrl() });
    await signInStaffContext(desk.context, baseUrl(), DESK);
    const staffPage = desk.page;
    await staffPage.goto(`/staff/orders/detail?id=${orderId}`);
    await waitForAppReady(staffPage, '[data-testid="step-quote"]');
    const quote = staffPage.getByTestId('step-quote');
    await quote.getByLabel(/^Unit price, line 1:/).fill('1500');
    await quote.getByLabel('Freight', { exact: true }).fill('80');
    await quote.getByLabel('Discount', { exact: true }).fill('100');
    await expect(quote.getByTestId('quote-total')).toHaveText('CN¥2,980.00');
    await chooseOption(staffPage, quote, 'Payment method', 'Alipay');
    await button(quote, 'Send quote').click();
    const staffStatus = staffPage.getByTestId('order-facts').getByTestId('order-status');
    await expect(staffStatus).toHaveText('Quote to confirm');
    // The desk sees the customer's file under the name it was uploaded with.
    await expect(staffPage.getByTestId('order-facts').getByRole('button', { name: 'dosing-plan.txt', exact: true })).toBeVisible();

    // The customer confirms the quote on the order page.
    await page.goto(`/abinvivoMyOrder-Detail?id=${orderId}`);
    await waitForAppReady(page, '[data-testid="order-facts"]');
    await button(page, 'Confirm quote').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm quote' }).click();
    await expect(notice(page, 'Quote confirmed').first()).toBeVisible();
    // Confirmed, the order no longer waits for the customer, and says so on every page that shows it.
    const heading = page.getByRole('heading', { name: `Order ${orderNo}` });
    await expect(heading.getByTestId('order-status')).toHaveText('Quote accepted, awaiting production');
    await expect(page.getByTestId('order-event').last()).toContainText('Quote confirmed');
    await expect(page.getByTestId('order-event').last()).toContainText('Quote accepted, awaiting production');
    // The customer's own attachment downloads through the order, under the name it was uploaded with.
    const attachment = await downloaded(page, () => button(page.getByTestId('order-facts'), 'dosing-plan.txt').click());
    expect(attachment).toEqual({ name: 'dosing-plan.txt', head: '10 mg' });
    await page.goto('/abinvivoMyOrder?status=quoteAccepted');
    const listed = page.locator('[data-testid="orders-table"]:visible tbody').getByRole('row');
    await expect(listed.filter({ hasText: orderNo })).toBeVisible();
    await expect(listed.filter({ hasText: orderNo }).getByTestId('order-status')).toHaveText('Quote accepted, awaiting production');
    await expect(page.getByRole('tab', { name: 'Quote accepted', exact: true })).toHaveAttribute('aria-selected', 'true');

    // The desk produces, ships two parcels, issues the invoice and completes the order.
    await staffPage.reload();
    await expect(staffStatus).toHaveText('Quote accepted, awaiting production');
    const production = staffPage.getByTestId('step-startProduction');
    await expect(production).toBeVisible();
    await production.getByLabel('Production status').fill('Purification');
    await chooseDay(production, 'Expected finish date', localDay(7));
    await button(production, 'Start production').click();
    await expect(staffStatus).toHaveText('In production');
    const ship = staffPage.getByTestId('step-ship');
    for (const [carrier, trackingNo] of [
      ['SF Express', 'SF1000000001'],
      ['JD Logistics', 'JD2000000002'],
    ] as const) {
      await ship.getByLabel('Carrier').fill(carrier);
      await ship.getByLabel('Tracking number').fill(trackingNo);
      await button(ship, 'Ship parcel').click();
      await expect(staffPage.getByTestId('order-parcels').locator('tbody tr').filter({ hasText: trackingNo })).toBeVisible();
    }
    const invoice = staffPage.getByTestId('step-invoice');
    await invoice.getByLabel('Invoice title').fill('上海张江研究所');
    await invoice.getByLabel('Tax number').fill('91310000MA1K000001');
    await button(invoice, 'Issue invoice').click();
    await expect(staffPage.getByTestId('order-invoices').locator('tbody tr').filter({ hasText: '上海张江研究所' })).toBeVisible();
    await button(staffPage.getByTestId('step-complete'), 'Complete order').click();
    await button(staffPage.getByRole('dialog'), 'Complete order').click();
    await expect(staffStatus).toHaveText('Completed');
    expect(unexpectedErrors(desk.errors)).toEqual([]);

    // The customer sees the whole history, downloads the quotation and the invoice, and orders again.
    await page.goto(`/abinvivoMyOrder-Detail?id=${orderId}`);
    await waitForAppReady(page, '[data-testid="order-timeline"]');
    await expect(page.getByTestId('order-status').first()).toHaveText('Completed');
    await expect(page.getByTestId('order-event')).toHaveCount(7);
    const quotePdf = await downloaded(page, () => button(page, 'Download quote PDF').click());
    expect(quotePdf).toEqual({ name: `Quote-${orderNo}.pdf`, head: '%PDF-' });
    const invoicePdf = await downloaded(page, () => button(page.getByTestId('invoices-table'), 'Download invoice PDF').click());
    expect(invoicePdf.name).toMatch(/^Invoice-INV\d{16}\.pdf$/);
    expect(invoicePdf.head).toBe('%PDF-');
    await button(page, 'Reorder').click();
    await expect(page.getByTestId('reorder-result')).toBeVisible();
    await expect(page.getByTestId('reorder-result')).toContainText('1 added to the cart');

    // The Chinese edition's own pages list the invoice and both parcels: the order page opens them on this order's.
    await page.goto(`/abinvivoMyOrder-Detail?id=${orderId}`);
    await page.getByRole('link', { name: 'Open in My invoices' }).click();
    await page.waitForURL((url) => url.pathname === '/myInvoice/Index' && url.searchParams.get('orderId') === orderId);
    await expect(page.getByTestId('invoices-table').locator('tbody tr').filter({ hasText: orderNo })).toBeVisible();
    await expect(page.getByTestId('one-order-note')).toContainText(`Showing order ${orderNo} only.`);
    await page.goto(`/abinvivoMyOrder-Detail?id=${orderId}`);
    await page.getByRole('link', { name: 'Open in My parcels' }).click();
    await page.waitForURL((url) => url.pathname === '/myPackage/Index' && url.searchParams.get('orderId') === orderId);
    // The multi-tab layout keeps the order page mounted, hidden, with a parcels table of its own.
    const parcelRows = page.locator('[data-testid="parcels-table"]:visible tbody tr').filter({ hasText: orderNo });
    await expect(parcelRows).toHaveCount(2);
    await page.getByTestId('one-order-note').getByRole('link', { name: 'Show all' }).click();
    await page.waitForURL((url) => url.pathname === '/myPackage/Index' && !url.searchParams.has('orderId'));
    // The user menu leads to both pages too.
    expect(await openUserMenu(page)).toEqual(['User centre', 'My invoices', 'My parcels', 'System settings', 'Change password', 'Refresh cache', 'Log out']);
    await page.getByRole('menuitem', { name: 'My invoices' }).click();
    await page.waitForURL((url) => url.pathname === '/myInvoice/Index');
    await expect(page.getByTestId('invoices-table').locator('tbody tr').filter({ hasText: orderNo })).toBeVisible();

    // The same pages in Chinese.
    const chinese = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
    await signInContext(chinese.context, baseUrl(), account);
    for (const [path, title, table] of [
      ['/myInvoice/Index', '我的发票', 'invoices-table'],
      ['/myPackage/Index', '我的包裹', 'parcels-table'],
    ] as const) {
      await chinese.page.goto(path);
      await expect(chinese.page.getByRole('heading', { name: title })).toBeVisible();
      await expect(chinese.page.getByTestId(table).locator('tbody tr').filter({ hasText: orderNo }).first()).toBeVisible();
    }
    expect(unexpectedErrors(chinese.errors)).toEqual([]);

    // Whoever unpacks a tube reads its label on the public scan page.
    const detail = await call<{ labels: { code: string; position: string }[] }>(token, `/by-order-client/order/queryById?id=${orderId}`);
    expect(detail.labels.map((label) => label.position)).toEqual(['A1', 'A2']);
    const scanner = await open({ baseURL: baseUrl() });
    await scanner.page.goto('/scanCode/scannerPage');
    await waitForAppReady(scanner.page, '[data-testid="scan-panel"]');
    await scanner.page.getByLabel('Label code').fill(detail.labels[1]?.code ?? '');
    await scanner.page.getByLabel('Label code').press('Enter');
    const result = scanner.page.getByTestId('scan-result');
    await expect(result).toBeVisible();
    await expect(result).toContainText('PD-1 tumour model');
    await expect(result).toContainText('A2');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
