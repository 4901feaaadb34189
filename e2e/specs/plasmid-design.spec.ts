import { readFile } from 'node:fs/promises';
import { button, chooseByTyping } from '../support/antd';
import { chooseOption } from '../support/api';
import { customerWithAddress } from '../support/orders';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';
import { expect, test } from '../support/test';

// The plasmid shop (system type 2): a researcher designs a construct in the browser and orders it built.
const DESK: StaffMember = { username: 'vector.desk', password: 'Vector-Desk-2026!', permissions: ['orders:view'] };
const baseUrl = usePortal({ SYSTEM_TYPE: '2', HOME_PATH: '/dashboard/HomeView' }, { staff: [DESK] });

/** EGFP's coding sequence between a BamHI and a HindIII site, in frame, with its stop codon. */
const EGFP =
  'GGATCCATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCCTGGTCGAGCTGGACGGCGACGTAAACGGCCACAAGTTCAGCGTGTCCGGCGAGGGCGAGGGCGATGCCACCTACGGCAAGCTGACCCTGAAGTTCATCTGCACCACCGGCAAGCTGCCCGTGCCCTGGCCCACCCTCGTGACCACCCTGACCTACGGCGTGCAGTGCTTCAGCCGCTACCCCGACCACATGAAGCAGCACGACTTCTTCAAGTCCGCCATGCCCGAAGGCTACGTCCAGGAGCGCACCATCTTCTTCAAGGACGACGGCAACTACAAGACCCGCGCCGAGGTGAAGTTCGAGGGCGACACCCTGGTGAACCGCATCGAGCTGAAGGGCATCGACTTCAAGGAGGACGGCAACATCCTGGGGCACAAGCTGGAGTACAACTACAACAGCCACAACGTCTATATCATGGCCGACAAGCAGAAGAACGGCATCAAGGTGAACTTCAAGATCCGCCACAACATCGAGGACGGCAGCGTGCAGCTCGCCGACCACTACCAGCAGAACACCCCCATCGGCGACGGCCCCGTGCTGCTGCCCGACAACCACTACCTGAGCACCCAGTCCGCCCTGAGCAAAGACCCCAACGAGAAGCGCGATCACATGGTCCTGCTGGAGTTCGTGACCGCCGCCGGGATCACTCTCGGCATGGACGAGCTGTACAAGTAAAAGCTT';
const PET28A_LENGTH = 5369;

test('a researcher opens pET-28a(+) from the design list, clones EGFP between HindIII and BamHI, checks it, orders it, and the desk sees the design', async ({
  open,
}) => {
  test.setTimeout(180_000);
  const customer = await customerWithAddress(baseUrl());
  const { page, context, errors } = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
  await context.addCookies([{ name: 'access_token', value: customer.token, url: baseUrl() }]);

  await page.goto('/designList?k=kan%20T7');
  const backbone = page.getByTestId('backbone-card').filter({ hasText: 'pET-28a(+)' });
  await backbone.getByRole('link', { name: /Open in (the )?builder/ }).click();
  await expect(page).toHaveURL(/\/design\/pet-28a\/0$/);
  await waitForAppReady(page, '[data-testid="plasmid-builder"]');
  const map = page.getByTestId('plasmid-map');
  await expect(map).toHaveAttribute('data-length', String(PET28A_LENGTH));
  await expect(map.locator('svg').first()).toBeVisible();

  // A cloning mistake first: NotI is not in the insert, so nothing changes and the builder says why.
  await page.getByLabel('Insert name').fill('EGFP');
  await page.getByLabel('Insert sequence (DNA, 5′→3′)').fill(EGFP);
  await chooseByTyping(page.getByLabel('Left (5′) enzyme'), 'NotI', 'NotI');
  await page.getByTestId('insert-submit').click();
  await expect(page.getByTestId('insert-problem')).toContainText('The insert has no NotI site.');
  await expect(map).toHaveAttribute('data-length', String(PET28A_LENGTH));

  // pET-28a(+)'s MCS runs against its numbering (T7 reads leftwards): HindIII's site comes first.
  await chooseByTyping(page.getByLabel('Left (5′) enzyme'), 'BamHI', 'BamHI');
  await chooseByTyping(page.getByLabel('Right (3′) enzyme'), 'HindIII', 'HindIII');
  await page.getByTestId('insert-submit').click();
  await expect(page.getByTestId('insert-problem')).toContainText('BamHI (cut at 198) comes after HindIII (cut at 173) in the vector; swap the enzymes.');
  await chooseByTyping(page.getByLabel('Left (5′) enzyme'), 'HindIII', 'HindIII');
  await chooseByTyping(page.getByLabel('Right (3′) enzyme'), 'BamHI', 'BamHI');
  await page.getByTestId('insert-submit').click();
  await expect(page.getByTestId('insert-problem')).toHaveCount(0);
  // The HindIII–BamHI stretch of the MCS is replaced by EGFP's fragment between its sites, turned to read with T7.
  const cloned = PET28A_LENGTH - 25 + 726;
  await expect(map).toHaveAttribute('data-length', String(cloned));
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page.getByTestId('feature-table')).toContainText('EGFP');

  // Undo and redo walk the edit back and forth.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(map).toHaveAttribute('data-length', String(PET28A_LENGTH));
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(map).toHaveAttribute('data-length', String(cloned));

  await page.getByTestId('design-save').click();
  await expect(page).toHaveURL(/\/design\/pet-28a\/[0-9a-f-]{36}$/);
  const designId = page.url().split('/').pop() ?? '';
  await page.getByTestId('design-check').click();
  await expect(page).toHaveURL(new RegExp(`/plasmidResult/${designId}$`));
  const checks = page.getByTestId('construct-checks');
  await expect(checks.locator('[data-check="uniqueSitesKept"]')).toBeVisible();
  await expect(page.getByTestId('result-estimate')).toContainText('$');

  await page.getByTestId('design-add-to-cart').click();
  await expect(page.getByTestId('design-in-cart')).toBeVisible();
  // The plasmid header's bell counts the design and lists it by its code and order type.
  const bell = page.getByTestId('cart-badge');
  await expect(bell).toHaveAttribute('aria-label', 'Cart: 1 items');
  await bell.hover();
  await expect(page.getByTestId('cart-preview')).toContainText(/PD-[0-9A-F]{8}/);
  await expect(page.getByTestId('cart-preview')).toContainText('Vector construction order');
  await page.getByTestId('to-vector-order').click();
  await expect(page).toHaveURL(/\/plasmidBuilder\/vectorOrder$/);
  const form = page.getByTestId('vector-order-form');
  await expect(form).toContainText('pET-28a(+) construct');
  await chooseOption(page, page, 'Shipping address', '200 Longwood Ave');
  await page.getByLabel('I have read and accept the ordering terms.').check();
  await button(form, 'Submit inquiry').click();
  await expect(page.getByTestId('inquiry-success')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('id') ?? '';

  // The desk sees what was designed: the map and the GenBank file with the insert.
  const desk = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
  await signInStaffContext(desk.context, baseUrl(), DESK);
  await desk.page.goto(`/staff/orders/detail?id=${orderId}`);
  const designs = desk.page.getByTestId('order-designs');
  await expect(designs.getByTestId('plasmid-map')).toHaveAttribute('data-length', String(cloned));
  await expect(designs.getByTestId('plasmid-map').locator('svg').first()).toBeVisible();
  const [download] = await Promise.all([desk.page.waitForEvent('download'), designs.getByTestId('order-design-genbank').click()]);
  const genbank = await readFile((await download.path()) ?? '', 'utf8');
  expect(genbank).toMatch(new RegExp(`^LOCUS\\s+\\S+\\s+${cloned} bp`));
  expect(genbank).toContain('/label="EGFP"');
  expect(errors).toEqual([]);
  expect(desk.errors).toEqual([]);
});

test('a visitor’s unsaved design comes back after signing in to save it', async ({ open }) => {
  const { page, context, errors } = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
  await page.goto('/design/puc19/0');
  await waitForAppReady(page, '[data-testid="plasmid-builder"]');
  await page.getByRole('tab', { name: 'Features' }).click();
  await page.getByRole('button', { name: 'Add a feature' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('My tag');
  await dialog.getByLabel('From').fill('400');
  await dialog.getByLabel('To').fill('420');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('feature-table')).toContainText('My tag');

  await page.getByTestId('design-sign-in').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdesign%2Fpuc19%2F0$/);
  const customer = await customerWithAddress(baseUrl());
  await context.addCookies([{ name: 'access_token', value: customer.token, url: baseUrl() }]);
  await page.goto('/design/puc19/0');
  await waitForAppReady(page, '[data-testid="plasmid-builder"]');
  await expect(page.getByText('Your unsaved changes to this design were restored.')).toBeVisible();
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page.getByTestId('feature-table')).toContainText('My tag');
  await page.getByTestId('design-save').click();
  await expect(page).toHaveURL(/\/design\/puc19\/[0-9a-f-]{36}$/);
  expect(errors).toEqual([]);
});
