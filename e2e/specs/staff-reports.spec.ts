import { apiRegister } from '../support/accounts';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, signInStaffContext } from '../support/staff';
import { expect, test } from '../support/test';

// The staff reports screen: each server-defined report with its query form and pages.
const baseUrl = usePortal({}, { staff: [GALLERY_STAFF] });

test.describe('the staff reports', () => {
  test("counts this month's new customers and lists uploads by folder", async ({ open }) => {
    await apiRegister(baseUrl());
    const { page, context, errors } = await open({ baseURL: baseUrl() });
    await signInStaffContext(context, baseUrl(), GALLERY_STAFF);
    await page.goto('/staff/reports');
    await waitForAppReady(page, '[role="tablist"]');

    const today = new Date();
    const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
    const panel = page.getByRole('tabpanel');
    const monthRow = panel.getByRole('row').filter({ hasText: month });
    await expect(monthRow).toBeVisible();
    // The demo customer and the one registered above both signed up this month.
    const headers = await panel.getByRole('columnheader').allTextContents();
    const cells = await monthRow.getByRole('cell').allTextContents();
    expect(Number(cells[headers.indexOf('New customers')])).toBeGreaterThanOrEqual(2);

    await page.getByRole('tab', { name: 'Uploads by folder' }).click();
    await expect(panel.getByRole('columnheader', { name: 'Folder', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
