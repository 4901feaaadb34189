import { issueCaptcha, newCheckKey, solveCaptcha } from '../support/accounts';
import { type Portal, startPortal } from '../support/portal';
import { expect, test } from '../support/test';

// The captcha contract the login form and support/accounts.ts rely on, on portals of this file's own: the
// login route allows 20 attempts a minute from one address, and the shared portal needs those for the browser specs.
let testPortal: Portal | undefined;
let productionPortal: Portal | undefined;

test.beforeAll(async () => {
  [testPortal, productionPortal] = await Promise.all([
    startPortal(),
    startPortal({ PORTAL_ENV: 'production', SIGNING_SECRET: 'e2e-production-signing-secret-0123' }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([testPortal?.stop(), productionPortal?.stop()]);
});

function baseUrlOf(portal: Portal | undefined): string {
  if (!portal) throw new Error('a captcha portal did not start');
  return portal.baseUrl;
}

const CAPTCHA_WRONG = 'The verification code is wrong or has expired. Please try the new one.';
const BAD_CREDENTIALS = 'Incorrect username or password';

let attempt = 0;
/**
 * One password login with the given captcha, as an account that does not exist: a captcha the server accepts
 * answers with the credentials message, a refused one with the captcha message. A new username each time keeps
 * clear of the per-account throttle.
 */
async function loginMessage(baseUrl: string, checkKey: string, captcha: string): Promise<string | undefined> {
  attempt += 1;
  const response = await fetch(`${baseUrl}/jeecg-boot/by-order-client/customer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ username: `e2e-nobody-${attempt}`, password: 'Nobody@2026!', captcha, checkKey }),
  });
  expect(response.status).toBe(400);
  return ((await response.json()) as { message?: string }).message;
}

/** Swaps the case of every letter: the answer as a visitor might type it. */
function swapCase(text: string): string {
  return [...text].map((character) => (character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase())).join('');
}

test.describe('captcha (own portals)', () => {
  test('issues a 4-character answer with an SVG image, readable through the test-support endpoint in test mode', async () => {
    const baseUrl = baseUrlOf(testPortal);
    const { checkKey, answer, image } = await issueCaptcha(baseUrl);
    expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    // The answer is drawn as paths, never as text in the SVG.
    expect(Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8')).not.toContain(answer);
    expect(await solveCaptcha(baseUrl, checkKey)).toBe(answer);

    const unknown = await fetch(`${baseUrl}/jeecg-boot/test-support/captcha/${newCheckKey()}`);
    expect(unknown.status).toBe(404);
  });

  test('has no test-support endpoint in production', async () => {
    const baseUrl = baseUrlOf(productionPortal);
    const checkKey = newCheckKey();
    const image = await fetch(`${baseUrl}/jeecg-boot/sys/randomImage/${checkKey}`);
    expect(image.status).toBe(200);
    expect(((await image.json()) as { result?: string }).result).toMatch(/^data:image\/svg\+xml;base64,/);

    const answer = await fetch(`${baseUrl}/jeecg-boot/test-support/captcha/${checkKey}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toMatch(/"result":"[A-Za-z0-9]{4}"/);
  });

  test('accepts the answer in any letter case, once', async () => {
    const baseUrl = baseUrlOf(testPortal);
    const { checkKey, answer } = await issueCaptcha(baseUrl);
    expect(await loginMessage(baseUrl, checkKey, ` ${swapCase(answer)} `)).toBe(BAD_CREDENTIALS);
    expect(await loginMessage(baseUrl, checkKey, answer), 'the captcha was spent by the first attempt').toBe(CAPTCHA_WRONG);
  });

  test('is spent by a wrong answer too', async () => {
    const baseUrl = baseUrlOf(testPortal);
    const { checkKey, answer } = await issueCaptcha(baseUrl);
    expect(await loginMessage(baseUrl, checkKey, answer === '2222' ? '3333' : '2222')).toBe(CAPTCHA_WRONG);
    expect(await loginMessage(baseUrl, checkKey, answer)).toBe(CAPTCHA_WRONG);
  });

  test('refuses a key it never issued, and a malformed key', async () => {
    const baseUrl = baseUrlOf(testPortal);
    expect(await loginMessage(baseUrl, newCheckKey(), 'ABCD')).toBe(CAPTCHA_WRONG);
    for (const key of ['a'.repeat(65), 'bad.key', 'bad%20key']) {
      const response = await fetch(`${baseUrl}/jeecg-boot/sys/randomImage/${key}`);
      expect(response.status, `checkKey '${key}'`).toBe(400);
    }
    const longest = await fetch(`${baseUrl}/jeecg-boot/sys/randomImage/${'a'.repeat(64)}`);
    expect(longest.status).toBe(200);
  });
});
