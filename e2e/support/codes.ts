import { randomInt } from 'node:crypto';
import { expect } from './test';

/**
 * Verification codes (SMS and e-mail) on a portal under test. Outside production a portal keeps every message it
 * would have sent for its development inbox, GET /jeecg-boot/dev/messages (an HTML table, newest first, the last
 * 50 messages); the helpers here read the codes from there.
 *
 * The server's limits shape every spec that sends codes (apps/server/src/modules/accounts/codes.service.ts and
 * registration.routes.ts): one code per recipient per minute, whatever it is for; 10 a day per recipient; 30 a day
 * per client address (the whole suite is one address, 127.0.0.1); and 10 calls a minute per address to each of the
 * code routes (sms, emailCode, register, resetPassword, loginByCode). So every send goes to a fresh recipient
 * unless a flow needs the same one again, and then it waits for `waitForResend`.
 */

const API = '/jeecg-boot';

/** How long the server makes a recipient wait between two codes (CODE_RULES.resendAfterMs). */
export const CODE_RESEND_MS = 60_000;

/** A mainland mobile number (spec section 5: 11 digits, first 1, second 3 to 9), random so no two specs share one. */
export function freshMobile(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A random address at a reserved domain. */
export function freshEmail(): string {
  return `e2e.${randomInt(0, 2 ** 40).toString(36)}@example.org`;
}

/** A random username within the rule (4 to 18 letters, digits or underscores). */
export function freshUsername(): string {
  return `e2e_${randomInt(0, 2 ** 40).toString(36)}`;
}

export type InboxMessage = { time: Date; channel: string; recipient: string; subject: string; body: string };

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The development inbox, newest message first. */
export async function devInbox(baseUrl: string): Promise<InboxMessage[]> {
  const response = await fetch(`${baseUrl}${API}/dev/messages`);
  if (response.status !== 200) throw new Error(`the development inbox answered HTTP ${response.status}`);
  const html = await response.text();
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => {
    const cells = [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map(([, cell = '']) => unescapeHtml(cell));
    const [time = '', channel = '', recipient = '', subject = '', text = ''] = cells;
    return { time: new Date(time), channel, recipient, subject, body: text };
  });
}

/**
 * The code in the newest message to `recipient` queued at or after `since` (the portal runs on this machine's
 * clock); waits for the dispatcher to deliver it.
 */
export async function codeSentTo(baseUrl: string, recipient: string, since: Date, timeoutMs = 10_000): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await devInbox(baseUrl)).find((entry) => entry.recipient === recipient && entry.time.getTime() >= since.getTime());
        code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
        return code;
      },
      { timeout: timeoutMs, intervals: [100], message: `a code reaches ${recipient} since ${since.toISOString()}` },
    )
    .toBeDefined();
  return code ?? '';
}

export type CodeRequest = { mobile: string; smsmode: '0' | '1' | '2' } | { email: string; smsmode: '0' | '2' };

/** Asks for a code through the API (as the get-code button does) and returns it from the inbox. */
export async function apiRequestCode(baseUrl: string, request: CodeRequest): Promise<{ code: string; sentAt: Date }> {
  const sentAt = new Date();
  const [path, recipient] = 'mobile' in request ? ['sms', request.mobile] : ['emailCode', request.email];
  const response = await fetch(`${baseUrl}${API}/by-order-client/customer/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify(request),
  });
  if (response.status !== 200) throw new Error(`code for ${recipient}: HTTP ${response.status} ${await response.text()}`);
  await response.body?.cancel();
  return { code: await codeSentTo(baseUrl, recipient, sentAt), sentAt };
}

/**
 * Waits until the recipient of a code sent at `sentAt` may be sent another one. This is the server's clock rule (one
 * code a minute per recipient), not a wait for the page: nothing on the page or in the API shows the minute is over
 * short of asking for a code, which would spend the number's attempts, so the test waits it out on the clock.
 */
export async function waitForResend(sentAt: Date): Promise<void> {
  // A second's margin: the server dates the code when the request reaches it, a little after `sentAt`.
  const wait = sentAt.getTime() + CODE_RESEND_MS + 1_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
