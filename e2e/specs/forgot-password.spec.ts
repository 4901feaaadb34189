import { type RegisteredAccount, apiLogin, apiLoginReply, apiRegister, sessionStatus } from '../support/accounts';
import { AlterationPage, countCalls, pageSettled, unexpectedErrors } from '../support/account-pages';
import { expectFieldError, notice } from '../support/antd';
import { usePortal } from '../support/portal';
import { waitForResend } from '../support/codes';
import { expect, test } from '../support/test';

// Forgot password (/user/alteration) for accounts registered here through the API, on a Chinese-edition portal of its
// own (the spec's mobile rules; the international edition starts with e-mail: intl-accounts.spec.ts), in English.
const baseUrl = usePortal({ EDITION: 'zh' });

const NEW_PASSWORD = 'Pipette-Tip-88';

const MESSAGES = {
  mobileRequired: 'please enter mobile number!',
  mobileInvalid: 'your mobile number format is incorrect!',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'The e-mail address is not valid.',
  codeRequired: 'please enter the captcha!',
  passwordRequired: 'Please enter the password.',
  passwordRule: 'The password needs at least 8 characters.',
  passwordLevel: 'The password is too weak: use at least 2 of letters, digits and symbols.',
  mismatch: 'The two passwords do not match.',
  codeWrong: 'The SMS code is wrong or has expired.',
  tooCommon: 'This password is too common. Please choose another one.',
  reset: 'Your password has been reset. Please log in.',
  badCredentials: 'Incorrect username or password',
} as const;

// Registered first, so that the number's one-code-a-minute wait (support/codes.ts) runs while the first tests do.
let account: RegisteredAccount | undefined;
test.beforeAll(async () => {
  account = await apiRegister(baseUrl());
});

function registered(): RegisteredAccount {
  if (!account) throw new Error('the account of this spec was not registered');
  return account;
}

test.describe('forgot password', () => {
  test('is linked from the login page and checks the form before calling the server', async ({ open }) => {
    const { page, errors } = await open({ baseURL: baseUrl() });
    const calls = countCalls(page, '/customer/resetPassword', '/customer/sms');
    const form = new AlterationPage(page);
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/user/alteration');
    await form.ready();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    const expectError = (label: string, message: string) => expectFieldError(page, label, message);
    await form.submit().click();
    await expectError('Mobile number', MESSAGES.mobileRequired);
    await expectError('SMS code', MESSAGES.codeRequired);
    await expectError('New password', MESSAGES.passwordRequired);
    await expectError('Confirm password', MESSAGES.passwordRequired);

    await form.codes.mobile().fill('1234567890');
    await expectError('Mobile number', MESSAGES.mobileInvalid);
    await form.codes.getCode().click();
    await expectError('Mobile number', MESSAGES.mobileInvalid);
    await form.newPassword().fill('abc1');
    await expectError('New password', MESSAGES.passwordRule);
    await form.newPassword().fill('abcdefghij');
    await expectError('New password', MESSAGES.passwordLevel);
    await form.newPassword().fill(NEW_PASSWORD);
    await expectError('New password', '');
    await form.confirm().fill(`${NEW_PASSWORD}x`);
    await expectError('Confirm password', MESSAGES.mismatch);

    await form.submit().click();
    // The form has checked this submit once its messages are back; a call would have been sent by then.
    await expectError('Mobile number', MESSAGES.mobileInvalid);
    await expectError('SMS code', MESSAGES.codeRequired);
    await expectError('Confirm password', MESSAGES.mismatch);
    await pageSettled(page);
    expect(calls()).toBe(0);
    await expect(page).toHaveURL((url) => url.pathname === '/user/alteration');
    expect(errors).toEqual([]);
  });

  test('refuses a wrong SMS code and keeps the password', async ({ open }) => {
    const { mobile, username, password } = registered();
    const { page, errors } = await open({ baseURL: baseUrl() });
    const form = new AlterationPage(page);
    await form.goto();
    await form.codes.mobile().fill(mobile);
    await form.codes.code().fill('000000');
    await form.newPassword().fill(NEW_PASSWORD);
    await form.confirm().fill(NEW_PASSWORD);
    const reply = page.waitForResponse((response) => response.url().endsWith('/customer/resetPassword'));
    await form.submit().click();
    expect((await reply).status()).toBe(400);
    await expect(notice(page, MESSAGES.codeWrong)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/user/alteration');

    expect((await apiLoginReply(baseUrl(), { username, password: NEW_PASSWORD })).status).toBe(400);
    expect(await apiLogin(baseUrl(), { username, password })).toBeTruthy();
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });

  test('resets the password with an e-mail code', async ({ open }) => {
    // An account of its own: its e-mail address has had no code yet, so this test need not wait.
    const { email, username, password } = await apiRegister(baseUrl());
    const { page, errors } = await open({ baseURL: baseUrl() });
    const form = new AlterationPage(page);
    await form.goto();
    await expect(form.codes.email()).toHaveCount(0);
    await form.codes.chooseChannel('E-mail code');
    await expect(form.codes.mobile()).toHaveCount(0);

    // The e-mail channel checks the address before sending.
    const sms = countCalls(page, '/customer/sms', '/customer/emailCode');
    await form.codes.getCode().click();
    await expectFieldError(page, 'E-mail', MESSAGES.emailRequired);
    await form.codes.email().fill('not-an-address');
    await form.codes.getCode().click();
    await expectFieldError(page, 'E-mail', MESSAGES.emailInvalid);
    await pageSettled(page);
    expect(sms()).toBe(0);

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/customer/emailCode'));
    await form.codes.requestAndFillEmailCode(email);
    expect((await request).postDataJSON()).toEqual({ email, smsmode: '2' });
    await form.newPassword().fill(NEW_PASSWORD);
    await form.confirm().fill(NEW_PASSWORD);
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/customer/resetPassword'));
    await form.submit().click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ email, password: NEW_PASSWORD });
    expect(body).not.toHaveProperty('mobile');
    await expect(notice(page, MESSAGES.reset)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/user/login');

    expect((await apiLoginReply(baseUrl(), { username, password })).status).toBe(400);
    expect(await apiLogin(baseUrl(), { username, password: NEW_PASSWORD })).toBeTruthy();
    expect(errors).toEqual([]);
  });

  test('resets the password with an SMS code: every session ends, the old password is refused, the new one works', async ({ open }) => {
    test.setTimeout(120_000);
    const { mobile, username, password, codeSentAt } = registered();
    const earlierSession = await apiLogin(baseUrl(), { username, password });
    const { page, errors } = await open({ baseURL: baseUrl() });
    const form = new AlterationPage(page);
    await form.goto();
    // The number had its sign-up code when the spec began; the server sends it the next one a minute later.
    await waitForResend(codeSentAt);
    await form.codes.requestAndFillCode(mobile);

    // A password the server finds too common is refused without spending the code.
    await form.newPassword().fill('password1');
    await form.confirm().fill('password1');
    const refused = page.waitForResponse((response) => response.url().endsWith('/customer/resetPassword'));
    await form.submit().click();
    expect((await refused).status()).toBe(400);
    await expect(notice(page, MESSAGES.tooCommon)).toBeVisible();

    await form.newPassword().fill(NEW_PASSWORD);
    await form.confirm().fill(NEW_PASSWORD);
    const sent = page.waitForRequest((request) => request.url().endsWith('/customer/resetPassword'));
    await form.submit().click();
    expect((await sent).postDataJSON()).toMatchObject({ mobile, password: NEW_PASSWORD });
    await expect(notice(page, MESSAGES.reset)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/user/login');

    expect(await sessionStatus(baseUrl(), earlierSession), 'a reset ends every session').toBe(401);
    const old = await apiLoginReply(baseUrl(), { username, password });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(MESSAGES.badCredentials);
    expect(await sessionStatus(baseUrl(), await apiLogin(baseUrl(), { username, password: NEW_PASSWORD }))).toBe(200);
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });
});
