import type { Locator, Page } from '@playwright/test';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, signInStaffContext } from '../support/staff';
import { notice, selectOption, selectOptions, shownValue } from '../support/antd';
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
  /** The body rows: the table's virtual body renders them as plain divs, without the row role, so only antd's class finds them. */
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

  /**
   * Adds `count` rows at `position` with two clicks of Add in one go. Two clicks of the mouse would each wait for the
   * page, and on a loaded machine the second could come after the throttle's 1.5 s; two clicks in one task cannot.
   */
  async addTwiceAtOnce(count: number, position: number): Promise<void> {
    await this.page.getByLabel('Rows', { exact: true }).fill(String(count));
    await this.page.getByLabel('Position', { exact: true }).fill(String(position));
    await this.addButton().evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
  }

  async type(row: number, key: string, text: string): Promise<void> {
    await this.input(row, key).fill(text);
  }

  /** Scrolls the rows back to the first column, as a wheel or touchpad would. */
  async scrollToStart(): Promise<void> {
    // The virtual body and the header that scrolls with it are antd's inner boxes, without roles of their own.
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
      Math.round((await this.root().getByRole('columnheader').first().boundingBox())?.x ?? -1),
    );
  }

  /** Validates the table and waits for the outcome's title to say `title`. */
  async validate(title: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Validate', exact: true }).click();
    // The outcome is an antd Alert, whose title has no role of its own.
    await expect(this.page.getByTestId('table-outcome').locator('.ant-alert-title')).toHaveText(title);
  }
}

test.describe('the editable table in the staff gallery', () => {
  test('adds rows by count and position, throttles, reverts non-numbers, validates, fixes, selects and batch-deletes', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await expect(table.rows()).toHaveCount(3);
    expect(Math.round((await table.rows().first().boundingBox())?.height ?? 0)).toBe(61);
    await expect(table.statistic('sum', 'od')).toHaveText('16');
    await expect(table.statistic('sum', 'tubes')).toHaveText('9');
    await expect(table.statistic('average', 'unitPrice')).toHaveText('1.68');

    // Two rows at the bottom, then a second add straight away is refused.
    await table.addTwiceAtOnce(2, 0);
    const tooFast = notice(page, 'you clicked too fast, please slow down!');
    await expect(tooFast).toBeVisible();
    await expect.poll(() => table.names()).toEqual(['GAPDH-F', 'GAPDH-R', 'ACTB-F', '', '']);
    await expect(table.rows()).toHaveCount(5);
    await expect(table.statistic('sum', 'tubes')).toHaveText('11');

    // After the throttle, one row at position 1 becomes the first row. Adds are tried until one is taken: one refused
    // meanwhile only says so again, and the throttle itself refuses a second add straight after the one taken.
    await page.getByLabel('Rows', { exact: true }).fill('1');
    await page.getByLabel('Position', { exact: true }).fill('1');
    await expect(async () => {
      await table.addButton().click();
      await expect(table.rows()).toHaveCount(6, { timeout: 500 });
    }).toPass({ intervals: [250], timeout: 10_000 });
    await expect.poll(() => table.names()).toEqual(['', 'GAPDH-F', 'GAPDH-R', 'ACTB-F', '', '']);
    await expect(table.rows().locator('[data-column-key="number"]')).toHaveText(['1', '2', '3', '4', '5', '6']);

    // Letters in a number cell are reverted; leaving the cell keeps the number.
    await table.input(0, 'od').click();
    await page.keyboard.type('12a.5x');
    await expect(table.input(0, 'od')).toHaveValue('12.5');
    await page.keyboard.press('Tab');
    await expect(table.statistic('sum', 'od')).toHaveText('28.5');
    await table.input(0, 'tubes').fill('');
    await page.keyboard.type('-');
    await page.keyboard.press('Tab');
    await expect(table.input(0, 'tubes')).toHaveValue('');

    // Broken rules show their messages on their cells.
    await table.type(1, 'sequence', 'ACGTX');
    await table.type(2, 'name', 'GAPDH-F');
    await table.type(3, 'unitPrice', '0.125');
    // The cell scrolled into view lines up with its header: the native scroll went to the virtual rows.
    const header = table.root().getByRole('columnheader', { name: 'Unit price', exact: true });
    await expect.poll(async () => Math.round((await table.cell(3, 'unitPrice').boundingBox())?.x ?? 0)).toBe(Math.round((await header.boundingBox())?.x ?? -1));
    await table.validate('10 problems found:');
    await expect(table.problem(0, 'name')).toHaveText('Primer name is required');
    await expect(table.problem(0, 'sequence')).toHaveText('Sequence (5′→3′) is required');
    await expect(table.problem(1, 'sequence')).toHaveText('Sequence (5′→3′) may only contain A, C, G, T and N');
    await expect(table.problem(1, 'name')).toHaveText('Primer name must not repeat another row');
    await expect(table.problem(2, 'name')).toHaveText('Primer name must not repeat another row');
    await expect(table.problem(3, 'unitPrice')).toHaveText('Unit price: enter an amount with at most 5 decimals (2 below 1)');
    await expect(table.problem(4, 'name')).toHaveText('Primer name is required');
    await expect(table.problem(3, 'name')).toHaveCount(0);

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
    await expect(table.root().getByRole('alert')).toHaveCount(0);
    await table.validate('All 6 lines are valid.');
    await expect(page.getByTestId('table-outcome').locator('pre')).toContainText('"name": "MYC-F"');

    // Three rows selected (the header box shows a partial selection), then deleted in one go.
    await table.scrollToStart();
    await table.rows().nth(0).getByRole('checkbox').check();
    await table.rows().nth(4).getByRole('checkbox').check();
    await table.rows().nth(5).getByRole('checkbox').check();
    await expect(table.root().getByRole('checkbox', { name: 'Select all rows' })).toBeChecked({ indeterminate: true });
    await table.batchDeleteButton().click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => table.names()).toEqual(['GAPDH-F', 'GAPDH-R', 'ACTB-F']);
    await expect(table.statistic('sum', 'od')).toHaveText('16');
    await expect(table.statistic('sum', 'tubes')).toHaveText('9');
    await expect(table.statistic('average', 'unitPrice')).toHaveText('0.94');
    await expect(table.batchDeleteButton()).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test("offers a dictionary's items in a select column that names a dictCode", async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await expect(table.rows()).toHaveCount(3);
    const priority = table.cell(2, 'priority');
    await priority.scrollIntoViewIfNeeded();
    const field = priority.getByRole('combobox');
    await expect(shownValue(field)).toHaveText('Urgent');
    await field.click();
    await expect(selectOptions(page)).toHaveText(['Normal', 'Urgent']);
    expect(errors).toEqual([]);
  });

  test('drag-sorts rows by their handle and renumbers orderNum', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await expect(table.rows()).toHaveCount(3);
    const handle = await table.rows().nth(2).getByRole('button', { name: 'Drag to sort' }).boundingBox();
    const target = await table.rows().nth(0).boundingBox();
    if (!handle || !target) throw new Error('the rows are not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + 5, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => table.names()).toEqual(['ACTB-F', 'GAPDH-F', 'GAPDH-R']);
    await table.validate('All 3 lines are valid.');
    const values = JSON.parse((await page.getByTestId('table-outcome').locator('pre').textContent()) ?? '[]') as { name: string; orderNum: number }[];
    expect(values.map((line) => [line.name, line.orderNum])).toEqual([
      ['ACTB-F', 1],
      ['GAPDH-F', 2],
      ['GAPDH-R', 3],
    ]);

    await table.rows().nth(0).getByRole('button', { name: 'Expand row' }).click();
    await expect(table.root().getByText('Length: 21 nt')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opens one cell on a click when cells are edited on click, and closes it on a click elsewhere', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await page.getByRole('switch', { name: 'Click to edit' }).click();
    await expect(table.root().locator('[data-column-key="od"] input')).toHaveCount(0);
    await table.cell(1, 'od').getByRole('button', { name: 'OD' }).click();
    const editor = table.input(1, 'od');
    await expect.poll(() => editor.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type('.5');
    await page.getByRole('heading', { name: 'Primer synthesis lines' }).click();
    await expect(editor).toHaveCount(0);
    await expect(table.cell(1, 'od')).toHaveText('4.5');
    await expect(table.statistic('sum', 'od')).toHaveText('16.5');

    // A choice picked in an open cell's drop-down stays open until the press lands outside.
    await table.cell(2, 'scale').getByRole('button', { name: 'Scale' }).click();
    await table.cell(2, 'scale').getByRole('combobox').click();
    await selectOption(page, '200 nmol').click();
    await page.getByRole('heading', { name: 'Primer synthesis lines' }).click();
    await expect(table.cell(2, 'scale')).toHaveText('200 nmol');
    expect(errors).toEqual([]);
  });

  test('follows rows added at the bottom of a scrolling body, and hides the add and batch delete buttons when they are withheld', async ({ open }) => {
    const { page, errors } = await tablePage(open);
    const table = new PrimerTable(page);
    await table.add(6, 0);
    // The scrolling box of the virtual body: an antd inner box, without a role of its own.
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
    await expect(table.addButton()).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show Batch delete' }).click();
    await expect(table.batchDeleteButton()).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
