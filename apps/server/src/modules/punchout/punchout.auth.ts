import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { CxmlEnvelope } from './punchout.cxml.js';
import { type BuyerRow, buyerByIdentity } from './punchout.repository.js';

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 256 random bits, shown to staff once; `ps_` tells it apart from the portal's other secrets in a buyer's config. */
export function newSharedSecret(): { secret: string; hash: string; hint: string } {
  const secret = `ps_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: secretHash(secret), hint: secret.slice(0, 10) };
}

export function secretMatches(buyer: Pick<BuyerRow, 'secretHash'>, secret: string): boolean {
  const given = Buffer.from(secretHash(secret), 'hex');
  const kept = Buffer.from(buyer.secretHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

const same = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

/**
 * The buyer a cXML request comes from, or null: its From identity names an enabled buyer, the Sender carries that
 * buyer's shared secret, and where staff named a sender (a network such as Ariba sending for the buyer) it is that one.
 */
export async function cxmlBuyerOf(db: Database, envelope: CxmlEnvelope): Promise<BuyerRow | null> {
  for (const from of envelope.from) {
    if (!from.identity) continue;
    const buyer = await buyerByIdentity(db, 'cxml', from.identity);
    if (!buyer?.enabled) continue;
    if (buyer.fromDomain && !same(buyer.fromDomain, from.domain)) continue;
    const senders = buyer.senderIdentity ? envelope.sender.filter((sender) => same(sender.identity, buyer.senderIdentity)) : envelope.sender;
    if (senders.some((sender) => sender.sharedSecret && secretMatches(buyer, sender.sharedSecret))) return buyer;
  }
  return null;
}

/** The document as kept in the log: shared secrets and OCI passwords never reach the table. */
export function maskSecrets(text: string): string {
  return text.replace(/(<SharedSecret\b[^>]*>)[\s\S]*?(<\/SharedSecret>)/gi, '$1********$2').replace(/((?:^|[?&])password=)[^&\s]*/gi, '$1********');
}
