import { unexpectedErrors } from '../support/account-pages';
import { apiCall } from '../support/api';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';
import { button, notice, uploadedItems } from '../support/antd';
import { expect, test } from '../support/test';

// The back office for the catalogue and the news: what staff change here shows on the public side at once.
const EDITOR: StaffMember = {
  username: 'shelf.e2e',
  password: 'Catalogue-Shelf-2026!',
  realname: 'Noor Haddad',
  permissions: ['catalog:edit', 'content:edit'],
};
const baseUrl = usePortal({}, { staff: [EDITOR] });

const publicStatus = async (path: string) => (await fetch(`${baseUrl()}/jeecg-boot/by-abinvivo/abinvivo${path}`)).status;

test.describe('the staff catalogue and content pages', () => {
  test('withdraw and republish a product, and publish a news article the public list shows', async ({ open }) => {
    const list = await apiCall<{ records: { catalogNo: string }[] }>(baseUrl(), '', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=1');
    const catalogNo = list.records[0]?.catalogNo ?? '';
    const { context, page, errors } = await open({ baseURL: baseUrl() });
    await signInStaffContext(context, baseUrl(), EDITOR);

    // A visitor's product page is kept after its first rendering, and must not outlive the product's withdrawal.
    const productPage = `${baseUrl()}/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}`;
    expect((await fetch(productPage)).status).toBe(200);
    expect((await fetch(productPage)).headers.get('x-page-cache')).toBe('hit');

    await page.goto(`/staff/products?keyword=${encodeURIComponent(catalogNo)}`);
    await waitForAppReady(page, '[data-testid="staff-products"]');
    const published = page.getByRole('switch', { name: `Published: ${catalogNo}` });
    await published.click();
    await expect(notice(page, `${catalogNo} is no longer shown.`).first()).toBeVisible();
    await expect.poll(() => publicStatus(`/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`)).toBe(404);
    expect((await fetch(productPage)).status).toBe(404);
    await published.click();
    await expect(notice(page, `${catalogNo} is published.`).first()).toBeVisible();
    await expect.poll(() => publicStatus(`/product/detail?catalogNo=${encodeURIComponent(catalogNo)}`)).toBe(200);

    await page.goto('/staff/content');
    await waitForAppReady(page, '[data-testid="staff-news"]');
    await page.getByRole('button', { name: 'New article', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'New article' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Web address name').fill('staff-desk-release');
    await drawer.getByLabel('Title (English)').fill('A new lot of anti-PD-1 is released');
    await drawer.getByLabel('Published').check();
    await button(drawer, 'Save').click();
    await expect(notice(page, 'Saved.').first()).toBeVisible();
    await expect(page.getByTestId('staff-news').getByRole('row').filter({ hasText: 'staff-desk-release' })).toBeVisible();
    const news = await apiCall<{ records: { slug: string }[] }>(baseUrl(), '', '/by-abinvivo/abinvivo/news/list?pageNo=1&pageSize=50');
    expect(news.records.map((item) => item.slug)).toContain('staff-desk-release');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('upload a certificate of analysis that the public product page then downloads', async ({ open }) => {
    const list = await apiCall<{ records: { catalogNo: string }[] }>(baseUrl(), '', '/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=2');
    const catalogNo = list.records[1]?.catalogNo ?? '';
    // A real PDF header, and a line of its own so the download can only be this file.
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n% e2e certificate ${catalogNo}\n%%EOF\n`);
    const { context, page, errors } = await open({ baseURL: baseUrl() });
    await signInStaffContext(context, baseUrl(), EDITOR);

    await page.goto(`/staff/products/edit?catalogNo=${encodeURIComponent(catalogNo)}`);
    await waitForAppReady(page, '[data-testid="product-documents-editor"]');
    const documents = page.getByTestId('product-documents-editor');
    await documents.getByLabel('Lot number').fill('E2E-LOT-1');
    await documents.getByLabel('Title (English)').fill('Certificate of analysis, lot E2E-LOT-1');
    await documents.locator('input[type="file"]').setInputFiles({ name: 'coa-e2e.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(uploadedItems(documents)).toHaveCount(1);
    await button(documents, 'Add document').click();
    await expect(notice(page, 'The document is added.').first()).toBeVisible();
    await expect(documents.getByRole('row').filter({ hasText: 'coa-e2e.pdf' })).toBeVisible();

    await page.goto(`/product/detailCommon?catalogNo=${encodeURIComponent(catalogNo)}`);
    const link = page.getByTestId('product-documents').getByRole('link', { name: /lot E2E-LOT-1/ });
    const href = (await link.getAttribute('href')) ?? '';
    const download = await fetch(new URL(href, baseUrl()));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
