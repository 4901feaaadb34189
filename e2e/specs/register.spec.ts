import { DEMO_USER, apiLoginReply, isFree as isFreeOn } from '../support/accounts';
import { PhoneLoginPanel, RegisterPage, countCalls, pageSettled, unexpectedErrors } from '../support/account-pages';
import { expectFieldError, hintOf, notice } from '../support/antd';
import { usePortal } from '../support/portal';
import { freshEmail, freshMobile, freshUsername, waitForResend } from '../support/codes';
import { AccountPage, LoginPage } from '../support/pages';
import { expect, test } from '../support/test';

// Sign-up by mobile and SMS code: the Chinese edition's (the international one registers by e-mail:
// intl-accounts.spec.ts), on a portal of its own visited in English.
const baseUrl = usePortal({ EDITION: 'zh' });

const PASSWORD = 'Assay-Plate-42';
const NEW_PASSWORD = 'Elution-Buffer-77';

const MESSAGES = {
  usernameRequired: 'Please enter a username.',
  usernameRule: 'The username must be 4 to 18 letters, digits or underscores.',
  usernameTaken: 'This username is already taken.',
  passwordRequired: 'Please enter the password.',
  passwordRule: 'The password needs at least 8 characters.',
  passwordLevel: 'The password is too weak: use at least 2 of letters, digits and symbols.',
  mismatch: 'The two passwords do not match.',
  mobileRequired: 'please enter mobile number!',
  mobileInvalid: 'your mobile number format is incorrect!',
  codeRequired: 'please enter the captcha!',
  emailInvalid: 'The e-mail address is not valid.',
  agreement: 'Please read and accept the agreement.',
  mobileExists: 'This mobile number is already registered.',
} as const;

const isFree = (field: 'username' | 'phone', value: string) => isFreeOn(baseUrl(), field, value);

test.describe('registration', () => {
  test('registers with an SMS code, signs in with the password, changes it, logs out, then signs in by phone', async ({ open }) => {
    test.setTimeout(120_000);
    const { page, errors } = await open({ baseURL: baseUrl() });
    const login = new LoginPage(page);
    const account = { username: freshUsername(), password: PASSWORD, mobile: freshMobile(), email: freshEmail() };
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill(account);
    const codeSentAt = await register.codes.requestAndFillCode(account.mobile);
    // The button counts down once the code is on its way (phone-login.spec.ts covers the countdown itself).
    await expect(register.codes.getCode()).toBeDisabled();
    await expect(register.codes.getCode()).toHaveText(/^Resend in \d+ s$/);

    const sent = page.waitForRequest((request) => request.url().endsWith('/customer/register'));
    await register.submit().click();
    expect((await sent).postDataJSON()).toMatchObject({ username: account.username, mobile: account.mobile, email: account.email, agreement: true });
    await page.waitForURL((url) => url.pathname === '/user/register-result');
    await expect(page.getByText('Your account has been created')).toBeVisible();
    expect(await isFree('username', account.username)).toBe(false);
    expect(await isFree('phone', account.mobile)).toBe(false);

    // The result page leads to the login page: username, password and captcha.
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await login.signIn(account);
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    const accountPage = new AccountPage(page);
    await accountPage.goto();
    await accountPage.expectUsername(account.username);

    // Change the password on the security tab; the new one is what works from now on.
    await accountPage.openSecurity();
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password', { exact: true }).fill(account.password);
    await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await change.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Your password has been changed.')).toBeVisible();
    expect((await apiLoginReply(baseUrl(), { username: account.username, password: account.password })).status).toBe(400);
    expect((await apiLoginReply(baseUrl(), { username: account.username, password: NEW_PASSWORD })).status).toBe(200);
    const redirect = await accountPage.logOut();

    // A number that has an account cannot ask for a sign-up code again; the button is idle at once.
    const again = await open({ baseURL: baseUrl() });
    const secondForm = new RegisterPage(again.page);
    await secondForm.goto();
    await secondForm.codes.mobile().fill(account.mobile);
    expect((await secondForm.codes.clickGetCode()).status()).toBe(400);
    await expect(notice(again.page, MESSAGES.mobileExists)).toBeVisible();
    await expect(secondForm.codes.getCode()).toBeEnabled();
    await expect(secondForm.codes.getCode()).toHaveText('Get code');

    // Phone login with the registered number. The server sends one code a minute to a number, and this one
    // had the sign-up code moments ago: wait for the minute to pass.
    await waitForResend(codeSentAt);
    const phone = new PhoneLoginPanel(page);
    await phone.open();
    await phone.signIn(account.mobile);
    await page.waitForURL((url) => url.pathname + url.search === redirect);
    await accountPage.ready();
    await accountPage.expectUsername(account.username);
    expect(errors).toEqual([]);
    expect(unexpectedErrors(again.errors, 400)).toEqual([]);
  });

  test('is linked from the login page, and shows the field messages for missing and invalid input without calling anything', async ({ open }) => {
    const { page, errors } = await open({ baseURL: baseUrl() });
    const calls = countCalls(page, '/customer/register', '/customer/sms');
    const register = new RegisterPage(page);
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user/register');
    await register.ready();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

    const expectError = (label: string, message: string) => expectFieldError(page, label, message);
    await register.submit().click();
    await expectError('Username', MESSAGES.usernameRequired);
    await expectError('Password', MESSAGES.passwordRequired);
    await expectError('Confirm password', MESSAGES.passwordRequired);
    await expectError('Mobile number', MESSAGES.mobileRequired);
    await expectError('SMS code', MESSAGES.codeRequired);
    await expectError('E-mail (optional)', '');
    await expect(page.getByText(MESSAGES.agreement, { exact: true })).toHaveCount(1);

    for (const username of ['abc', 'bad name', 'user-name', 'lab!user']) {
      await register.username().fill(username);
      await expectError('Username', MESSAGES.usernameRule);
    }
    // At most 18 characters can be typed; spaces around a valid name are trimmed.
    await register.username().fill('u'.repeat(25));
    await expect(register.username()).toHaveValue('u'.repeat(18));
    await register.username().fill('  lab_user_01  ');
    await expectError('Username', '');

    // The hint says the rule the check applies: 8 to 16 characters, two of the three classes (no symbol needed).
    await expect(hintOf(page, 'Password')).toHaveText('8 to 16 characters, with at least 2 of: letters, digits, symbols.');
    await register.password().fill('abc');
    await expectError('Password', MESSAGES.passwordRule);
    await register.password().fill('abcdefgh');
    await expectError('Password', MESSAGES.passwordLevel);
    await register.password().fill('abcd12345');
    await expectError('Password', '');
    // Registration passwords are 8 to 16 characters: the field takes no more.
    await register.password().fill('Abcdefgh-12345678');
    await expect(register.password()).toHaveValue('Abcdefgh-1234567');
    await expectError('Password', '');
    await register.confirm().fill('Abcdefgh-1234568');
    await expectError('Confirm password', MESSAGES.mismatch);

    for (const mobile of ['1391234567', '12912345678', '139123456789', '1391234567a']) {
      await register.codes.mobile().fill(mobile);
      await expectError('Mobile number', MESSAGES.mobileInvalid);
    }
    // Asking for a code with a malformed number shows why and sends nothing.
    await register.codes.getCode().click();
    await expectError('Mobile number', MESSAGES.mobileInvalid);
    await expect(register.codes.getCode()).toHaveText('Get code');

    await register.email().fill('not-an-e-mail');
    await expectError('E-mail (optional)', MESSAGES.emailInvalid);
    await register.agreement().check();
    await register.codes.code().fill('123456');
    await register.submit().click();
    // The form has checked this submit once the malformed fields' messages are back; a call would have started by then.
    await expectError('Mobile number', MESSAGES.mobileInvalid);
    await expectError('E-mail (optional)', MESSAGES.emailInvalid);
    await pageSettled(page);
    expect(calls()).toBe(0);
    await expect(page).toHaveURL((url) => url.pathname === '/user/register');
    expect(errors).toEqual([]);
  });

  test('reports a username that is already taken, and registers once another is chosen', async ({ open }) => {
    const { page, errors } = await open({ baseURL: baseUrl() });
    const register = new RegisterPage(page);
    await register.goto();
    const mobile = freshMobile();
    await register.fill({ username: DEMO_USER.username, password: PASSWORD, mobile });
    await register.codes.requestAndFillCode(mobile);

    const reply = page.waitForResponse((response) => response.url().endsWith('/customer/register'));
    await register.submit().click();
    expect((await reply).status()).toBe(400);
    await expect(notice(page, MESSAGES.usernameTaken)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/user/register');
    expect(await isFree('phone', mobile)).toBe(true);

    // The code was not spent on the refused attempt.
    const username = freshUsername();
    await register.username().fill(username);
    await register.submit().click();
    await page.waitForURL((url) => url.pathname === '/user/register-result');
    expect(await isFree('username', username)).toBe(false);
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });
});
