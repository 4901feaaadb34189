import type { Page } from '@playwright/test';
import { DEMO_USER, solveCaptcha } from '../support/accounts';
import { formMessages } from '../support/antd';
import { AccountPage, HomePage, LoginPage } from '../support/pages';
import { baseUrl, cookieValue, expect, test } from '../support/test';

const CAPTCHA_WRONG = 'The verification code is wrong or has expired. Please try the new one.';
const BAD_CREDENTIALS = 'Incorrect username or password';

/** An answer of the captcha's length that can never be right ('0' and '1' are not among the captcha's characters). */
function wrongAnswerFor(answer: string): string {
  return [...answer].map((character) => (character === '0' ? '1' : '0')).join('');
}

/** Expects one 'Login failed' notification carrying `message`. */
async function expectLoginFailed(login: LoginPage, message: string): Promise<void> {
  await expect(login.failureNotices().filter({ hasText: message })).toHaveCount(1);
}

async function hasSessionCookie(page: Page): Promise<boolean> {
  return ((await cookieValue(page.context(), 'access_token')) ?? '').length > 0;
}

test.describe('login form', () => {
  test('signs in with the captcha and lands on the redirect target', async ({ open }) => {
    const { page, errors } = await open();
    const login = new LoginPage(page);
    await login.goto('/abinvivoAccount?tab=2');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/user/login?redirect=%2FabinvivoAccount%3Ftab%3D2');

    const { checkKey } = await login.currentCaptcha();
    expect(checkKey).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const loginRequest = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/customer/login'));
    await login.signIn(DEMO_USER);
    // The form sends the key of the captcha it showed, with the answer the visitor typed.
    const sent = (await loginRequest).postDataJSON() as { username?: string; captcha?: string; checkKey?: string };
    expect(sent.username).toBe(DEMO_USER.username);
    expect(sent.checkKey).toBe(checkKey);

    await page.waitForURL((target) => target.pathname === '/abinvivoAccount' && target.search === '?tab=2');
    expect(await hasSessionCookie(page)).toBe(true);
    await new AccountPage(page).expectUsername(DEMO_USER.username);
    expect(errors).toEqual([]);
  });

  test('keeps the session where no page script can read it (security.md S21)', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    await login.goto();
    const loginReply = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/customer/login'));
    await login.signIn(DEMO_USER);
    const reply = await loginReply;
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');

    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'access_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const token = cookie?.value ?? '';
    expect(token.length).toBeGreaterThan(30);
    // Nothing a script of the page can reach holds the token: not the cookies it sees, not storage, not the sign-in reply.
    const reachable = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'));
    expect(reachable).not.toContain(token);
    expect(((await reply.json()) as { result: { token: string } }).result.token).toBe('');
    // The signed-in app still works on the cookie alone.
    await page.goto(`${baseUrl}/abinvivoAccount`);
    await new AccountPage(page).expectUsername(DEMO_USER.username);
  });

  test('refuses a wrong captcha with the captcha message, then shows a new image and clears the field', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    const first = await login.goto();
    const answer = await solveCaptcha(baseUrl, first.checkKey);
    const requestsBefore = login.captchaRequestCount();

    await login.signIn(DEMO_USER, { captcha: wrongAnswerFor(answer) });
    await expectLoginFailed(login, CAPTCHA_WRONG);

    const second = await login.currentCaptcha(requestsBefore);
    expect(second.checkKey).not.toBe(first.checkKey);
    expect(second.src).not.toBe(first.src);
    await expect(login.captchaImage()).toHaveAttribute('src', second.src);
    await expect(login.captchaInput()).toHaveValue('');
    await expect(page).toHaveURL((url) => url.pathname === '/user/login');
    expect(await hasSessionCookie(page)).toBe(false);

    // The first captcha was spent by the failed attempt; the new one works.
    await login.captchaInput().fill(await solveCaptcha(baseUrl, second.checkKey));
    await login.submitButton().click();
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    expect(await hasSessionCookie(page)).toBe(true);
  });

  test('refuses a wrong password with the credentials message and refreshes the captcha', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    const first = await login.goto();
    const requestsBefore = login.captchaRequestCount();

    await login.signIn({ username: DEMO_USER.username, password: `${DEMO_USER.password}x` });
    await expectLoginFailed(login, BAD_CREDENTIALS);
    await expect(login.failureNotices().filter({ hasText: CAPTCHA_WRONG })).toHaveCount(0);

    const second = await login.currentCaptcha(requestsBefore);
    expect(second.checkKey).not.toBe(first.checkKey);
    expect(second.src).not.toBe(first.src);
    await expect(login.captchaInput()).toHaveValue('');
    expect(await hasSessionCookie(page)).toBe(false);

    // The right password with the new captcha signs in (and clears the failure count of the demo account).
    await login.password().fill(DEMO_USER.password);
    await login.captchaInput().fill(await solveCaptcha(baseUrl, second.checkKey));
    await login.submitButton().click();
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await expect(new HomePage(page).cards().first()).toBeVisible();
  });

  test('asks for the username, password, verification code and the agreement before calling the server', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    await login.goto();
    const requestsBefore = login.captchaRequestCount();
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/customer/login')) loginCalls += 1;
    });

    await login.submitButton().click();
    const explain = formMessages(page.locator('form'));
    await expect(explain).toHaveText([
      'Please enter your username.',
      'Please enter your password.',
      'Please enter the verification code.',
      'Please read and accept the agreement.',
    ]);

    // Everything filled in but the agreement: still no call.
    await login.username().fill(DEMO_USER.username);
    await login.password().fill(DEMO_USER.password);
    await login.captchaInput().fill(await login.captchaAnswer());
    await login.submitButton().click();
    // The form has reacted to this submit once only the agreement's message is left.
    await expect(explain).toHaveText(['Please read and accept the agreement.']);
    expect(loginCalls).toBe(0);
    expect(login.captchaRequestCount()).toBe(requestsBefore);
    await expect(page).toHaveURL((url) => url.pathname === '/user/login');
  });

  test('loads a new captcha when the image is clicked', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    const first = await login.goto();
    const requestsBefore = login.captchaRequestCount();

    await login.captchaButton().click();
    const second = await login.currentCaptcha(requestsBefore);
    expect(second.checkKey).not.toBe(first.checkKey);
    expect(second.src).not.toBe(first.src);

    await login.captchaButton().click();
    const third = await login.currentCaptcha(requestsBefore + 1);
    expect(new Set([first.checkKey, second.checkKey, third.checkKey]).size).toBe(3);
    await expect(login.captchaImage()).toHaveAttribute('src', third.src);
  });

  test('blocks pasting into the password field (and copying or cutting from it)', async ({ open }) => {
    const { page, context } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const login = new LoginPage(page);
    await login.goto();

    // A real paste from the clipboard: the username field takes it, which shows the paste itself works here.
    await page.evaluate(() => navigator.clipboard.writeText('Pasted@2026!'));
    await login.username().click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(login.username()).toHaveValue('Pasted@2026!');
    // A paste lands in the same task as its key press: once a key typed after it shows up, the paste would have too.
    await login.password().click();
    await page.keyboard.press('ControlOrMeta+V');
    await page.keyboard.type('Z');
    await expect(login.password()).toHaveValue('Z');
    await login.password().fill('');

    // The clipboard events themselves are cancelled on the password field, and only there.
    const cancelled = await login.password().evaluate((input) => {
      const send = (type: string) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', 'Pasted@2026!');
        return !input.dispatchEvent(new ClipboardEvent(type, { clipboardData, bubbles: true, cancelable: true }));
      };
      return { paste: send('paste'), copy: send('copy'), cut: send('cut') };
    });
    expect(cancelled).toEqual({ paste: true, copy: true, cut: true });
    const usernamePasteCancelled = await login.username().evaluate((input) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', 'x');
      return !input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    });
    expect(usernamePasteCancelled).toBe(false);
    await expect(login.password()).toHaveValue('');

    // Typing still works.
    await login.password().pressSequentially('Typed1!');
    await expect(login.password()).toHaveValue('Typed1!');
  });

  test('leaves Chinese characters out of the password as they are typed', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    await login.goto();

    await login.password().pressSequentially('Ab密码1，!');
    await expect(login.password()).toHaveValue('Ab1!');
    await login.password().fill('');
    await login.password().fill('中文Demo@2026!文');
    await expect(login.password()).toHaveValue('Demo@2026!');
    // The username field is not filtered.
    await login.username().fill('用户demo');
    await expect(login.username()).toHaveValue('用户demo');
  });

  test("keeps the username prefilled after logout with 'Remember me', and not without it", async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    const account = new AccountPage(page);

    await login.goto();
    await expect(login.rememberMe()).not.toBeChecked();
    await login.signIn(DEMO_USER, { rememberMe: false });
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await account.goto();
    expect(await account.logOut()).toBe('/abinvivoAccount?tab=security');
    await login.ready();
    expect(await hasSessionCookie(page)).toBe(false);
    await expect(login.username()).toHaveValue('');
    await expect(login.rememberMe()).not.toBeChecked();

    await login.signIn(DEMO_USER, { rememberMe: true });
    await page.waitForURL((url) => url.pathname === '/abinvivoAccount');
    await account.ready();
    await account.logOut();
    await login.ready();
    expect(await hasSessionCookie(page)).toBe(false);
    await expect(login.username()).toHaveValue(DEMO_USER.username);
    await expect(login.rememberMe()).toBeChecked();
    await expect(login.password()).toHaveValue('');

    // Also on a later, separate visit of the login page.
    await login.goto();
    await expect(login.username()).toHaveValue(DEMO_USER.username);
  });

  test('is in Chinese with ?lang=zh, including the failure notification', async ({ open }) => {
    const { page } = await open();
    const login = new LoginPage(page);
    const first = await login.goto('/user/login?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.getByLabel('用户名或邮箱').fill(DEMO_USER.username);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_USER.password);
    const captcha = page.getByLabel('验证码', { exact: true });
    await expect(captcha).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '记住我' })).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();

    const answer = await solveCaptcha(baseUrl, first.checkKey);
    await captcha.fill(wrongAnswerFor(answer));
    // antd spaces out a two-character Chinese button label ('登 录').
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '登录失败' })).toContainText('验证码错误或已失效，请输入新的验证码。');
  });
});
