import type { Locator, Page } from '@playwright/test';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { GALLERY_STAFF, signInStaffContext } from '../support/staff';
import { chosenTags, selectOption, tagRemover } from '../support/antd';
import { expect, type Open, test } from '../support/test';

/** The dialog's width in spec section 9. */
const CRON_MODAL_WIDTH = 608;

const baseUrl = usePortal({}, { staff: [GALLERY_STAFF] });

/** The cron gallery page of a member holding the gallery permission; `query` may choose the language. */
async function cronPage(open: Open, query = '') {
  const session = await open({ baseURL: baseUrl() });
  await signInStaffContext(session.context, baseUrl(), GALLERY_STAFF);
  await session.page.goto(`/staff/gallery/cron${query}`);
  await waitForAppReady(session.page, 'main button');
  return session;
}

class CronEditor {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');
  readonly panel = () => this.dialog().getByRole('tabpanel');
  readonly expression = () => this.dialog().getByTestId('cron-expression');
  readonly runs = () => this.dialog().getByTestId('cron-run');

  /** Opens the dialog and waits out its opening animation, during which a click may land on nothing. */
  async open(button: RegExp = /Edit schedule/): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.dialog()).toBeVisible();
    await expect.poll(async () => Math.round((await this.dialog().boundingBox())?.width ?? 0)).toBe(CRON_MODAL_WIDTH);
  }

  async tab(name: string): Promise<Locator> {
    await this.dialog().getByRole('tab', { name, exact: true }).click();
    return this.panel();
  }

  radio(name: string): Locator {
    return this.panel().getByRole('radio', { name, exact: true });
  }

  async pick(option: string): Promise<void> {
    await this.page.keyboard.type(option);
    await selectOption(this.page, option).click();
  }
}

/** The schedule field of the page's form. */
const schedule = (page: Page) => page.getByLabel('Schedule', { exact: true });

test.describe('the cron editor', () => {
  test('builds an expression in the tabs, previews ten matching run times, submits it and reads it back', async ({ open }) => {
    const { page, errors } = await cronPage(open);
    const editor = new CronEditor(page);
    await editor.open();
    await expect(editor.expression()).toHaveValue('* * * * * ? *');

    await editor.tab('Seconds');
    await editor.radio('Increment').check();
    const seconds = editor.panel();
    await seconds.getByRole('spinbutton', { name: 'Start' }).fill('0');
    await seconds.getByRole('spinbutton', { name: 'Step' }).fill('5');
    // Setting the seconds turns the minute and the hour, still '*', to 0.
    await expect(editor.expression()).toHaveValue('0/5 0 0 * * ? *');

    const hours = await editor.tab('Hours');
    await expect(editor.radio('Specific')).toBeChecked();
    await hours.getByRole('combobox', { name: 'Values' }).click();
    await editor.pick('3');
    await editor.pick('15');
    await tagRemover(hours, '0').click();
    await page.keyboard.press('Escape');
    await expect(editor.expression()).toHaveValue('0/5 0 3,15 * * ? *');

    // The preview follows 500 ms after the last change.
    const matching = /^\d{4}-\d{2}-\d{2} (03|15):00:(\d{2})$/;
    await expect(editor.runs()).toHaveText(Array.from({ length: 10 }, () => matching));
    const runs = await editor.runs().allTextContents();
    for (const run of runs) expect(Number(matching.exec(run)?.[2]) % 5, run).toBe(0);
    expect([...runs].sort()).toEqual(runs);
    expect(new Set(runs).size).toBe(10);

    await editor.dialog().getByRole('button', { name: 'OK', exact: true }).click();
    await expect(editor.dialog()).toBeHidden();
    await expect(schedule(page)).toHaveValue('0/5 0 3,15 * * ? *');
    await expect(page.getByTestId('cron-result')).toHaveText('Expression: 0/5 0 3,15 * * ? *');

    await editor.open();
    await editor.tab('Seconds');
    await expect(editor.radio('Increment')).toBeChecked();
    await expect(editor.panel().getByRole('spinbutton', { name: 'Step' })).toHaveValue('5');
    await editor.tab('Minutes');
    await expect(editor.radio('Specific')).toBeChecked();
    const reopenedHours = await editor.tab('Hours');
    await expect(editor.radio('Specific')).toBeChecked();
    await expect(chosenTags(reopenedHours)).toHaveText(['3', '15']);
    await editor.tab('Day');
    await expect(editor.radio('Every day')).toBeChecked();
    await editor.tab('Week');
    await expect(editor.radio('Not set (days chosen on the Day tab)')).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('re-reads the tabs from a typed expression and submits it', async ({ open }) => {
    const { page, errors } = await cronPage(open);
    const editor = new CronEditor(page);
    await editor.open();
    await editor.expression().fill('0 15 10 ? * 6L 2030');
    await editor.tab('Week');
    await expect(editor.radio('Last weekday')).toBeChecked();
    // The chosen weekday shows as its select's title.
    await expect(editor.panel().getByTitle('Friday', { exact: true })).toBeVisible();
    await editor.tab('Day');
    await expect(editor.radio('Not set (days chosen on the Week tab)')).toBeChecked();
    await expect(editor.runs().first()).toHaveText('2030-01-25 10:15:00');

    await editor.expression().fill('0 0 12 1 * 2');
    await expect(editor.dialog().getByTestId('cron-problem')).toContainText("Set either the day of month or the day of week, and the other to '?'.");
    await expect(editor.dialog().getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
    await editor.expression().fill('0 0 12 1 * ?');
    await editor.dialog().getByRole('button', { name: 'OK', exact: true }).click();
    await expect(schedule(page)).toHaveValue('0 0 12 1 * ? *');
    expect(errors).toEqual([]);
  });

  test('says there is no run time for a past year, in English and in Chinese', async ({ open }) => {
    const english = await cronPage(open);
    await schedule(english.page).fill('0 0 12 1 1 ? 2020');
    const editor = new CronEditor(english.page);
    await editor.open();
    await expect(editor.dialog().getByTestId('cron-no-runs')).toContainText('No run times');
    await expect(editor.runs()).toHaveCount(0);
    await editor.tab('Year');
    await expect(editor.radio('Specific')).toBeChecked();

    const chinese = await cronPage(open, '?lang=zh');
    await chinese.page.getByLabel('执行周期', { exact: true }).fill('0 0 12 1 1 ? 2020');
    const zhEditor = new CronEditor(chinese.page);
    await zhEditor.open(/设置周期/);
    await expect(zhEditor.dialog().getByTestId('cron-no-runs')).toHaveText('无执行时间');
    expect(english.errors).toEqual([]);
    expect(chinese.errors).toEqual([]);
  });

  test('shows an expression that is not valid with its problem instead of replacing it, and reads the rest into the tabs', async ({ open }) => {
    const { page, errors } = await cronPage(open);
    const editor = new CronEditor(page);
    await schedule(page).fill('not a cron expression');
    await expect(page.getByText('A cron expression has six or seven parts separated by spaces.', { exact: true })).toBeVisible();
    await editor.open();
    await expect(editor.expression()).toHaveValue('not a cron expression');
    await expect(editor.dialog().getByTestId('cron-problem')).toContainText('A cron expression has six or seven parts separated by spaces.');
    await expect(editor.dialog().getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
    await editor.tab('Seconds');
    await expect(editor.radio('Every second')).toBeChecked();
    await editor.dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(editor.dialog()).toBeHidden();
    await expect(schedule(page)).toHaveValue('not a cron expression');

    // Only the unreadable day of week falls back in the tabs: the day opens as every day, the time is kept; a change
    // in a tab replaces the expression with what the tabs say.
    await schedule(page).fill('0 30 9 ? * 9');
    await editor.open();
    await expect(editor.expression()).toHaveValue('0 30 9 ? * 9');
    await expect(editor.dialog().getByTestId('cron-problem')).toContainText(/day-of-week part is not valid: days 1 \(Sunday\) to 7 \(Saturday\)/);
    await editor.tab('Day');
    await expect(editor.radio('Every day')).toBeChecked();
    await editor.tab('Hours');
    await editor.radio('Every hour').check();
    await expect(editor.expression()).toHaveValue('0 30 * * * ? *');
    await editor.dialog().getByRole('button', { name: 'OK', exact: true }).click();
    await expect(schedule(page)).toHaveValue('0 30 * * * ? *');
    expect(errors).toEqual([]);
  });

  test('hands back an expression opened and confirmed without a change exactly as it was written', async ({ open }) => {
    const { page, errors } = await cronPage(open);
    const editor = new CronEditor(page);
    for (const written of ['*/10 0 3 ? * MON-FRI', '0 0 9 * * ?', '0 0 0 1 1 ? 2030-2040']) {
      await schedule(page).fill(written);
      await editor.open();
      await expect(editor.expression()).toHaveValue(written);
      await editor.dialog().getByRole('button', { name: 'OK', exact: true }).click();
      await expect(editor.dialog()).toBeHidden();
      await expect(schedule(page), written).toHaveValue(written);
    }
    // The tabs read it as it runs.
    await schedule(page).fill('*/10 0 3 ? * MON-FRI');
    await editor.open();
    await editor.tab('Seconds');
    await expect(editor.radio('Increment')).toBeChecked();
    await expect(editor.panel().getByRole('spinbutton', { name: 'Step' })).toHaveValue('10');
    expect(errors).toEqual([]);
  });

  test('refuses a schedule outside the bounds of spec section 5 and never widens it', async ({ open }) => {
    const { page, errors } = await cronPage(open);
    const editor = new CronEditor(page);
    const YEAR_PROBLEM = 'The year part is not valid: years 2019 to 2119, steps 1 to 99, and a range of years must not run backwards.';
    // The tabs can only show such a part as 'every'; the expression stays as written, and OK stays off.
    const widened: ReadonlyArray<readonly [string, string, string, string]> = [
      ['0/60 * * * * ? *', 'The second part is not valid: seconds 0 to 59, steps 1 to 59, whole numbers only.', 'Seconds', 'Every second'],
      ['0 0 */24 * * ? *', 'The hour part is not valid: hours 0 to 23, steps 1 to 23, whole numbers only.', 'Hours', 'Every hour'],
      ['0 0 0 * * ? 2150', YEAR_PROBLEM, 'Year', 'Every year (not set)'],
      ['0 0 0 1 1 ? 2020/100', YEAR_PROBLEM, 'Year', 'Every year (not set)'],
      ['0 0 0 * * ? 2030-2020', YEAR_PROBLEM, 'Year', 'Every year (not set)'],
    ];
    for (const [written, problem, tab, every] of widened) {
      await schedule(page).fill(written);
      // The schedule field's message is shown as plain text, without the alert role.
      await expect(page.getByText(problem, { exact: true })).toBeVisible();
      await editor.open();
      await expect(editor.expression(), written).toHaveValue(written);
      await expect(editor.dialog().getByTestId('cron-problem'), written).toHaveText(problem);
      await expect(editor.dialog().getByRole('button', { name: 'OK', exact: true }), written).toBeDisabled();
      await editor.tab(tab);
      await expect(editor.radio(every), written).toBeChecked();
      await editor.dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(editor.dialog()).toBeHidden();
      await expect(schedule(page), written).toHaveValue(written);
    }
    expect(errors).toEqual([]);
  });
});
