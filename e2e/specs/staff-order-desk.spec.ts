import type { Page } from '@playwright/test';
import { button, unexpectedErrors } from '../support/account-pages';
import { apiCall, chooseDay, localDay } from '../support/api';
import { freshInquiry } from '../support/orders';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';
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
    expect(await page.getByRole('tab', { name: 'Inquiry under review' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Search orders').fill(inquiry.orderNo);
    await page.getByLabel('Search orders').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(inquiry.orderNo);
    const row = page.getByTestId('order-queue').locator('tbody tr').filter({ hasText: inquiry.orderNo });
    await row.waitFor();
    expect(await row.textContent()).toContain('Product order');
    expect(await row.textContent()).toContain('to be quoted');
    await row.getByRole('link', { name: inquiry.orderNo }).click();

    // The quote: guide prices prefilled, amounts typed in dollars and cents, the total live.
    const quote = step(page, 'quote');
    await quote.waitFor();
    const [first, second] = inquiry.packs.map((_pack, index) => quote.getByLabel(new RegExp(`^Unit price, line ${index + 1}:`)));
    expect(await first?.inputValue()).toBe(majorText(inquiry.packs[0]?.price ?? 0));
    await first?.fill('1234.50');
    await second?.fill('0.29');
    await quote.getByLabel('Freight', { exact: true }).fill('15');
    await quote.getByLabel('Discount', { exact: true }).fill('4.08');
    await expect.poll(() => quote.getByTestId('quote-total').textContent()).toBe('$1,246.00');
    await quote.getByLabel('Payment method', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Bank transfer"]').click();
    await button(quote, 'Send quote').click();
    await expect.poll(() => orderStatus(page).textContent()).toBe('Quote to confirm');
    expect(await page.getByTestId('order-facts').textContent()).toContain('$1,246.00');

    // Production waits for the customer's confirmation.
    expect(await step(page, 'startProduction').count()).toBe(0);
    await call(inquiry.token, '/by-order-client/order/confirmQuote', { id: inquiry.id });
    await page.reload();
    // Confirmed by the customer, the quote waits for production, and the desk says so.
    await expect.poll(() => orderStatus(page).textContent()).toBe('Quote accepted, awaiting production');
    const production = step(page, 'startProduction');
    await production.waitFor();
    await production.getByLabel('Production status').fill('Purification');
    await chooseDay(production, 'Expected finish date', localDay(10));
    await button(production, 'Start production').click();
    await expect.poll(() => orderStatus(page).textContent()).toBe('In production');

    const ship = step(page, 'ship');
    for (const [carrier, trackingNo] of [
      ['DHL', 'JD0001'],
      ['FedEx', '7712 3456'],
    ]) {
      await ship.getByLabel('Carrier').fill(carrier ?? '');
      await ship.getByLabel('Tracking number').fill(trackingNo ?? '');
      await button(ship, 'Ship parcel').click();
      await page
        .getByTestId('order-parcels')
        .locator('tbody tr')
        .filter({ hasText: trackingNo ?? '' })
        .waitFor();
      await expect.poll(() => ship.getByLabel('Carrier').inputValue()).toBe('');
    }
    await expect.poll(() => orderStatus(page).textContent()).toBe('Shipped');
    // Quantities 1 and 2: three tubes, each with a label to print, placed A1 to A3 in the first box.
    const labels = page.getByTestId('order-labels').locator('tbody tr');
    await expect.poll(() => labels.count()).toBe(3);
    expect(await labels.last().textContent()).toContain('DHL JD0001 / BOX-1');
    expect(await labels.last().textContent()).toContain('A3');

    const invoice = step(page, 'invoice');
    await invoice.getByLabel('Invoice title').fill('Longwood Institute');
    await invoice.getByLabel('Tax number').fill('TX-2026-17');
    await button(invoice, 'Issue invoice').click();
    const invoiceRow = page.getByTestId('order-invoices').locator('tbody tr').filter({ hasText: 'Longwood Institute' });
    await invoiceRow.waitFor();
    expect(await invoiceRow.textContent()).toContain('$1,246.00');

    await button(step(page, 'complete'), 'Complete order').click();
    await button(page.getByRole('dialog'), 'Complete order').click();
    await expect.poll(() => orderStatus(page).textContent()).toBe('Completed');
    expect(await page.getByTestId('order-events').textContent()).toMatch(
      /Quoted.*Quote confirmed.*Production started.*Parcel shipped.*Parcel shipped.*Completed/s,
    );

    await page.goto('/staff/audit');
    await waitForAppReady(page, '[data-testid="audit-log"]');
    await page.getByLabel('Object type').fill('order');
    await page.getByLabel('Object type').press('Enter');
    const entries = page.getByTestId('audit-log').locator('tbody tr').filter({ hasText: inquiry.orderNo });
    await expect.poll(() => entries.count()).toBe(6);
    const actions = await entries.locator('td:nth-child(3)').allTextContents();
    expect(actions).toEqual(['order.complete', 'invoice.issue', 'order.ship', 'order.ship', 'order.startProduction', 'order.quote']);
    expect(await entries.last().textContent()).toContain('Mara Lind');
    expect(await entries.nth(2).textContent()).toContain('trackingNo: 7712 3456');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test("shows the server's refusal with the typing kept, and cancels an inquiry after asking", async ({ open }) => {
    const inquiry = await freshInquiry(baseUrl());
    const { page, errors } = await deskSession(open);
    await page.goto(`/staff/orders/detail?id=${inquiry.id}`);
    const quote = step(page, 'quote');
    await quote.waitFor();
    await waitForAppReady(page, '[data-testid="step-quote"]');

    // A discount above the total is refused before anything is sent.
    await quote.getByLabel('Discount', { exact: true }).fill('999999');
    await quote.getByLabel(/^Unit price, line 1:/).fill('12.5x');
    await button(quote, 'Send quote').click();
    await quote.getByText('Enter an amount of at least 0 with at most two decimals, e.g. 1234.50.').waitFor();
    await quote.getByText('The discount cannot take the total below zero.').waitFor();
    await quote.getByLabel(/^Unit price, line 1:/).fill('12.50');
    await quote.getByLabel('Discount', { exact: true }).fill('0');
    await quote.getByLabel('Payment method', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Credit card"]').click();

    // The customer withdraws meanwhile: the server refuses the quote and says why; nothing typed is lost.
    await call(inquiry.token, '/by-order-client/order/cancel', { id: inquiry.id });
    await button(quote, 'Send quote').click();
    await quote.locator('.ant-alert-error').waitFor();
    expect((await quote.locator('.ant-alert-error').textContent())?.trim()).not.toBe('');
    expect(await quote.getByLabel(/^Unit price, line 1:/).inputValue()).toBe('12.50');

    // A second inquiry cancelled by staff, with a note, after the confirmation dialog.
    const other = await freshInquiry(baseUrl());
    await page.goto(`/staff/orders/detail?id=${other.id}`);
    const cancel = step(page, 'cancel');
    await cancel.waitFor();
    await cancel.getByLabel('Note').fill('Discontinued antibody');
    await button(cancel, 'Cancel order').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Cancel this order?');
    await button(dialog, 'Cancel order').click();
    await expect.poll(() => orderStatus(page).textContent()).toBe('Canceled');
    expect(await page.getByTestId('order-events').textContent()).toContain('Discontinued antibody');
    expect(await step(page, 'quote').count()).toBe(0);
    expect(unexpectedErrors(errors, 409, 400)).toEqual([]);
  });
});
