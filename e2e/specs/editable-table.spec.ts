import type { Locator, Page } from '@playwright/test';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, signInStaffContext } from '../support/staff';
import { expect, type Open, test } from '../support/test';

const baseUrl = usePortal({}, { staff: [GALLERY_STAFF] });

/** The primer lines table of the staff gallery, seen by a member holding the gallery permission. */
async function tablePage(open: Open) {
  const session = await open({ baseURL: baseUrl(), viewport: { width: 1440, height: 1000 } });
  await signInStaffContext(session.context, baseUrl(), GALLERY_STAFF);
  await session.page.goto('/staff/gallery/table');
  await waitForAppReady(session.page, '[data-testid="editable-table"] button');
  return session;
}

class PrimerTable {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('editable-table');
  readonly rows = () => this.root().locator('.ant-table-row');
  readonly cell = (row: number, key: string): Locator => this.rows().nth(row).locator(`[data-column-key="${key}"]`);
  readonly input = (row: number, key: string): Locator => this.cell(row, key).locator('input');
  readonly problem = (row: number, key: string): Locator => this.cell(row, key).getByRole('alert');
  readonly statistic = (kind: 'sum' | 'average', key: string) => this.root().locator(`[data-statistic="${kind}:${key}"]`);
  readonly addButton = () => this.page.getByRole('button', { name: /Add$/ });
  readonly batchDeleteButton = () => this.page.getByRole('button', { name: /Batch delete$/ });

  names(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((row) => row.querySelector<HTMLInputElement>('[data-column-key="name"] input')?.value ?? ''));
  }

  async add(count: number, position: number): Promise<void> {
    await this.page.getByLabel('Rows', { exact: true }).fill(String(count));
    await this.page.getByLabel('Position', { exact: true }).fill(String(position));
    await this.addButton().click();
  }

  async type(row: number, key: string, text: string): Promise<void> {
    await this.input(row, key).fill(text);
  }

  /** Scrolls the rows back to the first column, as a wheel or touchpad would. */
  async scrollToStart(): Promise<void> {
    const body = await this.root().locator('.ant-table-tbody-virtual').boundingBox();
    if (!body) throw new Error('the table body is not on screen');
    await this.page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
    await this.page.mouse.wheel(-5000, 0);
    await expect
      .poll(() =>
        this.root()
          .locator('.ant-table-header')
          .evaluate((header) => header.scrollLeft),
      )
      .toBe(0);
    expect(Math.round((await this.rows().first().boundingBox())?.x ?? 0)).toBe(
      Math.round((await this.root().locator('.ant-table-thead th').first().boundingBox())?.x ?? -1),
    );
  }

  async validate(): Promise<string> {
    await this.page.getByRole('button', { name: 'Validate', exact: true }).click();
    const outcome = this.page.getByTestId('table-outcome');
    await outcome.waitFor();
    return (await outcome.locator('.ant-alert-title').textContent()) ?? '';
  }
}

test.describe('the editable table in the staff gallery', () => {
  test('adds rows by count and position, throttles, reverts non-numbers, validates, fixes, selects and batch-deletes', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await expect.poll(() => table.rows().count()).toBe(3);
    expect(Math.round((await table.rows().first().boundingBox())?.height ?? 0)).toBe(61);
    expect(await table.statistic('sum', 'od').textContent()).toBe('16');
    expect(await table.statistic('sum', 'tubes').textContent()).toBe('9');
    expect(await table.statistic('average', 'unitPrice').textContent()).toBe('1.68');

    // Two rows at the bottom, then a second add straight away is refused.
    await table.add(2, 0);
    await expect.poll(() => table.names()).toEqual(['GAPDH-F', 'GAPDH-R', 'ACTB-F', '', '']);
    await table.addButton().click();
    await page.locator('.ant-message').getByText('you clicked too fast, please slow down!').waitFor();
    expect(await table.rows().count()).toBe(5);
    expect(await table.statistic('sum', 'tubes').textContent()).toBe('11');

    // After the throttle, one row at position 1 becomes the first row.
    await page.waitForTimeout(1600);
    await table.add(1, 1);
    await expect.poll(() => table.names()).toEqual(['', 'GAPDH-F', 'GAPDH-R', 'ACTB-F', '', '']);
    expect(await table.rows().locator('[data-column-key="number"]').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6']);

    // Letters in a number cell are reverted; leaving the cell keeps the number.
    await table.input(0, 'od').click();
    await page.keyboard.type('12a.5x');
    expect(await table.input(0, 'od').inputValue()).toBe('12.5');
    await page.keyboard.press('Tab');
    await expect.poll(() => table.statistic('sum', 'od').textContent()).toBe('28.5');
    await table.input(0, 'tubes').fill('');
    await page.keyboard.type('-');
    await page.keyboard.press('Tab');
    expect(await table.input(0, 'tubes').inputValue()).toBe('');

    // Broken rules show their messages on their cells.
    await table.type(1, 'sequence', 'ACGTX');
    await table.type(2, 'name', 'GAPDH-F');
    await table.type(3, 'unitPrice', '0.125');
    // The cell scrolled into view lines up with its header: the native scroll went to the virtual rows.
    const header = page.locator('.ant-table-thead th', { hasText: 'Unit price' });
    await expect.poll(async () => Math.round((await table.cell(3, 'unitPrice').boundingBox())?.x ?? 0)).toBe(Math.round((await header.boundingBox())?.x ?? -1));
    expect(await table.validate()).toBe('10 problems found:');
    expect(await table.problem(0, 'name').textContent()).toBe('Primer name is required');
    expect(await table.problem(0, 'sequence').textContent()).toBe('Sequence (5′→3′) is required');
    expect(await table.problem(1, 'sequence').textContent()).toBe('Sequence (5′→3′) may only contain A, C, G, T and N');
    expect(await table.problem(1, 'name').textContent()).toBe('Primer name must not repeat another row');
    expect(await table.problem(2, 'name').textContent()).toBe('Primer name must not repeat another row');
    expect(await table.problem(3, 'unitPrice').textContent()).toBe('Unit price: enter an amount with at most 5 decimals (2 below 1)');
    expect(await table.problem(4, 'name').textContent()).toBe('Primer name is required');
    expect(await table.problem(3, 'name').count()).toBe(0);

    // Fixing the cells clears their messages, and the table validates.
    await table.type(0, 'name', 'TP53-F');
    await table.type(0, 'sequence', 'gaggtgcgtgtttgtgcctgt');
    await table.type(1, 'sequence', 'GGAGCGAGATCCCTCCAAAAT');
    await table.type(2, 'name', 'GAPDH-R');
    await table.type(3, 'unitPrice', '0.12');
    await table.type(4, 'name', 'TP53-R');
    await table.type(4, 'sequence', 'CCCAGGACAGGCACAAACACG');
    await table.type(5, 'name', 'MYC-F');
    await table.type(5, 'sequence', 'NNNNACGT');
    expect(await table.root().getByRole('alert').count()).toBe(0);
    expect(await table.validate()).toBe('All 6 lines are valid.');
    expect(await page.getByTestId('table-outcome').locator('pre').textContent()).toContain('"name": "MYC-F"');

    // Three rows selected (the header box shows a partial selection), then deleted in one go.
    await table.scrollToStart();
    await table.rows().nth(0).getByRole('checkbox').check();
    await table.rows().nth(4).getByRole('checkbox').check();
    await table.rows().nth(5).getByRole('checkbox').check();
    expect(await page.locator('.ant-checkbox-indeterminate').count()).toBe(1);
    await table.batchDeleteButton().click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => table.names()).toEqual(['GAPDH-F', 'GAPDH-R', 'ACTB-F']);
    expect(await table.statistic('sum', 'od').textContent()).toBe('16');
    expect(await table.statistic('sum', 'tubes').textContent()).toBe('9');
    expect(await table.statistic('average', 'unitPrice').textContent()).toBe('0.94');
    expect(await table.batchDeleteButton().isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  test("offers a dictionary's items in a select column that names a dictCode", async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await expect.poll(() => table.rows().count()).toBe(3);
    const priority = table.cell(2, 'priority');
    await priority.scrollIntoViewIfNeeded();
    await expect.poll(() => priority.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toBe('Urgent');
    await priority.locator('.ant-select').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect.poll(() => options.allTextContents()).toEqual(['Normal', 'Urgent']);
    expect(errors).toEqual([]);
  });

  test('drag-sorts rows by their handle and renumbers orderNum', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await expect.poll(() => table.rows().count()).toBe(3);
    const handle = await table.rows().nth(2).getByRole('button', { name: 'Drag to sort' }).boundingBox();
    const target = await table.rows().nth(0).boundingBox();
    if (!handle || !target) throw new Error('the rows are not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + 5, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => table.names()).toEqual(['ACTB-F', 'GAPDH-F', 'GAPDH-R']);
    expect(await table.validate()).toBe('All 3 lines are valid.');
    const values = JSON.parse((await page.getByTestId('table-outcome').locator('pre').textContent()) ?? '[]') as { name: string; orderNum: number }[];
    expect(values.map((line) => [line.name, line.orderNum])).toEqual([
      ['ACTB-F', 1],
      ['GAPDH-F', 2],
      ['GAPDH-R', 3],
    ]);

    await table.rows().nth(0).getByRole('button', { name: 'Expand row' }).click();
    await table.root().getByText('Length: 21 nt').waitFor();
    expect(errors).toEqual([]);
  });

  test('opens one cell on a click when cells are edited on click, and closes it on a click elsewhere', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await page.getByRole('switch', { name: 'Click to edit' }).click();
    await expect.poll(() => table.root().locator('[data-column-key="od"] input').count()).toBe(0);
    await table.cell(1, 'od').getByRole('button', { name: 'OD' }).click();
    const editor = table.input(1, 'od');
    await expect.poll(() => editor.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type('.5');
    await page.getByRole('heading', { name: 'Primer synthesis lines' }).click();
    await expect.poll(() => editor.count()).toBe(0);
    expect(await table.cell(1, 'od').textContent()).toBe('4.5');
    await expect.poll(() => table.statistic('sum', 'od').textContent()).toBe('16.5');

    // A choice picked in an open cell's drop-down stays open until the press lands outside.
    await table.cell(2, 'scale').getByRole('button', { name: 'Scale' }).click();
    await table.cell(2, 'scale').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '200 nmol' }).click();
    await page.getByRole('heading', { name: 'Primer synthesis lines' }).click();
    await expect.poll(() => table.cell(2, 'scale').textContent()).toBe('200 nmol');
    expect(errors).toEqual([]);
  });

  test('follows rows added at the bottom of a scrolling body, and hides the add and batch delete buttons when they are withheld', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await table.add(6, 0);
    const body = table.root().locator('.ant-table-tbody-virtual-holder');
    await expect.poll(async () => Math.round((await body.boundingBox())?.height ?? 0)).toBe(400);
    const ninth = table.rows().filter({ has: page.locator('[data-column-key="number"]', { hasText: /^9$/ }) });
    await expect
      .poll(async () => {
        const [row, view] = await Promise.all([ninth.boundingBox(), body.boundingBox()]);
        return row !== null && view !== null && row.y >= view.y && row.y + row.height <= view.y + view.height + 1;
      })
      .toBe(true);

    await page.getByRole('switch', { name: 'Show Add' }).click();
    await expect.poll(() => table.addButton().count()).toBe(0);
    await page.getByRole('switch', { name: 'Show Batch delete' }).click();
    await expect.poll(() => table.batchDeleteButton().count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
