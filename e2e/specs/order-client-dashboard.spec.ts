import type { Page } from '@playwright/test';
import { customerWithAddress, advanceInquiry, sendInquiry } from '../support/orders';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, apiStaffLogin } from '../support/staff';
import { expect, test } from '../support/test';

// The order client (system type 1) of the international edition, with its own home: HOME_PATH is left unset.
const DESK: StaffMember = { username: 'desk.dashboard', password: 'Quote-Desk-2026!', permissions: ['orders:view', 'orders:quote', 'orders:fulfil'] };
const baseUrl = usePortal({ SYSTEM_TYPE: '1', HOME_PATH: undefined }, { staff: [DESK] });

const figure = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test.describe('the order client dashboard', () => {
  test("is a new customer's home, shows zeros and a way to start, then the customer's real figures once orders exist", async ({ open }) => {
    const { token, addressId, account } = await customerWithAddress(baseUrl());
    const { context, page, errors } = await open({ baseURL: baseUrl() });
    await context.addCookies([{ name: 'access_token', value: token, url: baseUrl() }]);

    // A signed-in visitor on the login page goes home, and the order client's home is the dashboard.
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await waitForAppReady(page, '[data-testid="dashboard-figures"]');
    await expect(page.getByTestId('dashboard-greeting')).toContainText(account.username);
    for (const name of ['Open inquiries', 'Quotes to confirm', 'In production', 'Shipped this month']) {
      await expect(figure(page, name)).toContainText(`${name}0`);
    }
    await expect(page.getByTestId('spend-empty')).toHaveText('No order confirmed in the last 12 months yet.');
    await expect(page.getByTestId('recent-orders')).toContainText('No orders yet: choose a service or product below to send your first inquiry.');
    await expect(page.getByTestId('dashboard-pages').getByRole('link', { name: 'My orders' })).toBeVisible();

    const staff = await apiStaffLogin(baseUrl(), DESK);
    const shipped = await sendInquiry(baseUrl(), token, addressId);
    await advanceInquiry(baseUrl(), staff, shipped, 'shipped');
    const inquiry = await sendInquiry(baseUrl(), token, addressId);

    await page.reload();
    await expect(figure(page, 'Open inquiries')).toContainText('Open inquiries1');
    await expect(figure(page, 'Quotes to confirm')).toContainText('Quotes to confirm0');
    await expect(figure(page, 'Shipped this month')).toContainText('Shipped this month1');
    // The shipped order's two lines (quantities 1 and 2) at 120.00 each, confirmed this month: the chart draws it.
    await expect(page.getByRole('img', { name: 'Confirmed orders, last 12 months' })).toBeVisible();
    // The chart is one image to assistive technology; its drawn bars are only recharts' classes (a month of zero draws none).
    await expect(page.getByTestId('spend-chart').locator('.recharts-bar-rectangle path')).toHaveCount(1);
    const recent = page.getByTestId('recent-orders');
    await expect(recent.getByRole('link')).toHaveText([inquiry.orderNo, shipped.orderNo]);
    await expect(recent.getByRole('row', { name: new RegExp(shipped.orderNo) })).toContainText('$360.00');

    await figure(page, 'Open inquiries').click();
    await expect(page).toHaveURL(/\/myOrder\/Index\?status=inquirying$/);
    await expect(page.getByTestId('orders-table').getByRole('link')).toHaveText([inquiry.orderNo]);
    expect(errors).toEqual([]);
  });
});
