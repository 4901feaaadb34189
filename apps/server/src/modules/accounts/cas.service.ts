import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { customerLinkedTo } from './external-identities.service.js';
import { type SessionStart, completeLogin } from './login.service.js';

const PROVIDER = 'cas';

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function element(xml: string, name: string): string | null {
  const match = new RegExp(`<cas:${name}>([^<]*)</cas:${name}>`).exec(xml);
  return match?.[1] ? decodeXml(match[1].trim()) : null;
}

/**
 * Single sign-on: the CAS server (CAS protocol 3, /p3/serviceValidate) vouches for the ticket; the CAS user
 * is linked to a customer on first sign-in. A ticket the server does not confirm answers 400.
 */
export async function loginWithCasTicket(
  db: Database,
  casServerUrl: string,
  input: { ticket: string; service: string },
  fetchImpl: typeof fetch = fetch,
): Promise<SessionStart> {
  const url = new URL(`${casServerUrl.replace(/\/$/, '')}/p3/serviceValidate`);
  url.searchParams.set('ticket', input.ticket);
  url.searchParams.set('service', input.service);
  let xml: string;
  try {
    const reply = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    xml = reply.ok ? await reply.text() : '';
  } catch {
    throw new AppError(503, 'unavailable');
  }
  const subject = xml.includes('<cas:authenticationSuccess>') ? element(xml, 'user') : null;
  if (!subject) throw new AppError(400, 'casTicketInvalid');
  const customer = await customerLinkedTo(
    db,
    { provider: PROVIDER, subject },
    { username: subject, realname: element(xml, 'displayName') ?? element(xml, 'name') ?? '', email: element(xml, 'email')?.toLowerCase() ?? null },
  );
  return completeLogin(db, customer);
}
