import type { Page } from '@playwright/test';
import { unexpectedErrors } from '../support/account-pages';
import { apiCall, chooseDay, localDay } from '../support/api';
import { freshInquiry } from '../support/orders';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';
import { button, formMessages, selectOption } from '../support/antd';
import { expect, type Open, test } from '../support/test';

// The order desk: an inquiry priced into a quote, produced, shipped in two parcels, completed and invoiced by staff.
const DESK_STAFF: StaffMember = {
  username: 'desk.e2e',
  password: 'Order-Desk-2026!',
  realname: 'Mara Lind',
  permissions: ['orders:view', 'orders:quote', 'orders:fulfil', 'orders:invoice', 'audit:view'],
};
const baseUrl = usePortal({}, { staff: [DESK_STAFF] });

const call = <T>(token: string, path: string, body?: unknown, headers: Record<string, string> = {}) => apiCall<T>(baseUrl(), token, path, body, headers);

const majorText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function deskSession(open: Open) {
  const session = await open({ baseURL: baseUrl() });
  await signInStaffContext(session.context, baseUrl(), DESK_STAFF);
  return session;
}

const orderStatus = (page: Page) => page.getByTestId('order-facts').getByTestId('order-status');
const step = (page: Page, name: string) => page.getByTestId(`step-${name}`);

test.describe('the staff order desk', () => {
  test('finds an inquiry, quotes it, produces, ships two parcels, invoices and completes it; the audit log lists each step', async ({ open }) => {
    const inquiry = await freshInquiry(baseUrl());
    const { page, errors } = await deskSession(open);

    await page.goto('/staff/orders');
    await waitForAppReady(page, '[data-testid="order-queue"]');
    await expect(page.getByRole('tab', { name: 'Inquiry under review' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Search orders').fill(inquiry.orderNo);
    await page.getByLabel('Search orders').press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === inquiry.orderNo);
    const row = page.getByTestId('order-queue').getByRole('row').filter({ hasText: inquiry.orderNo });
    await expect(row).toContainText('Product order');
    await expect(row).toContainText('to be quoted');
    await row.getByRole('link', { name: inquiry.orderNo }).click();

    // The quote: guide prices prefilled, amounts typed in dollars and cents, the total live.
    const quote = step(page, 'quote');
    const [first, second] = inquiry.packs.map((_pack, index) => quote.getByLabel(new RegExp(`^Unit price, line ${index + 1}:`)));
    if (!first || !second) throw new Error('the inquiry has fewer than two lines');
    await expect(first).toHaveValue(majorText(inquiry.packs[0]?.price ?? 0));
    await first.fill('1234.50');
    await second.fill('0.29');
    await quote.getByLabel('Freight', { exact: true }).fill('15');
    await quote.getByLabel('Discount', { exact: true }).fill('4.08');
    await expect(quote.getByTestId('quote-total')).toHaveText('$1,246.00');
    await quote.getByLabel('Payment method', { exact: true }).click();
    await selectOption(page, 'Bank transfer').click();
    await button(quote, 'Send quote').click();
    await expect(orderStatus(page)).toHaveText('Quote to confirm');
    await expect(page.getByTestId('order-facts')).toContainText('$1,246.00');

    // Production waits for the customer's confirmation.
    await expect(step(page, 'startProduction')).toHaveCount(0);
    await call(inquiry.token, '/by-order-client/order/confirmQuote', { id: inquiry.id });
    await page.reload();
    // Confirmed by the customer, the quote waits for production, and the desk says so.
    await expect(orderStatus(page)).toHaveText('Quote accepted, awaiting production');
    const production = step(page, 'startProduction');
    await expect(production).toBeVisible();
    await production.getByLabel('Production status').fill('Purification');
    await chooseDay(production, 'Expected finish date', localDay(10));
    await button(production, 'Start production').click();
    await expect(orderStatus(page)).toHaveText('In production');

    const ship = step(page, 'ship');
    for (const [carrier, trackingNo] of [
      ['DHL', 'JD0001'],
      ['FedEx', '7712 3456'],
    ]) {
      await ship.getByLabel('Carrier').fill(carrier ?? '');
      await ship.getByLabel('Tracking number').fill(trackingNo ?? '');
      await button(ship, 'Ship parcel').click();
      await expect(
        page
          .getByTestId('order-parcels')
          .getByRole('row')
          .filter({ hasText: trackingNo ?? '' }),
      ).toBeVisible();
      await expect(ship.getByLabel('Carrier')).toHaveValue('');
    }
    await expect(orderStatus(page)).toHaveText('Shipped');
    // Quantities 1 and 2: three tubes, each with a label to print, placed A1 to A3 in the first box.
    const labels = page
      .getByTestId('order-labels')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(labels).toHaveCount(3);
    await expect(labels.last()).toContainText('DHL JD0001 / BOX-1');
    await expect(labels.last()).toContainText('A3');

    const invoice = step(page, 'invoice');
    await invoice.getByLabel('Invoice title').fill('Longwood Institute');
    await invoice.getByLabel('Tax number').fill('TX-2026-17');
    await button(invoice, 'Issue invoice').click();
    const invoiceRow = page.getByTestId('order-invoices').getByRole('row').filter({ hasText: 'Longwood Institute' });
    await expect(invoiceRow).toContainText('$1,246.00');

    await button(step(page, 'complete'), 'Complete order').click();
    await button(page.getByRole('dialog'), 'Complete order').click();
    await expect(orderStatus(page)).toHaveText('Completed');
    await expect(page.getByTestId('order-events')).toContainText(/Quoted.*Quote confirmed.*Production started.*Parcel shipped.*Parcel shipped.*Completed/s);

    await page.goto('/staff/audit');
    await waitForAppReady(page, '[data-testid="audit-log"]');
    await page.getByLabel('Object type').fill('order');
    await page.getByLabel('Object type').press('Enter');
    const entries = page.getByTestId('audit-log').getByRole('row').filter({ hasText: inquiry.orderNo });
    await expect(entries).toHaveCount(6);
    // The third column is the action.
    await expect(entries.locator('td:nth-child(3)')).toHaveText([
      'order.complete',
      'invoice.issue',
      'order.ship',
      'order.ship',
      'order.startProduction',
      'order.quote',
    ]);
    await expect(entries.last()).toContainText('Mara Lind');
    await expect(entries.nth(2)).toContainText('trackingNo: 7712 3456');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test("shows the server's refusal with the typing kept, and cancels an inquiry after asking", async ({ open }) => {
    const inquiry = await freshInquiry(baseUrl());
    const { page, errors } = await deskSession(open);
    await page.goto(`/staff/orders/detail?id=${inquiry.id}`);
    const quote = step(page, 'quote');
    await waitForAppReady(page, '[data-testid="step-quote"]');

    // A discount above the total is refused before anything is sent.
    await quote.getByLabel('Discount', { exact: true }).fill('999999');
    await quote.getByLabel(/^Unit price, line 1:/).fill('12.5x');
    await button(quote, 'Send quote').click();
    await expect(formMessages(quote).filter({ hasText: 'Enter an amount of at least 0 with at most two decimals, e.g. 1234.50.' })).toBeVisible();
    await expect(formMessages(quote).filter({ hasText: 'The discount cannot take the total below zero.' })).toBeVisible();
    await quote.getByLabel(/^Unit price, line 1:/).fill('12.50');
    await quote.getByLabel('Discount', { exact: true }).fill('0');
    await quote.getByLabel('Payment method', { exact: true }).click();
    await selectOption(page, 'Credit card').click();

    // The customer withdraws meanwhile: the server refuses the quote and says why; nothing typed is lost.
    await call(inquiry.token, '/by-order-client/order/cancel', { id: inquiry.id });
    await button(quote, 'Send quote').click();
    // The error Alert carries antd's error icon; the form's own messages (role alert too) have none.
    const refusal = quote.getByRole('alert').filter({ has: page.getByRole('img', { name: 'close-circle' }) });
    await expect(refusal).toHaveText(/\S/);
    await expect(quote.getByLabel(/^Unit price, line 1:/)).toHaveValue('12.50');

    // A second inquiry cancelled by staff, with a note, after the confirmation dialog.
    const other = await freshInquiry(baseUrl());
    await page.goto(`/staff/orders/detail?id=${other.id}`);
    const cancel = step(page, 'cancel');
    await cancel.getByLabel('Note').fill('Discontinued antibody');
    await button(cancel, 'Cancel order').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Cancel this order?');
    await button(dialog, 'Cancel order').click();
    await expect(orderStatus(page)).toHaveText('Canceled');
    await expect(page.getByTestId('order-events')).toContainText('Discontinued antibody');
    await expect(step(page, 'quote')).toHaveCount(0);
    expect(unexpectedErrors(errors, 409, 400)).toEqual([]);
  });
});
