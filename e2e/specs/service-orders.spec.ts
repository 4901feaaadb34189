import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { button, chooseByTyping, chosenTag, notice, selectOption, shownValue } from '../support/antd';
import { apiCall, chooseOption } from '../support/api';
import { customerWithAddress } from '../support/orders';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, apiStaffLogin, signInStaffContext } from '../support/staff';
import { expect, type Open, test } from '../support/test';

// The order client (system type 1) of the international edition: the menu lists the twelve services.
const PRICES_STAFF: StaffMember = { username: 'prices.keeper', password: 'Price-List-2026!', permissions: ['catalog:edit'] };
const LAB: StaffMember = { username: 'lab.production', password: 'Lab-Production-2026!', permissions: ['orders:view', 'orders:quote', 'orders:fulfil'] };
const baseUrl = usePortal({ SYSTEM_TYPE: '1' }, { staff: [PRICES_STAFF, LAB] });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const VH = 'EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS';
const VL = 'DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK';

const SERVICE_TITLES = [
  'Antibody production',
  'Affinity maturation',
  'Fully human antibody discovery',
  'Antibody humanisation',
  'Hybridoma sequencing',
  'ELISA testing',
  'BLI testing (Gator)',
  'SPR testing (Biacore)',
  'FACS testing',
  'icIEF testing',
  'Sanger sequencing',
  'Primer synthesis',
];

async function signedIn(open: Open) {
  const customer = await customerWithAddress(baseUrl());
  const session = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
  await session.context.addCookies([{ name: 'access_token', value: customer.token, url: baseUrl() }]);
  return { ...session, customer };
}

/** The order table's body rows: its virtual body renders them as divs without the row role, so only antd's class finds them. */
const tableRows = (page: Page) => page.getByTestId('service-order-form').getByTestId('editable-table').locator('.ant-table-row');
const rowNumbered = (page: Page, number: number): Locator =>
  tableRows(page).filter({ has: page.locator('[data-column-key="number"]', { hasText: new RegExp(`^${number}$`) }) });

/** 96 primers as a spreadsheet copies them (tab-separated), with a header row. */
function primerSheet(bad: Record<number, string>): string {
  const lines = ["Primer name\tSequence 5'→3'\tScale\tPurification"];
  for (let index = 1; index <= 96; index += 1) {
    const sequence = bad[index] ?? `ACGT${'GATTACA'.slice(index % 7)}CCGGTTAAGC${'ACGT'[index % 4]}`;
    lines.push(`P-${String(index).padStart(2, '0')}\t${sequence}\t${index % 2 ? '25 nmol' : '100nmol'}\t${index % 3 ? 'Desalted' : 'HPLC'}`);
  }
  return lines.join('\n');
}

test.describe('the service pages of the order client', () => {
  test('every service entry of the menu opens its page, with what it is, an order form and the customer’s orders of it', async ({ open }) => {
    const { page, errors } = await signedIn(open);
    await page.goto('/dashboard/analysis');
    await waitForAppReady(page, '[data-testid="dashboard-figures"]');
    const menu = page.getByTestId('side-menu');
    for (const group of ['Antibody engineering', 'Testing services']) await menu.getByRole('menuitem', { name: group }).click();
    for (const title of SERVICE_TITLES) {
      await menu.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      // Pages opened before stay alive in their tabs, hidden: the shown page is the visible one.
      const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true });
      await expect(shown('service-intro')).not.toBeEmpty();
      await expect(shown('service-order-form')).toBeVisible();
      await expect(shown('service-orders')).toContainText('You have not ordered this service yet.');
    }
    expect(errors).toEqual([]);
  });

  test('a primer order of 96 pasted rows with two bad rows is refused with both rows named, fixed and sent', async ({ open }) => {
    const { page, errors, customer } = await signedIn(open);
    await page.goto('/primerSynthesis');
    await waitForAppReady(page, '[data-testid="service-order-form"]');

    await page.getByRole('button', { name: 'Paste or upload rows from a spreadsheet' }).click();
    await page.getByLabel('Rows to paste').fill(primerSheet({ 17: 'ACGTXACGTACGTAC', 60: 'ACGTAC' }));
    await page.getByRole('button', { name: 'Add the rows' }).click();
    await expect(rowNumbered(page, 1).locator('[data-column-key="primerName"] input')).toHaveValue('P-01');

    await chooseOption(page, page, 'Shipping address', '200 Longwood Ave');
    await expect(page.getByLabel('Contact phone')).toHaveValue('+1 617 555 0100');
    await page.getByLabel('I have read and accept the ordering terms.').check();
    await button(page, 'Submit inquiry').click();

    const problems = page.getByTestId('service-order-problems');
    await expect(problems).toContainText('2 rows need attention before the order can be sent:');
    await expect(problems.getByRole('listitem')).toHaveText([
      "Row 17, Sequence 5'→3': Position 5: “X” is neither a DNA base nor an IUPAC code (A, C, G, T, R, Y, S, W, K, M, B, D, H, V, N).",
      "Row 60, Sequence 5'→3': The sequence has 6 letters; at least 10 are needed.",
    ]);
    await expect(page).toHaveURL(/\/primerSynthesis$/);

    for (const [row, fixed] of [
      [17, 'ACGTAACGTACGTAC'],
      [60, 'ACGTACGGATCC'],
    ] as const) {
      await problems.getByText(`Row ${row},`).click();
      await rowNumbered(page, row).locator('[data-column-key="sequence"] input').fill(fixed);
    }
    // The price list prices every row as it stands (12 bases at 100 nmol, 0.60 each, and HPLC, 50.00); the total the customer saw is what the server stores.
    await expect(rowNumbered(page, 60).getByTestId('primer-price')).toHaveText('$57.20');
    const shownTotal = (await page.getByTestId('primer-total').textContent()) ?? '';
    await button(page, 'Submit inquiry').click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible();
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const stored = await apiCall<{ lines: { catalogUnitPriceMinor: number }[] }>(baseUrl(), customer.token, `/by-order-client/order/queryById?id=${id}`);
    expect(stored.lines).toHaveLength(96);
    const storedTotal = stored.lines.reduce((sum, line) => sum + line.catalogUnitPriceMinor, 0);
    expect(shownTotal).toBe(
      `Total at list prices: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(storedTotal / 100)} (the quote confirms the price).`,
    );

    await page.goto('/primerSynthesis');
    const mine = page.getByTestId('service-orders');
    await expect(mine.getByRole('link', { name: orderNo })).toBeVisible();
    await expect(mine).toContainText('P-01');
    await expect(mine).toContainText('Primer synthesis');
    await mine.getByRole('link', { name: orderNo }).click();
    const lines = page.getByTestId('order-lines');
    await expect(lines).toContainText('P-17');
    await expect(lines).toContainText('ACGTAACGTACGTAC');
    await expect(lines).toContainText('HPLC');
    expect(errors).toEqual([]);
  });

  test('staff keep the primer price list, and the order form prices primers by it', async ({ open }) => {
    const desk = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
    await signInStaffContext(desk.context, baseUrl(), PRICES_STAFF);
    await desk.page.goto('/staff/services/prices');
    await waitForAppReady(desk.page, '[data-testid="primer-price-table"]');
    await expect(desk.page.getByTestId('side-menu').getByRole('link', { name: 'Primer prices' })).toBeVisible();
    const perBase = desk.page.getByRole('tabpanel', { name: 'USD' }).getByLabel('250 nmol', { exact: true });
    await expect(perBase).toHaveValue('1.10');
    await perBase.fill('1.25');
    await button(desk.page, 'Save prices').click();
    await expect(notice(desk.page, 'The price list is saved.')).toBeVisible();

    const { page, errors } = await signedIn(open);
    await page.goto('/primerSynthesis');
    await waitForAppReady(page, '[data-testid="service-order-form"]');
    await rowNumbered(page, 1).locator('[data-column-key="primerName"] input').fill('ACTB-F');
    await rowNumbered(page, 1).locator('[data-column-key="sequence"] input').fill('CATGTACGTTGCTATCCAGGC');
    await rowNumbered(page, 1).getByLabel('Scale').click();
    await selectOption(page, '250 nmol').click();
    // 21 bases at the new 1.25 each, desalted and unmodified.
    await expect(rowNumbered(page, 1).getByTestId('primer-price')).toHaveText('$26.25');
    await expect(rowNumbered(page, 1).getByTestId('primer-figures')).toHaveText(/^21 nt · GC 52\.4 % · Tm \d+\.\d °C$/);
    await expect(page.getByTestId('primer-total')).toHaveText('Total at list prices: $26.25 (the quote confirms the price).');

    // More primers from a workbook: read on the server, added below, priced like typed ones.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Primers').addRows([
      ['Primer name', "Sequence 5'→3'", 'Scale'],
      ['GAPDH-F', 'GGAGCGAGATCCCTCCAAAAT', '250 nmol'],
    ]);
    await page.getByRole('button', { name: 'Paste or upload rows from a spreadsheet' }).click();
    await page
      .getByTestId('service-paste')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'primers.xlsx', mimeType: XLSX, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) });
    await expect(rowNumbered(page, 2).locator('[data-column-key="primerName"] input')).toHaveValue('GAPDH-F');
    await expect(rowNumbered(page, 2).getByTestId('primer-price')).toHaveText('$26.25');
    await expect(page.getByTestId('primer-total')).toHaveText('Total at list prices: $52.50 (the quote confirms the price).');
    expect([...desk.errors, ...errors]).toEqual([]);
  });

  test('an antibody production order goes through quote, confirmation, a sub-order and a result file the customer downloads', async ({ open }) => {
    const { page, errors, customer } = await signedIn(open);
    await page.goto('/Antibody/Antibody');
    await waitForAppReady(page, '[data-testid="service-order-form"]');
    const first = rowNumbered(page, 1);
    // The figures a researcher checks before ordering, opened while the row's first columns are in view; they follow the typing.
    await first.getByRole('button', { name: 'Expand row' }).click();
    await first.locator('[data-column-key="proteinName"] input').fill('Anti-HER2 hIgG1');
    await first.locator('[data-column-key="scale"] input').fill('5');
    await first.locator('[data-column-key="sequence1"] input').fill(VH);
    await first.locator('[data-column-key="sequence2"] input').fill(VL);
    await expect(page.getByTestId('row-figures')).toContainText('Sequence 1: 120 residues · Molecular weight 13.16 kDa');
    await chooseOption(page, page, 'Shipping address', '200 Longwood Ave');
    await page.getByLabel('I have read and accept the ordering terms.').check();
    await button(page, 'Submit inquiry').click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id') ?? '';

    // The desk quotes the order (its API is the desk's own screen's); the customer confirms the quote on the order page.
    const lab = await apiStaffLogin(baseUrl(), LAB);
    const order = await apiCall<{ lines: { id: string }[] }>(baseUrl(), lab, `/staff/orders/queryById?id=${id}`);
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await apiCall(baseUrl(), lab, '/staff/orders/quote', {
      id,
      prices: order.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 380_000 })),
      paymentMethod: 'bankTransfer',
      validUntil,
    });
    await page.goto(`/myOrder/Detail?id=${id}`);
    await button(page, 'Confirm quote').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm quote' }).click();
    // Production may start only once the confirmation has landed.
    await expect(page.getByRole('heading', { level: 3 })).toContainText('Quote accepted, awaiting production');
    await expect(page.getByTestId('order-lines')).toContainText('Anti-HER2 hIgG1');
    await apiCall(baseUrl(), lab, '/staff/orders/startProduction', { id, productionStatus: 'Transfection', productionTime: validUntil });

    // The lab splits the order, moves the sub-order along and attaches the QC report.
    const desk = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
    await signInStaffContext(desk.context, baseUrl(), LAB);
    // The desk's queue narrows to one service's orders.
    await desk.page.goto('/staff/orders?status=all');
    await chooseByTyping(desk.page.getByLabel('Service', { exact: true }), 'Antibody prod', 'Antibody production');
    await expect(desk.page).toHaveURL(/service=antibodyDiscovery/);
    await expect(desk.page.getByRole('row').filter({ hasText: 'Antibody production' }).first()).toBeVisible();
    await desk.page.goto(`/staff/orders/detail?id=${id}`);
    const production = desk.page.getByTestId('order-production');
    await expect(production).toBeVisible();
    await production.getByLabel('Sub-order 1', { exact: true }).fill('Anti-HER2 lot A');
    await chooseByTyping(production.getByLabel('Lines of sub-order 1'), 'Anti-HER2', '#1 Anti-HER2 hIgG1');
    await expect(chosenTag(production, '#1 Anti-HER2 hIgG1')).toBeVisible();
    await button(production, 'Create sub-orders').click();
    await expect(production.getByTestId('sub-orders')).toContainText('Anti-HER2 lot A');
    await chooseByTyping(production.getByLabel('Status of Anti-HER2 lot A'), 'Done', 'Done');
    await production.getByLabel('Production note of Anti-HER2 lot A').fill('Purified, 98.7 % monomer');
    await button(production, 'Save').click();
    await expect(production.getByTestId('sub-orders')).toContainText('Purified, 98.7 % monomer');

    const report = Buffer.from('%PDF-1.4\n% QC report for Anti-HER2 lot A\n%%EOF\n');
    await production
      .getByTestId('result-file')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'QC report lot A.pdf', mimeType: 'application/pdf', buffer: report });
    await expect(production.getByTestId('result-file').getByRole('link', { name: 'QC report lot A.pdf' })).toBeVisible();
    await chooseByTyping(production.getByLabel('For', { exact: true }), 'lot A', '#1 Anti-HER2 lot A');
    await expect(shownValue(production.getByLabel('For', { exact: true }))).toHaveAttribute('title', '#1 Anti-HER2 lot A');
    await production.getByLabel('Note for the customer').fill('SEC-HPLC and SDS-PAGE attached');
    await button(production, 'Attach and notify the customer').click();
    await expect(production.getByTestId('order-results')).toContainText('QC report lot A.pdf');

    // The customer sees the sub-order and downloads the report from the order.
    await page.reload();
    await expect(page.getByTestId('sub-orders')).toContainText('Done');
    const results = page.getByTestId('order-results');
    await expect(results).toContainText('Anti-HER2 lot A');
    await expect(results).toContainText('SEC-HPLC and SDS-PAGE attached');
    const download = page.waitForEvent('download');
    await results.getByRole('button', { name: 'QC report lot A.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('QC report lot A.pdf');
    expect((await readFile(await file.path())).equals(report)).toBe(true);

    // Ordering the same again starts from the order's rows on the service's page.
    await button(page, 'Reorder').click();
    await expect(page).toHaveURL(new RegExp(`/Antibody/Antibody\\?from=${id}$`));
    await expect(rowNumbered(page, 1).locator('[data-column-key="proteinName"] input')).toHaveValue('Anti-HER2 hIgG1');
    await expect(rowNumbered(page, 1).locator('[data-column-key="scale"] input')).toHaveValue('5');
    expect(customer.token).not.toBe('');
    expect([...errors, ...desk.errors]).toEqual([]);
  });

  test('a sequencing order fills its plate in loading order and shows the layout', async ({ open }) => {
    const { page, errors } = await signedIn(open);
    await page.goto('/SequencingServices/Index');
    await waitForAppReady(page, '[data-testid="service-order-form"]');
    await page.getByRole('button', { name: 'Paste or upload rows from a spreadsheet' }).click();
    // A list without wells: the plate takes them down the first column, as the lab loads it.
    await page.getByLabel('Rows to paste').fill('pUC19-c1\tPlasmid\t900\tM13F\npUC19-c2, plasmid, 900, M13R\nPCR-7\tPCR product, purified\t650\tGAPDH-F');
    await page.getByRole('button', { name: 'Add the rows' }).click();
    await expect(rowNumbered(page, 3).locator('[data-column-key="well"] input')).toHaveValue('C1');
    const plate = page.getByTestId('plate-map');
    await expect(plate).toContainText('Plate layout: 3 wells filled');
    await expect(plate.getByRole('img', { name: 'B1: pUC19-c2' })).toBeVisible();
    await expect(plate.getByRole('img', { name: 'D1: empty' })).toBeVisible();

    // Two samples in one well: the cell says so as it is typed and the plate shows both there.
    await rowNumbered(page, 3).locator('[data-column-key="well"] input').fill('a1');
    await expect(rowNumbered(page, 3).locator('[data-column-key="well"]').getByRole('alert')).toHaveText('This value is already used in another row.');
    await expect(plate.getByRole('img', { name: 'A1: pUC19-c1, PCR-7' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
