import { apiRequestCode, freshEmail, freshMobile, freshUsername } from './codes';

/** The API base of every portal under test (support/portal.ts pins API_BASE_PATH). */
const API = '/jeecg-boot';

export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

export type Credentials = { username: string; password: string };

/** The account every fresh portal is seeded with. Never change its password on the shared portal. */
export const DEMO_USER: Credentials = { username: 'demo', password: 'Demo@2026!' };

type Envelope<T> = { success?: boolean; code?: number; message?: string; result?: T };

/** A fresh checkKey in the shape the web app uses (a timestamp), made unique within this process. */
let keyCounter = 0;
export function newCheckKey(): string {
  keyCounter += 1;
  return `e2e-${Date.now()}-${process.pid}-${keyCounter}`;
}

/**
 * The answer to the captcha issued for `checkKey`, read through the test-mode endpoint
 * GET /test-support/captcha/{checkKey} (present only with PORTAL_ENV=test). Fails if the portal never issued it.
 */
export async function solveCaptcha(baseUrl: string, checkKey: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/test-support/captcha/${encodeURIComponent(checkKey)}`);
  if (response.status !== 200) throw new Error(`no captcha answer for checkKey ${checkKey}: HTTP ${response.status}`);
  const answer = ((await response.json()) as Envelope<unknown>).result;
  if (typeof answer !== 'string' || answer.length === 0) throw new Error(`captcha answer for ${checkKey} is not a string`);
  return answer;
}

/** Asks the portal for a captcha image under a new key, as the login page does, and returns the key and its answer. */
export async function issueCaptcha(baseUrl: string): Promise<{ checkKey: string; answer: string; image: string }> {
  const checkKey = newCheckKey();
  const response = await fetch(`${baseUrl}${API}/sys/randomImage/${checkKey}`);
  if (response.status !== 200) throw new Error(`randomImage answered HTTP ${response.status}`);
  const image = ((await response.json()) as Envelope<unknown>).result;
  if (typeof image !== 'string' || !image.startsWith('data:image/')) throw new Error('randomImage returned no image data URL');
  return { checkKey, answer: await solveCaptcha(baseUrl, checkKey), image };
}

export type LoginReply = { status: number; body: Envelope<{ token?: unknown }> };

/** POST /by-order-client/customer/login with a freshly solved captcha; the raw reply. */
export async function apiLoginReply(baseUrl: string, credentials: Credentials): Promise<LoginReply> {
  const { checkKey, answer } = await issueCaptcha(baseUrl);
  const response = await fetch(`${baseUrl}${API}/by-order-client/customer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ ...credentials, captcha: answer, checkKey }),
  });
  return { status: response.status, body: (await response.json()) as LoginReply['body'] };
}

/** Logs in through the API (captcha solved) and returns the session token; throws on any failure. */
export async function apiLogin(baseUrl: string, credentials: Credentials = DEMO_USER): Promise<string> {
  const { status, body } = await apiLoginReply(baseUrl, credentials);
  const token = body.result?.token;
  if (status !== 200 || typeof token !== 'string' || token.length === 0) {
    throw new Error(`login as ${credentials.username} failed: HTTP ${status} ${JSON.stringify(body)}`);
  }
  return token;
}

/** The HTTP status of GET /by-order-client/customer/info for the token: 200 while the session lives, 401 after. */
export async function sessionStatus(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}${API}/by-order-client/customer/info`, { headers: { [ACCESS_TOKEN_HEADER]: token } });
  await response.body?.cancel();
  return response.status;
}

/** GET checkOnlyUser: whether a username, phone or e-mail is still free. */
export async function isFree(baseUrl: string, field: 'username' | 'phone' | 'email', value: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}${API}/by-order-client/customer/checkOnlyUser?${field}=${encodeURIComponent(value)}`);
  return ((await response.json()) as Envelope<{ available: boolean }>).result?.available ?? false;
}

export type RegisteredAccount = Credentials & { mobile: string; email: string; codeSentAt: Date };

/**
 * Registers a fresh account through the API as the register page does: an SMS code (smsmode 1) to a fresh number,
 * read from the development inbox, then POST /by-order-client/customer/register. `codeSentAt` tells when the number
 * may have its next code (support/codes.ts `waitForResend`).
 */
export async function apiRegister(baseUrl: string, overrides: Partial<Credentials & { mobile: string; email: string }> = {}): Promise<RegisteredAccount> {
  const account = {
    username: overrides.username ?? freshUsername(),
    password: overrides.password ?? 'Assay-Plate-42',
    mobile: overrides.mobile ?? freshMobile(),
    email: overrides.email ?? freshEmail(),
  };
  const { code, sentAt } = await apiRequestCode(baseUrl, { mobile: account.mobile, smsmode: '1' });
  const response = await fetch(`${baseUrl}${API}/by-order-client/customer/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ ...account, smscode: code, agreement: true }),
  });
  if (response.status !== 200) throw new Error(`registering ${account.username} failed: HTTP ${response.status} ${await response.text()}`);
  await response.body?.cancel();
  return { ...account, codeSentAt: sentAt };
}
