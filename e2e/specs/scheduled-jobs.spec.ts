import type { Locator, Page } from '@playwright/test';
import { countCalls } from '../support/account-pages';
import { devInbox } from '../support/codes';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { type StaffMember, signInStaffContext } from '../support/staff';
import { chosenTag, expectActiveOption, expectSettled, formMessages, notice, selectOptions, tagRemover } from '../support/antd';
import { expect, type Open, test } from '../support/test';

// The scheduled-jobs screen: schedules edited with the cron editor, jobs run by hand, their history.
const SCHEDULER: StaffMember = {
  username: 'jobs.e2e',
  password: 'Quote-Desk-2026!',
  realname: 'Chen Jing',
  permissions: ['jobs:edit'],
  email: 'chen.jing@supplier.example',
};
const baseUrl = usePortal({}, { staff: [SCHEDULER] });

const jobRow = (page: Page, name: string) => page.getByTestId('jobs-table').getByRole('row').filter({ hasText: name });

/** The cron editor opened from the schedule dialog. */
const cronEditor = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('cron-expression') });

/** Confirms the cron editor, then the schedule dialog, and waits until the job's row shows `cron`. */
async function confirmSchedule(page: Page, row: Locator, cron: string) {
  const modal = page.getByTestId('job-schedule-modal');
  await cronEditor(page).getByRole('button', { name: 'OK', exact: true }).click();
  await expect(cronEditor(page)).toBeHidden();
  await expect(modal.getByLabel('Schedule', { exact: true })).toHaveValue(cron);
  await modal.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(notice(page, 'Schedule saved.')).toBeVisible();
  await expect(row.getByTestId('job-cron')).toHaveText(cron);
}

async function jobsPage(open: Open) {
  const session = await open({ baseURL: baseUrl() });
  await signInStaffContext(session.context, baseUrl(), SCHEDULER);
  await session.page.goto('/staff/jobs');
  await waitForAppReady(session.page, '[data-testid="jobs-table"] tbody tr');
  return session;
}

test.describe('the scheduled jobs screen', () => {
  test('changes a schedule with the cron editor; the server answers with the next run times', async ({ open }) => {
    const { page, errors } = await jobsPage(open);
    const digest = jobRow(page, 'Daily digest');
    await expect(digest.getByTestId('job-cron')).toHaveText('0 0 8 * * ? *');

    await digest.getByRole('button', { name: 'Change schedule' }).click();
    const modal = page.getByTestId('job-schedule-modal');
    await expectSettled(modal);
    await modal.getByRole('button', { name: 'Edit schedule' }).click();
    const editor = cronEditor(page);
    await editor.getByRole('tab', { name: 'Hours', exact: true }).click();
    const hours = editor.getByRole('tabpanel');
    await expect(hours.getByRole('radio', { name: 'Specific', exact: true })).toBeChecked();
    const values = hours.getByRole('combobox', { name: 'Values' });
    await values.click();
    // Typing filters the list to 6 and 16 with 6 active; Enter takes it (a click could land while the list re-renders).
    await page.keyboard.type('6');
    await expect(selectOptions(page)).toHaveText(['6', '16']);
    await expectActiveOption(values, '6');
    await page.keyboard.press('Enter');
    await expect(chosenTag(hours, '6')).toBeVisible();
    await tagRemover(hours, '8').click();
    await page.keyboard.press('Escape');
    await expect(editor.getByTestId('cron-expression')).toHaveValue('0 0 6 * * ? *');
    await confirmSchedule(page, digest, '0 0 6 * * ? *');
    // The portal runs in this machine's time zone, as the browser does.
    const next = await digest.getByTestId('job-next-run').getByRole('time').getAttribute('datetime');
    expect(new Date(next ?? '').getHours()).toBe(6);
    expect(errors).toEqual([]);
  });

  test('refuses an expression the editor cannot accept before calling the server, naming what the part accepts', async ({ open }) => {
    const { page } = await jobsPage(open);
    await jobRow(page, 'Session clean-up').getByRole('button', { name: 'Change schedule' }).click();
    const modal = page.getByTestId('job-schedule-modal');
    const saves = countCalls(page, '/staff/jobs/session-cleanup');
    // An hour step of 24 is refused too: the editor could only show it as every hour.
    for (const [cron, problem] of [
      ['0 61 * * * ? *', 'The minute part is not valid: minutes 0 to 59, steps 1 to 60, whole numbers only.'],
      ['0 0 */24 * * ? *', 'The hour part is not valid: hours 0 to 23, steps 1 to 23, whole numbers only.'],
    ]) {
      await modal.getByLabel('Schedule', { exact: true }).fill(cron ?? '');
      await modal.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(formMessages(modal).filter({ hasText: problem })).toBeVisible();
    }
    expect(saves()).toBe(0);
  });

  test('saves a schedule opened in the editor and confirmed without a change exactly as written', async ({ open }) => {
    const { page, errors } = await jobsPage(open);
    const expiry = jobRow(page, 'Quote expiry');
    await expiry.getByRole('button', { name: 'Change schedule' }).click();
    const modal = page.getByTestId('job-schedule-modal');
    await modal.getByLabel('Schedule', { exact: true }).fill('0 30 1 ? * MON-FRI');
    await modal.getByRole('button', { name: 'Edit schedule' }).click();
    await expect(cronEditor(page).getByTestId('cron-expression')).toHaveValue('0 30 1 ? * MON-FRI');
    await confirmSchedule(page, expiry, '0 30 1 ? * MON-FRI');
    expect(errors).toEqual([]);
  });

  test('runs the digest by hand: it reaches the staff mailbox and the history', async ({ open }) => {
    const { page } = await jobsPage(open);
    const digest = jobRow(page, 'Daily digest');
    await digest.getByRole('button', { name: 'Run now' }).click();
    await expect(notice(page, /^Done: 1 recipients/)).toBeVisible();
    await expect(digest.getByTestId('job-last-message')).toHaveText(/^1 recipients/);
    await expect
      .poll(async () => (await devInbox(baseUrl())).filter((message) => message.recipient === SCHEDULER.email).map((message) => message.subject))
      .toEqual([expect.stringMatching(/daily digest/)]);

    await digest.getByRole('button', { name: 'History' }).click();
    const latestRun = page.getByTestId('job-runs').getByRole('listitem').first();
    await expect(latestRun).toContainText('By hand');
    await expect(latestRun).toContainText('Succeeded');
  });

  test('pauses a job: no next run is shown', async ({ open }) => {
    const { page } = await jobsPage(open);
    const cleanup = jobRow(page, 'Temporary file clean-up');
    await cleanup.getByRole('switch', { name: 'Enabled' }).click();
    await expect(cleanup).toContainText('Paused');
  });
});
