import type { Locator, Page, Route } from '@playwright/test';
import { type RegisteredAccount, apiRegister } from '../support/accounts';
import { PhoneLoginPanel, countCalls, pageSettled, unexpectedErrors } from '../support/account-pages';
import { expectFieldError, notice } from '../support/antd';
import { codeSentTo, freshMobile, waitForResend } from '../support/codes';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import { expect, type Open, test } from '../support/test';

// The get-code button of the phone login (spec sections 4, 5, 8), on a Chinese-edition portal of its own (the spec's
// mobile rules), visited in English unless a test says otherwise. Most numbers here have no account: the server
// answers as for a registered one (it does not tell which numbers are registered) and sends nothing.
const baseUrl = usePortal({ EDITION: 'zh' });

const SMS_PATH = '/jeecg-boot/by-order-client/customer/sms';

const MESSAGES = {
  required: 'please enter mobile number!',
  invalid: 'your mobile number format is incorrect!',
  codeRequired: 'please enter the captcha!',
  agreement: 'Please read and accept the agreement.',
  sent: 'SMS sent!',
  serverError: 'Server error!',
} as const;

/**
 * The phone tab of the login page on Playwright's fake clock, paused once the page works, so the countdown only
 * moves when the test moves the clock.
 */
async function openOnPausedClock(open: Open) {
  const session = await open({ baseURL: baseUrl() });
  await session.page.clock.install();
  const phone = new PhoneLoginPanel(session.page);
  await phone.goto();
  await session.page.clock.pauseAt(Date.now() + 1_000);
  return { ...session, phone };
}

/**
 * Moves the page's clock a second at a time, expecting the button to read `Resend in N s` (disabled) each time, and
 * 'Get code' at 0. (One `fastForward` over the whole minute would not do: each tick's timer is set by React after
 * the previous tick has rendered, so a single jump fires only the first.)
 */
async function expectCountdown(page: Page, phone: PhoneLoginPanel, from: number, to: number): Promise<void> {
  const button = phone.codes.getCode();
  for (let seconds = from; seconds >= to; seconds -= 1) {
    await page.clock.runFor(1_000);
    await expect(button).toHaveText(seconds > 0 ? `Resend in ${seconds} s` : 'Get code', { timeout: 2_000 });
    if (seconds > 0) await expect(button, `disabled with ${seconds} s left`).toBeDisabled();
    else await expect(button).toBeEnabled();
  }
}

/** Spec section 8: the login form reports a failed code request as the notification 'failed to get captcha' with the reason. */
function failureReport(page: Page, reason: string): Locator {
  return notice(page, 'failed to get captcha').filter({ hasText: reason });
}

/** Holds the page's next code request until the returned function answers (or fails) it. */
function holdCodeRequest(page: Page): Promise<(answer: (route: Route) => Promise<void>) => Promise<void>> {
  return new Promise((resolve) => {
    void page.route(`**${SMS_PATH}`, (route) => resolve((answer) => answer(route)), { times: 1 });
  });
}

test.describe('phone login: get-code button', () => {
  test('is disabled and counts down from 60 s after a valid number, then is idle again', async ({ open }) => {
    const { page, phone, errors } = await openOnPausedClock(open);
    const button = phone.codes.getCode();
    await expect(button).toHaveText('Get code');
    await expect(button).toBeEnabled();

    const mobile = freshMobile();
    await phone.codes.mobile().fill(mobile);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(SMS_PATH));
    const reply = await phone.codes.clickGetCode();
    expect(reply.status()).toBe(200);
    expect((await request).postDataJSON()).toEqual({ mobile, smsmode: '0' });
    await expect(notice(page, MESSAGES.sent)).toBeVisible();

    await expect(button).toHaveText('Resend in 60 s');
    await expect(button).toBeDisabled();
    await expectCountdown(page, phone, 59, 0);
    await expect(button).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('resets at once when the request fails: server error, network failure, server refusal', async ({ open }) => {
    const { page, phone, errors } = await openOnPausedClock(open);
    const button = phone.codes.getCode();
    const mobile = freshMobile();
    await phone.codes.mobile().fill(mobile);

    // A 500 from the server, held until the button has started counting.
    const held = holdCodeRequest(page);
    await button.click();
    const answer = await held;
    await expect(button).toHaveText('Resend in 60 s');
    await expect(button).toBeDisabled();
    await answer((route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'gateway down' }));
    await expect(failureReport(page, MESSAGES.serverError)).toBeVisible();
    await expect(button).toHaveText('Get code', { timeout: 2_000 });
    await expect(button).toBeEnabled();

    // No reply at all.
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith(SMS_PATH));
    await page.route(`**${SMS_PATH}`, (route) => route.abort('connectionreset'), { times: 1 });
    await button.click();
    await aborted;
    await expect(button).toHaveText('Get code', { timeout: 2_000 });
    await expect(button).toBeEnabled();

    // The real server: the first code is sent, then the same number asks again within the minute (from a new page).
    expect((await phone.codes.clickGetCode()).status()).toBe(200);
    await expect(button).toHaveText('Resend in 60 s');
    await page.reload();
    await phone.open();
    await phone.codes.mobile().fill(mobile);
    const refused = await phone.codes.clickGetCode();
    expect(refused.status()).toBe(429);
    const refusal = (await refused.json()) as { message: string };
    expect(refusal.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    await expect(failureReport(page, refusal.message)).toBeVisible();
    await expect(button).toHaveText('Get code', { timeout: 2_000 });
    await expect(button).toBeEnabled();

    // The warnings are those of spec section 8; the browser logs the failed calls themselves.
    expect(unexpectedErrors(errors, 500, 429).filter((error) => !error.includes('net::ERR_CONNECTION_RESET'))).toEqual([]);
  });

  test('checks the mobile number before sending (empty, malformed), trims spaces, and needs the code and agreement', async ({ open }) => {
    const { page, errors } = await open({ baseURL: baseUrl() });
    const phone = new PhoneLoginPanel(page);
    const smsCalls = countCalls(page, '/customer/sms');
    const loginCalls = countCalls(page, '/customer/loginByCode');
    await phone.goto();
    const button = phone.codes.getCode();
    const expectMobileError = (message: string) => expectFieldError(phone.panel(), 'Mobile number', message);

    await button.click();
    await expectMobileError(MESSAGES.required);
    await phone.codes.mobile().fill('   ');
    await button.click();
    await expectMobileError(MESSAGES.required);
    for (const malformed of ['1391234567', '139123456789', '12912345678', '23912345678', '139 1234 5678', '+8613912345678', 'abcdefghijk']) {
      await phone.codes.mobile().fill(malformed);
      await button.click();
      await expectMobileError(MESSAGES.invalid);
      await expect(button, malformed).toHaveText('Get code');
    }
    // At most 45 characters can be typed.
    await phone.codes.mobile().fill('1'.repeat(60));
    await expect(phone.codes.mobile()).toHaveValue('1'.repeat(45));
    await pageSettled(page);
    expect(smsCalls()).toBe(0);

    // Spaces around a valid number are dropped, in the check and in the request.
    const mobile = freshMobile();
    await phone.codes.mobile().fill(`  ${mobile}  `);
    await expectMobileError('');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(SMS_PATH));
    expect((await phone.codes.clickGetCode()).status()).toBe(200);
    expect((await request).postDataJSON()).toEqual({ mobile, smsmode: '0' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/^Resend in (60|59) s$/);

    // Logging in needs the code and the agreement.
    await phone.submit().click();
    await expectFieldError(phone.panel(), 'SMS code', MESSAGES.codeRequired);
    await expect(phone.panel().getByText(MESSAGES.agreement, { exact: true })).toHaveCount(1);
    await phone.codes.code().fill('   ');
    await phone.submit().click();
    await expectFieldError(phone.panel(), 'SMS code', MESSAGES.codeRequired);
    await pageSettled(page);
    expect(loginCalls()).toBe(0);
    expect(smsCalls()).toBe(1);
    expect(errors).toEqual([]);
  });
});

/** The phone tab of the login page in Chinese, as the spec writes its messages. */
async function openChinesePhoneTab(page: Page): Promise<Locator> {
  await page.goto('/user/login');
  await waitForAppReady(page, 'form');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  const panel = page.getByRole('tabpanel', { name: '手机号登录' });
  await expect(panel.getByRole('textbox', { name: '手机号', exact: true })).toBeVisible();
  return panel;
}

test.describe('phone login: the messages of spec section 8', () => {
  // Registered first, so that the number's one-code-a-minute wait runs while the first test does.
  let account: RegisteredAccount | undefined;
  test.beforeAll(async () => {
    account = await apiRegister(baseUrl());
  });

  test('says 手机短信已发送！ when the code is sent, and 服务器错误！ when the server fails', async ({ open }) => {
    const { page, errors } = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
    const panel = await openChinesePhoneTab(page);
    await panel.getByRole('textbox', { name: '手机号', exact: true }).fill(freshMobile());
    await panel.getByTestId('sms-code-button').click();
    await expect(notice(page, '手机短信已发送！')).toBeVisible();

    await page.route(`**${SMS_PATH}`, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'gateway down' }), { times: 1 });
    const again = await openChinesePhoneTab(page);
    await again.getByRole('textbox', { name: '手机号', exact: true }).fill(freshMobile());
    await again.getByTestId('sms-code-button').click();
    await expect(notice(page, '获取验证码失败').filter({ hasText: '服务器错误！' })).toBeVisible();
    expect(unexpectedErrors(errors, 500)).toEqual([]);
  });

  test('says 登录成功！ after a phone login and loads the page afresh', async ({ open }) => {
    test.setTimeout(120_000);
    if (!account) throw new Error('the account of this test was not registered');
    const { page, errors } = await open({ baseURL: baseUrl(), locale: 'zh-CN' });
    const panel = await openChinesePhoneTab(page);
    await waitForResend(account.codeSentAt);
    await panel.getByRole('textbox', { name: '手机号', exact: true }).fill(account.mobile);
    const sentAt = new Date();
    await panel.getByTestId('sms-code-button').click();
    await panel.getByRole('textbox', { name: '短信验证码' }).fill(await codeSentTo(baseUrl(), account.mobile, sentAt));
    await panel.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
    // A mark only this page load carries: a reload loses it, a move within the app keeps it.
    await page.evaluate(() => Object.assign(window, { beforeLogin: true }));
    await panel.getByRole('button', { name: /^(loading )?登\s?录$/ }).click();
    await expect(notice(page, '登录成功！')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/abinvivo/Home');
    await waitForAppReady(page, 'body');
    expect(await page.evaluate(() => 'beforeLogin' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});
