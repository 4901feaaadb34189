import type { CurrentPunchout, PunchoutTransfer } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { allCartLinesOf } from '../cart/index.js';
import { orderablePacks } from '../catalog/index.js';
import { type MessageLine, newPayloadId, orderMessageDocument } from './punchout.cxml.js';
import { ociCartFields } from './punchout.oci.js';
import { type BuyerRow, insertDocument, liveSessionOf, updateSession } from './punchout.repository.js';
import { type PunchoutSite, auxiliaryId } from './punchout.setup.service.js';

export async function currentPunchout(db: Database, customerId: string, now = new Date()): Promise<CurrentPunchout> {
  const live = await liveSessionOf(db, customerId, now);
  if (!live) return null;
  return { buyerName: live.buyer.name, protocol: live.buyer.protocol, operation: live.session.operation, expiresAt: live.session.expiresAt.toISOString() };
}

/** The buyer's unit and class for a catalogue line: the line's own mapping, else the buyer's defaults. */
function describedFor(buyer: BuyerRow, line: string) {
  const mapping = buyer.lineMappings.find((entry) => entry.line === line);
  return { uom: mapping?.uom ?? buyer.defaultUom, unspsc: mapping?.unspsc ?? buyer.defaultUnspsc };
}

/**
 * "Transfer to procurement", which replaces checkout in a PunchOut session: the cart at the buyer's prices as the form
 * the browser posts back (a PunchOutOrderMessage, or OCI fields). Every line must be orderable and priced; the cart is
 * kept, so the user may come back and transfer again while the session lasts. The document sent is logged.
 */
export async function transferCart(db: Database, customerId: string, site: PunchoutSite): Promise<PunchoutTransfer> {
  const now = new Date();
  const live = await liveSessionOf(db, customerId, now);
  if (!live) throw new AppError(409, 'punchoutNoSession');
  const { session, buyer } = live;
  if (session.operation === 'inspect') throw new AppError(409, 'punchoutInspectOnly');
  const rows = (await allCartLinesOf(db, customerId)).filter((row) => row.cart === site.cart && row.packId);
  if (rows.length === 0) throw new AppError(400, 'punchoutCartEmpty');
  const packs = await orderablePacks(
    db,
    rows.map((row) => row.packId ?? ''),
    site.language,
    { currency: site.currency, priceGroup: buyer.priceGroup },
  );
  const lines = rows
    .sort((left, right) => left.createdAt.getTime() - right.createdAt.getTime())
    .map((row): MessageLine => {
      const pack = row.packId ? packs.get(row.packId) : undefined;
      if (!pack) throw new AppError(400, 'cartProductUnknown', { catalog: row.catalog });
      if (pack.unitPriceMinor === null) throw new AppError(400, 'punchoutCartUnpriced', { catalog: pack.catalogNo });
      return {
        supplierPartId: pack.catalogNo,
        auxiliaryId: auxiliaryId(session.id, pack.packId),
        quantity: row.quantity,
        unitPriceMinor: pack.unitPriceMinor,
        description: [pack.name, pack.sizeLabel].filter(Boolean).join(', '),
        ...describedFor(buyer, pack.line),
      };
    });
  const payloadId = newPayloadId(new URL(site.origin).host);
  const fields =
    buyer.protocol === 'cxml'
      ? [
          {
            name: 'cxml-urlencoded',
            value: orderMessageDocument({
              payloadId,
              language: site.language,
              buyer: { domain: buyer.fromDomain, identity: buyer.fromIdentity },
              supplier: { domain: buyer.supplierDomain, identity: buyer.supplierIdentity },
              buyerCookie: session.buyerCookie,
              currency: site.currency,
              lines,
            }),
          },
        ]
      : [...ociCartFields(lines, site.currency), { name: '~OkCode', value: 'ADDI' }, { name: '~CALLER', value: 'CTLG' }];
  await insertDocument(db, {
    buyerId: buyer.id,
    sessionId: session.id,
    direction: 'out',
    kind: buyer.protocol === 'cxml' ? 'PunchOutOrderMessage' : 'OciCart',
    payloadId: buyer.protocol === 'cxml' ? payloadId : '',
    statusCode: 200,
    statusText: 'OK',
    body:
      buyer.protocol === 'cxml' ? (fields[0]?.value ?? '') : new URLSearchParams(fields.map((field): [string, string] => [field.name, field.value])).toString(),
  });
  await updateSession(db, session.id, { state: 'transferred', lineCount: lines.length, transferredAt: now });
  return { url: session.returnUrl, target: session.ociTarget, fields, lineCount: lines.length };
}
