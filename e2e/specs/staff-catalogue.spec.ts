import { describe, expect, it } from 'vitest';
import { button, toast, unexpectedErrors } from '../support/account-pages';
import { apiCall } from '../support/api';
import { useBrowser } from '../support/browser';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';

// The back office for the catalogue and the news: what staff change here shows on the public side at once.
const EDITOR: StaffMember = { username: 'shelf.e2e', password: 'Catalogue-Shelf-2026!', realname: 'Noor Haddad', permissions: ['catalog:edit', 'content:edit'] };
const { open } = useBrowser();
const baseUrl = usePortal({}, { staff: [EDITOR] });

const publicStatus = async (path: string) => (await fetch(`${baseUrl()}/jeecg-boot/by-abinvivo/abinvivo${path}`)).status;

describe('the staff catalogue and content pages', () => {
  it('withdraw and republish a product, and publish a news article the public list shows', async () => {
    const list = await apiCall<{ records: { catalogNo: string }[] }>(baseUrl(), '', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=1');
    const catalogNo = list.records[0]?.catalogNo ?? '';
    const { context, page, errors } = await open({ baseURL: baseUrl() });
    await signInStaffContext(context, baseUrl(), EDITOR);

    await page.goto(`/staff/products?keyword=${encodeURIComponent(catalogNo)}`);
    await waitForAppReady(page, '[data-testid="staff-products"]');
    const published = page.getByRole('switch', { name: `Published: ${catalogNo}` });
    await published.click();
    await toast(page, `${catalogNo} is no longer shown.`).first().waitFor();
    await expect.poll(() => publicStatus(`/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`)).toBe(404);
    await published.click();
    await toast(page, `${catalogNo} is published.`).first().waitFor();
    await expect.poll(() => publicStatus(`/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`)).toBe(200);

    await page.goto('/staff/content');
    await waitForAppReady(page, '[data-testid="staff-news"]');
    await page.getByRole('button', { name: 'plus New article' }).click();
    const drawer = page.getByRole('dialog', { name: 'New article' });
    await drawer.waitFor();
    await drawer.getByLabel('Web address name').fill('staff-desk-release');
    await drawer.getByLabel('Title (English)').fill('A new lot of anti-PD-1 is released');
    await drawer.getByLabel('Published').check();
    await button(drawer, 'Save').click();
    await toast(page, 'Saved.').first().waitFor();
    await page.getByTestId('staff-news').locator('tbody tr').filter({ hasText: 'staff-desk-release' }).waitFor();
    const news = await apiCall<{ records: { slug: string }[] }>(baseUrl(), '', '/by-abinvivo/abinvivo/news/list?pageNo=1&pageSize=50');
    expect(news.records.map((item) => item.slug)).toContain('staff-desk-release');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
