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
