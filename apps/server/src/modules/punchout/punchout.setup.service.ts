import {
  type CartKind,
  type Currency,
  type Language,
  type PriceGroup,
  PUNCHOUT_SESSION_TTL_MS,
  PUNCHOUT_TICKET_TTL_MS,
  type PunchoutOperation,
  isWebhookUrl,
} from '@portal/domain';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type SessionStart, chooseAttribute, clearAttribute, completeLogin, customerLinkedTo, findCustomerById } from '../accounts/index.js';
import { addToCart, removeAllCartLinesOf } from '../cart/index.js';
import { secretHash, secretMatches } from './punchout.auth.js';
import type { SetupItem } from './punchout.cxml.js';
import { type BuyerRow, type SessionRow, buyerByIdentity, insertDocument, insertSession, takeTicket } from './punchout.repository.js';

/** The deployment a buyer punches out to: its cart, language and currency, and the address its pages answer at. */
export type PunchoutSite = { cart: Exclude<CartKind, 'carrier'>; language: Language; currency: Currency; origin: string };

export type SessionOpening = {
  buyer: BuyerRow;
  operation: PunchoutOperation;
  buyerCookie: string;
  returnUrl: string;
  ociTarget: string;
  userName: string;
  userEmail: string;
  items: SetupItem[];
};

/** `<session>:<pack>`: the auxiliary id every transferred line carries, so an edit or an order finds its pack and session. */
export function auxiliaryId(sessionId: string, packId: string): string {
  return `${sessionId}:${packId}`;
}

export function readAuxiliaryId(value: string): { sessionId: string | null; packId: string } {
  const [first = '', second] = value.split(':');
  return second === undefined ? { sessionId: null, packId: first } : { sessionId: first, packId: second };
}

/** The customer type that pays each price group (the catalogue's priceGroupOf); the list price is paid by having none. */
const CUSTOMER_TYPE_PAYING: Record<PriceGroup, string | null> = { academic: 'academic', industry: 'industry', list: null };

/**
 * The portal account a buyer's user shops in: one per buyer and user (by e-mail, else name), linked like a single
 * sign-on identity, so a user's history stays theirs and two buyers never share a cart. The account pays the buyer's
 * price group, set at every entry so a change staff make applies from the next session.
 */
async function shopperOf(db: Database, opening: SessionOpening) {
  const subject = (opening.userEmail || opening.userName || 'buyer').toLowerCase();
  const customer = await customerLinkedTo(
    db,
    { provider: `punchout:${opening.buyer.id}`, subject },
    { username: opening.userEmail.split('@')[0] || opening.userName || 'punchout', realname: opening.userName, email: opening.userEmail.toLowerCase() || null },
  );
  const customerType = CUSTOMER_TYPE_PAYING[opening.buyer.priceGroup];
  if (customerType) await chooseAttribute(db, customer.id, 'customer_type', customerType, new Date());
  else await clearAttribute(db, customer.id, 'customer_type');
  return customer;
}

/**
 * Opens a session: a create starts from an empty cart, an edit or inspect reopens the cart the buyer sent back
 * (lines whose product is gone are left out, as a transfer would refuse them). Answers the one-time start address.
 */
export async function openSession(
  db: Database,
  opening: SessionOpening,
  site: PunchoutSite,
  now = new Date(),
): Promise<{ startUrl: string; session: SessionRow }> {
  if (!isWebhookUrl(opening.returnUrl)) throw new AppError(400, 'punchoutReturnUrlInvalid');
  const customer = await shopperOf(db, opening);
  await removeAllCartLinesOf(db, customer.id);
  const context = { customerId: customer.id, language: site.language, pricing: { currency: site.currency, priceGroup: opening.buyer.priceGroup } };
  for (const item of opening.operation === 'create' ? [] : opening.items) {
    await addToCart(db, site.cart, context, {
      catalogNo: item.supplierPartId,
      packId: readAuxiliaryId(item.auxiliaryId).packId,
      quantity: item.quantity,
    }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  const ticket = randomBytes(32).toString('base64url');
  const session = await insertSession(db, {
    buyerId: opening.buyer.id,
    customerId: customer.id,
    operation: opening.operation,
    buyerCookie: opening.buyerCookie,
    returnUrl: opening.returnUrl,
    ociTarget: opening.ociTarget,
    userName: opening.userName,
    userEmail: opening.userEmail,
    ticketHash: secretHash(ticket),
    ticketExpiresAt: new Date(now.getTime() + PUNCHOUT_TICKET_TTL_MS),
    expiresAt: new Date(now.getTime() + PUNCHOUT_SESSION_TTL_MS),
  });
  return { startUrl: `${site.origin}/punchout/start?ticket=${encodeURIComponent(ticket)}`, session };
}

/** The start page's call: the ticket works once, within five minutes, and signs the buyer's user in. */
export async function redeemStartTicket(db: Database, ticket: string, now = new Date()): Promise<SessionStart> {
  const session = await takeTicket(db, secretHash(ticket), now);
  const customer = session ? await findCustomerById(db, session.customerId) : null;
  if (!customer) throw new AppError(400, 'punchoutTicketInvalid');
  return completeLogin(db, customer);
}

const param = (query: Record<string, string>, name: string) =>
  Object.entries(query)
    .find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
    ?.trim() ?? '';

/**
 * OCI 5.0's entry: the catalogue address with USERNAME, PASSWORD and HOOK_URL (and ~TARGET) parameters. Every entry
 * is logged, password masked; a refused one is answered before any account is touched.
 */
export async function openOciSession(db: Database, query: Record<string, string>, site: PunchoutSite): Promise<string> {
  const username = param(query, 'USERNAME');
  const buyer = username ? await buyerByIdentity(db, 'oci', username) : null;
  const trusted = buyer?.enabled === true && secretMatches(buyer, param(query, 'PASSWORD'));
  const log = (statusCode: number, statusText: string, sessionId: string | null) =>
    insertDocument(db, {
      buyerId: buyer?.id ?? null,
      sessionId,
      direction: 'in',
      kind: 'OciEntry',
      statusCode,
      statusText,
      body: Object.entries(query)
        .map(([name, value]) => `${name}=${/^password$/i.test(name) ? '********' : value}`)
        .join('\n'),
    });
  if (!buyer || !trusted) {
    await log(401, 'Unauthorized', null);
    throw new AppError(401, 'punchoutUnauthorized');
  }
  try {
    const { startUrl, session } = await openSession(
      db,
      {
        buyer,
        operation: 'create',
        buyerCookie: '',
        returnUrl: param(query, 'HOOK_URL'),
        ociTarget: param(query, '~TARGET'),
        userName: param(query, 'USER') || username,
        userEmail: param(query, 'EMAIL'),
        items: [],
      },
      site,
    );
    await log(200, 'OK', session.id);
    return startUrl;
  } catch (error) {
    if (error instanceof AppError) await log(error.statusCode, error.key, null);
    throw error;
  }
}
