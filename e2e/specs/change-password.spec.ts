import type { Locator, Page } from '@playwright/test';
import { DEMO_USER, apiLogin, apiLoginReply, sessionStatus } from '../support/accounts';
import { pageSettled } from '../support/account-pages';
import { expectFieldError, fieldMessages, notice } from '../support/antd';
import { AccountPage, LoginPage } from '../support/pages';
import { type Portal, startPortal } from '../support/portal';
import { expect, type Open, test } from '../support/test';

// This spec changes the demo account's password, so it runs on a portal of its own (a fresh database with the
// demo account); the shared portal of the other specs keeps the seeded password.

let portal: Portal | undefined;
test.beforeAll(async () => {
  portal = await startPortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

function ownBaseUrl(): string {
  if (!portal) throw new Error('the change-password portal did not start');
  return portal.baseUrl;
}

const MESSAGES = {
  rule: 'The password needs at least 8 characters.',
  level: 'The password is too weak: use at least 2 of letters, digits and symbols.',
  hint: 'At least 8 characters, with at least 2 of: letters, digits, symbols.',
  sameAsOld: 'The new password must differ from the current one.',
  mismatch: 'The two passwords do not match.',
  required: 'Please enter the password.',
  tooCommon: 'This password is too common. Please choose another one.',
  oldWrong: 'The current password is incorrect.',
  changed: 'Your password has been changed.',
} as const;

const NEW_PASSWORD = 'Vial-Rack-7319';

type Field = 'Current password' | 'New password' | 'Confirm new password';

class ChangePasswordDialog {
  constructor(readonly page: Page) {}

  readonly dialog = (): Locator => this.page.getByRole('dialog', { name: 'Change password' });
  readonly current = (): Locator => this.field('Current password');
  readonly next = (): Locator => this.field('New password');
  readonly confirm = (): Locator => this.field('Confirm new password');
  readonly strengthBar = (): Locator => this.dialog().getByTestId('password-strength');
  readonly save = (): Locator => this.dialog().getByRole('button', { name: 'Save' });

  private field(label: string): Locator {
    return this.dialog().getByLabel(label, { exact: true });
  }

  /** Waits until the field labelled `label` shows exactly `message` under it (nothing when it is ''). */
  expectError(label: Field, message: string): Promise<void> {
    return expectFieldError(this.dialog(), label, message);
  }

  /** The validation messages under the field labelled `label`. */
  errors(label: Field): Locator {
    return fieldMessages(this.dialog(), label);
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async fill(values: { current: string; next: string; confirm: string }): Promise<void> {
    await this.current().fill(values.current);
    await this.next().fill(values.next);
    await this.confirm().fill(values.confirm);
  }
}

/** A browser signed in (session cookie from an API login) on the account page, with the change-password dialog open. */
async function openDialog(open: Open) {
  const baseURL = ownBaseUrl();
  const session = await open({ baseURL });
  const token = await apiLogin(baseURL);
  await session.context.addCookies([{ name: 'access_token', value: token, url: baseURL }]);
  const account = new AccountPage(session.page);
  await account.goto();
  await account.openSecurity();
  const dialog = new ChangePasswordDialog(session.page);
  await dialog.open();
  return { ...session, token, account, dialog };
}

/** Counts POSTs to the change-password endpoint from the page. */
function countChangeCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/customer/changePassword')) calls += 1;
  });
  return () => calls;
}

test.describe('change password (own portal)', () => {
  test('shows the rules under the fields and the strength bar as the new password is typed', async ({ open }) => {
    const { page, dialog } = await openDialog(open);
    const changeCalls = countChangeCalls(page);
    const expectNext = async (value: string, strength: string, message: string) => {
      await dialog.next().fill(value);
      await dialog.expectError('New password', message);
      await expect(dialog.strengthBar(), `strength of '${value}'`).toHaveAttribute('data-strength', strength);
    };

    // The hint under the field (its description) says the rule the check applies, and nothing more.
    await expect(dialog.next()).toHaveAccessibleDescription(MESSAGES.hint);
    await dialog.current().fill(DEMO_USER.password);
    await expectNext('abc', '30', MESSAGES.rule);
    await expectNext('a1!', '100', MESSAGES.rule);
    await expectNext('        ', '10', MESSAGES.level);
    await expectNext('abcdefgh', '30', MESSAGES.level);
    await expectNext('12345678', '30', MESSAGES.level);
    await expectNext('!@#$%^&*', '30', MESSAGES.level);
    await expectNext('abcd1234', '60', '');
    await expectNext('abcd12345', '60', '');
    await expectNext('abcd!@#$', '60', '');
    await expectNext('1234!@#$', '60', '');
    await expectNext('abcd123!', '100', '');
    await expectNext(DEMO_USER.password, '100', MESSAGES.sameAsOld);

    // Chinese characters are left out as they are typed.
    await dialog.next().fill('abcd中文123!');
    await expect(dialog.next()).toHaveValue('abcd123!');

    await dialog.confirm().fill('abcd123?');
    await dialog.expectError('Confirm new password', MESSAGES.mismatch);
    await dialog.confirm().fill('abcd123!');
    await dialog.expectError('Confirm new password', '');

    // Changing the current password re-checks the new one against it.
    await dialog.current().fill('abcd123!');
    await dialog.expectError('New password', MESSAGES.sameAsOld);

    await dialog.next().fill('');
    await expect(dialog.strengthBar()).toHaveAttribute('data-strength', '0');
    expect(changeCalls()).toBe(0);
  });

  test('does not call the server while a field breaks a rule', async ({ open }) => {
    const { page, dialog } = await openDialog(open);
    const changeCalls = countChangeCalls(page);

    await dialog.save().click();
    await dialog.expectError('Current password', MESSAGES.required);
    await dialog.expectError('New password', MESSAGES.required);
    // (The empty confirmation also gets 'The two passwords do not match.' next to it: reported, not asserted.)
    await expect(dialog.errors('Confirm new password').filter({ hasText: MESSAGES.required })).toHaveCount(1);

    await dialog.fill({ current: DEMO_USER.password, next: 'abcdefgh', confirm: 'abcdefgh' });
    await dialog.save().click();
    await dialog.expectError('New password', MESSAGES.level);
    await pageSettled(page);
    expect(changeCalls()).toBe(0);
    await expect(dialog.dialog()).toBeVisible();
  });

  test('shows the server refusing a very common password, and keeps the old one', async ({ open }) => {
    const { page, dialog, token } = await openDialog(open);
    await dialog.fill({ current: DEMO_USER.password, next: 'password1', confirm: 'password1' });
    await dialog.expectError('New password', '');
    const reply = page.waitForResponse((response) => response.url().endsWith('/customer/changePassword'));
    await dialog.save().click();
    expect((await reply).status()).toBe(400);

    const refusal = notice(page, MESSAGES.tooCommon);
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('img', { name: 'close-circle' })).toHaveCount(1);
    await expect(dialog.dialog()).toBeVisible();
    await expect(page.getByText(MESSAGES.changed)).toHaveCount(0);

    expect(await sessionStatus(ownBaseUrl(), token)).toBe(200);
    expect((await apiLoginReply(ownBaseUrl(), { username: DEMO_USER.username, password: 'password1' })).status).toBe(400);
  });

  test('shows the server refusing a wrong current password', async ({ open }) => {
    const { page, dialog } = await openDialog(open);
    await dialog.fill({ current: `${DEMO_USER.password}x`, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await dialog.save().click();
    await expect(notice(page, MESSAGES.oldWrong)).toBeVisible();
    await expect(dialog.dialog()).toBeVisible();
  });

  test('changes the password: other sessions end, this one stays; log out and sign in with the new password', async ({ open }) => {
    const baseUrl = ownBaseUrl();
    const otherSession = await apiLogin(baseUrl);
    expect(await sessionStatus(baseUrl, otherSession)).toBe(200);

    const { page, dialog, token, account, errors } = await openDialog(open);
    await dialog.fill({ current: DEMO_USER.password, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await expect(dialog.strengthBar()).toHaveAttribute('data-strength', '100');
    await dialog.save().click();

    await expect(notice(page, MESSAGES.changed)).toBeVisible();
    await expect(dialog.dialog()).toBeHidden();

    expect(await sessionStatus(baseUrl, otherSession), 'a session opened before the change must end').toBe(401);
    expect(await sessionStatus(baseUrl, token), 'the session that made the change stays').toBe(200);
    await page.reload();
    await account.ready();
    await expect(page).toHaveURL((url) => url.pathname === '/abinvivoAccount');
    await account.openSecurity();

    const oldPassword = await apiLoginReply(baseUrl, DEMO_USER);
    expect(oldPassword.status).toBe(400);
    expect(oldPassword.body.message).toBe('Incorrect username or password');

    // Made before the log-out, so it sees the captcha the login page asks for as it opens.
    const login = new LoginPage(page);
    const redirect = await account.logOut();
    expect(redirect).toMatch(/^\/abinvivoAccount(\?|$)/);
    expect(await sessionStatus(baseUrl, token), 'logging out ends the session').toBe(401);

    await login.signIn({ username: DEMO_USER.username, password: NEW_PASSWORD });
    await page.waitForURL((url) => url.pathname + url.search === redirect);
    await account.ready();
    await account.expectUsername(DEMO_USER.username);
    expect(errors).toEqual([]);
  });
});
