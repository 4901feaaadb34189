import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PhoneLoginPanel, countCalls, toast, unexpectedErrors } from '../support/account-pages';
import { useBrowser } from '../support/browser';
import { freshMobile } from '../support/codes';

// The get-code button of the phone login (spec sections 4, 5, 8). The numbers here have no account: the server
// answers as for a registered one (it does not tell which numbers are registered) and sends nothing.
const { open } = useBrowser();

const SMS_PATH = '/jeecg-boot/by-order-client/customer/sms';

const MESSAGES = {
  required: 'please enter mobile number!',
  invalid: 'your mobile number format is incorrect!',
  codeRequired: 'please enter the captcha!',
  agreement: 'Please read and accept the agreement.',
  sent: 'The verification code has been sent.',
  requestFailed: 'The request failed, please try again later',
} as const;

/**
 * The phone tab of the login page on Playwright's fake clock, paused once the page works, so the countdown only
 * moves when the test moves the clock.
 */
async function openOnPausedClock() {
  const session = await open();
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
    await expect.poll(() => button.textContent(), { timeout: 2_000 }).toBe(seconds > 0 ? `Resend in ${seconds} s` : 'Get code');
    expect(await button.isDisabled(), `disabled with ${seconds} s left`).toBe(seconds > 0);
  }
}

/** Spec section 8: the login form reports a failed code request as the notification 'failed to get captcha' with the reason. */
function failureReport(page: Page, reason: string): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: 'failed to get captcha' }).filter({ hasText: reason });
}

/** Holds the page's next code request until the returned function answers (or fails) it. */
function holdCodeRequest(page: Page): Promise<(answer: (route: Route) => Promise<void>) => Promise<void>> {
  return new Promise((resolve) => {
    void page.route(`**${SMS_PATH}`, (route) => resolve((answer) => answer(route)), { times: 1 });
  });
}

describe('phone login: get-code button', () => {
  it('is disabled and counts down from 60 s after a valid number, then is idle again', async () => {
    const { page, phone, errors } = await openOnPausedClock();
    const button = phone.codes.getCode();
    expect(await button.textContent()).toBe('Get code');
    expect(await button.isEnabled()).toBe(true);

    const mobile = freshMobile();
    await phone.codes.mobile().fill(mobile);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(SMS_PATH));
    const reply = await phone.codes.clickGetCode();
    expect(reply.status()).toBe(200);
    expect((await request).postDataJSON()).toEqual({ mobile, smsmode: '0' });
    await toast(page, MESSAGES.sent).waitFor();

    expect(await button.textContent()).toBe('Resend in 60 s');
    expect(await button.isDisabled()).toBe(true);
    await expectCountdown(page, phone, 59, 0);
    expect(await button.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('resets at once when the request fails: server error, network failure, server refusal', async () => {
    const { page, phone, errors } = await openOnPausedClock();
    const button = phone.codes.getCode();
    const mobile = freshMobile();
    await phone.codes.mobile().fill(mobile);

    // A 500 from the server, held until the button has started counting.
    const held = holdCodeRequest(page);
    await button.click();
    const answer = await held;
    expect(await button.textContent()).toBe('Resend in 60 s');
    expect(await button.isDisabled()).toBe(true);
    await answer((route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'gateway down' }));
    await failureReport(page, MESSAGES.requestFailed).waitFor();
    await expect.poll(() => button.textContent(), { timeout: 2_000 }).toBe('Get code');
    expect(await button.isEnabled()).toBe(true);

    // No reply at all.
    await page.route(`**${SMS_PATH}`, (route) => route.abort('connectionreset'), { times: 1 });
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 2_000 }).toBe('Get code');
    expect(await button.isEnabled()).toBe(true);

    // The real server: the first code is sent, then the same number asks again within the minute (from a new page).
    expect((await phone.codes.clickGetCode()).status()).toBe(200);
    expect(await button.textContent()).toBe('Resend in 60 s');
    await page.reload();
    await phone.open();
    await phone.codes.mobile().fill(mobile);
    const refused = await phone.codes.clickGetCode();
    expect(refused.status()).toBe(429);
    const refusal = (await refused.json()) as { message: string };
    expect(refusal.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    await failureReport(page, refusal.message).waitFor();
    await expect.poll(() => button.textContent(), { timeout: 2_000 }).toBe('Get code');
    expect(await button.isEnabled()).toBe(true);

    // The warnings are those of spec section 8; the browser logs the failed calls themselves.
    expect(unexpectedErrors(errors, 500, 429).filter((error) => !error.includes('net::ERR_CONNECTION_RESET'))).toEqual([]);
  });

  it('checks the mobile number before sending (empty, malformed), trims spaces, and needs the code and agreement', async () => {
    const { page, errors } = await open();
    const phone = new PhoneLoginPanel(page);
    const smsCalls = countCalls(page, '/customer/sms');
    const loginCalls = countCalls(page, '/customer/loginByCode');
    await phone.goto();
    const button = phone.codes.getCode();
    const expectMobileError = (message: string) => expect.poll(() => phone.errorsOf('Mobile number'), { timeout: 5_000 }).toBe(message);

    await button.click();
    await expectMobileError(MESSAGES.required);
    await phone.codes.mobile().fill('   ');
    await button.click();
    await expectMobileError(MESSAGES.required);
    for (const malformed of ['1391234567', '139123456789', '12912345678', '23912345678', '139 1234 5678', '+8613912345678', 'abcdefghijk']) {
      await phone.codes.mobile().fill(malformed);
      await button.click();
      await expectMobileError(MESSAGES.invalid);
      expect(await button.textContent(), malformed).toBe('Get code');
    }
    // At most 45 characters can be typed.
    await phone.codes.mobile().fill('1'.repeat(60));
    expect(await phone.codes.mobile().inputValue()).toHaveLength(45);
    await page.waitForTimeout(300);
    expect(smsCalls()).toBe(0);

    // Spaces around a valid number are dropped, in the check and in the request.
    const mobile = freshMobile();
    await phone.codes.mobile().fill(`  ${mobile}  `);
    await expectMobileError('');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith(SMS_PATH));
    expect((await phone.codes.clickGetCode()).status()).toBe(200);
    expect((await request).postDataJSON()).toEqual({ mobile, smsmode: '0' });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.textContent()).toMatch(/^Resend in (60|59) s$/);

    // Logging in needs the code and the agreement.
    await phone.submit().click();
    await expect.poll(() => phone.errorsOf('SMS code'), { timeout: 5_000 }).toBe(MESSAGES.codeRequired);
    expect(await phone.panel().getByText(MESSAGES.agreement, { exact: true }).count()).toBe(1);
    await phone.codes.code().fill('   ');
    await phone.submit().click();
    await expect.poll(() => phone.errorsOf('SMS code'), { timeout: 5_000 }).toBe(MESSAGES.codeRequired);
    await page.waitForTimeout(300);
    expect(loginCalls()).toBe(0);
    expect(smsCalls()).toBe(1);
    expect(errors).toEqual([]);
  });
});
