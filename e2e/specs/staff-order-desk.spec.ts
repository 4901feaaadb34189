import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  permissions: ['orders:view', 'orders:quote', 'orders:fulfil', 'orders:invoice', 'audit:view', 'system:webhooks'],
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

  test("registers the supplier's ERP for webhooks, shows the secret once, and lists an order's deliveries with a failed try and a resend", async ({ open }) => {
    // The ERP: answers the first delivery 500 (down for maintenance) and every later one 204, keeping their ids.
    const ids: string[] = [];
    const erp = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        ids.push(String(request.headers['webhook-id']));
        if (ids.length === 1) response.writeHead(500).end('maintenance');
        else response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
    const erpUrl = `http://127.0.0.1:${(erp.address() as AddressInfo).port}/portal-events`;
    try {
      const { page, errors } = await deskSession(open);
      await page.goto('/staff/webhooks');
      await waitForAppReady(page, '[data-testid="webhook-endpoints"]');
      await button(page, 'Add endpoint').click();
      const form = page.getByTestId('webhook-endpoint-modal');
      await form.getByLabel('Address').fill('ftp://erp.example/hook');
      // The customer's registration that comes with the inquiry below is not asked for: the ERP's first answer is the order's.
      await form.getByLabel('Order status changed').uncheck();
      await form.getByLabel('Customer registered').uncheck();
      await button(form, 'Save').click();
      await expect(formMessages(form).filter({ hasText: 'The address must start with http:// or https://' })).toBeVisible();
      await form.getByLabel('Address').fill(erpUrl);
      await button(form, 'Save').click();
      const secret = page.getByTestId('webhook-secret');
      await expect(secret).toHaveText(/^whsec_\S{44}/);
      const shown = (await secret.textContent()) ?? '';
      await button(page.getByRole('dialog'), 'OK').click();
      const endpoint = page.getByTestId('webhook-endpoints').getByRole('row').filter({ hasText: erpUrl });
      await expect(endpoint).toContainText('Order created');
      await expect(endpoint).not.toContainText('Order status changed');
      await expect(endpoint).not.toContainText('Customer registered');
      // Only the secret's start is shown again.
      await expect(endpoint).toContainText(`${shown.slice(0, 10)}…`);
      await expect(page.getByText(shown.slice(0, 20))).toHaveCount(0);

      const inquiry = await freshInquiry(baseUrl());
      await button(endpoint, 'Deliveries').click();
      const delivery = page.getByTestId('webhook-deliveries').getByRole('row').filter({ hasText: 'Order created' });
      // The first try failed; the retry five seconds later lands, and the list follows it without a reload.
      await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Delivered', { timeout: 30_000 });
      await expect(delivery.getByRole('cell').nth(5)).toHaveText('2');
      await delivery.getByRole('button', { name: 'Expand row' }).click();
      const attempts = page.getByTestId('webhook-attempts');
      await expect(attempts).toContainText(inquiry.orderNo);
      await expect(attempts.getByRole('row').filter({ hasText: 'HTTP 500' })).toContainText('maintenance');
      // By the status cell alone: a try's duration (say "1204 ms") may hold the same digits.
      await expect(attempts.getByRole('row').filter({ has: page.getByRole('cell', { name: '204', exact: true }) })).toHaveCount(1);

      await button(delivery, 'Send again').click();
      await expect.poll(() => ids.length).toBe(3);
      expect(ids[2]).toBe(ids[1]);
      await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Delivered');
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await new Promise((resolve) => erp.close(resolve));
    }
  });
});
