import { isFree } from '../support/accounts';
import { AlterationPage, CodeFields, PhoneLoginPanel, RegisterPage } from '../support/account-pages';
import { expectFieldError, notice } from '../support/antd';
import { freshEmail, freshUsername, waitForResend } from '../support/codes';
import { AccountPage, LoginPage } from '../support/pages';
import { baseUrl, expect, test } from '../support/test';

// The international edition (the shared portal): an overseas researcher registers and signs in with nothing but an
// e-mail address, and phone numbers are asked with their country code.

const PASSWORD = 'Assay-Plate-42';
const HINT = '8 to 16 characters, with at least 2 of: letters, digits, symbols.';
const PHONE_INVALID = 'Enter a valid phone number with its country code, for example +44 20 7946 0958.';

test.describe('international edition accounts', () => {
  test('registers with only an e-mail address and its code from the inbox, then signs in by password and by e-mail code', async ({ open }) => {
    test.setTimeout(120_000);
    const { page, errors } = await open();
    const account = { username: freshUsername(), password: PASSWORD, email: freshEmail() };
    const register = new RegisterPage(page);
    await register.goto();
    await expect(register.codes.mobile(), 'no mobile number is asked for').toHaveCount(0);
    await expect(register.password()).toHaveAccessibleDescription(HINT);
    await register.username().fill(account.username);
    await register.password().fill(account.password);
    await register.confirm().fill(account.password);
    const codeRequest = page.waitForRequest((request) => request.url().endsWith('/customer/emailCode'));
    const codeSentAt = await register.codes.requestAndFillEmailCode(account.email);
    expect((await codeRequest).postDataJSON()).toEqual({ email: account.email, smsmode: '1' });
    await register.agreement().check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/customer/register'));
    await register.submit().click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ username: account.username, email: account.email, agreement: true });
    expect(body).not.toHaveProperty('mobile');
    await page.waitForURL((url) => url.pathname === '/user/register-result');
    await expect(page.getByText('or with a code sent to your e-mail address')).toBeVisible();
    expect(await isFree(baseUrl, 'email', account.email)).toBe(false);

    // By password.
    // Made before the login page opens, so it sees the captcha that page asks for at once.
    const login = new LoginPage(page);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await login.signIn(account);
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    const accountPage = new AccountPage(page);
    await accountPage.goto();
    await accountPage.expectUsername(account.username);
    const redirect = await accountPage.logOut();

    // By e-mail code, on the code tab, which starts with e-mail here; the page loads afresh after 'Logged in!'. The
    // address had its sign-up code moments ago: the server sends the next one a minute later.
    const codeLogin = new PhoneLoginPanel(page, 'Code login');
    await codeLogin.open();
    await expect(codeLogin.codes.email()).toBeVisible();
    await waitForResend(codeSentAt);
    await codeLogin.signIn({ email: account.email });
    await expect(notice(page, 'Logged in!')).toBeVisible();
    await page.waitForURL((url) => url.pathname + url.search === redirect);
    await accountPage.ready();
    await accountPage.expectUsername(account.username);
    expect(errors).toEqual([]);
  });

  test('asks for phone numbers with their country code: the code login sends E.164, a number without its code is refused', async ({ open }) => {
    const { page, errors } = await open();
    const codeLogin = new PhoneLoginPanel(page, 'Code login');
    await codeLogin.goto();
    await codeLogin.codes.chooseChannel('Phone code');
    const countryCode = codeLogin.panel().getByRole('combobox', { name: 'Country code' });
    // antd shows the chosen value beside the combobox, as text of the select that neither names nor describes it.
    const chosenCountryCode = codeLogin
      .panel()
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Country code' }) });
    // The browser's region (en-US) is chosen until the customer picks another.
    await expect(chosenCountryCode).toHaveText('+1');

    await codeLogin.codes.mobile().fill('020 7946 0958');
    await codeLogin.codes.getCode().click();
    await expectFieldError(codeLogin.panel(), 'Mobile number', PHONE_INVALID);

    await countryCode.click();
    await countryCode.fill('United Kingdom');
    await page.keyboard.press('Enter');
    await expectFieldError(codeLogin.panel(), 'Mobile number', '');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/customer/sms'));
    expect((await codeLogin.codes.clickGetCode()).status()).toBe(200);
    expect((await request).postDataJSON()).toEqual({ mobile: '+442079460958', smsmode: '0' });
    expect(errors).toEqual([]);
  });

  test('starts the password reset with e-mail and states the password rule it checks', async ({ open }) => {
    const { page, errors } = await open();
    const form = new AlterationPage(page);
    await form.goto();
    const codes = new CodeFields(page);
    await expect(codes.email()).toBeVisible();
    await expect(codes.mobile()).toHaveCount(0);
    await expect(form.newPassword()).toHaveAccessibleDescription(HINT);
    // Letters and digits without a symbol are two classes: enough.
    await form.newPassword().fill('abcd12345');
    await expectFieldError(page, 'New password', '');
    expect(errors).toEqual([]);
  });
});
