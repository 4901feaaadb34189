import { CURRENCIES, type Currency } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { customerLinkedTo, findCustomerById } from '../accounts/index.js';
import { orderablePacks } from '../catalog/index.js';
import { type PurchaseOrder, placePurchaseOrder } from '../orders/index.js';
import { maskSecrets } from './punchout.auth.js';
import { CxmlInvalid, type CxmlEnvelope, type OrderRequestDocument, readOrderRequest } from './punchout.cxml.js';
import { type BuyerRow, acceptedOrderRequest, insertDocument, sessionOfBuyer, updateSession } from './punchout.repository.js';
import { type PunchoutSite, readAuxiliaryId } from './punchout.setup.service.js';

/** What the procurement system is answered: a cXML status, and the order it made. */
/** `logged`: the received document is already in the log, written with the order it made. */
export type OrderRequestOutcome = { code: number; text: string; detail: string; orderNo?: string; logged?: boolean };

const refused = (code: number, text: string, detail: string): OrderRequestOutcome => ({ code, text, detail });

/** The PunchOut session the order's lines came from, when their auxiliary ids name one of this buyer's. */
async function sessionOfLines(db: Database, buyer: BuyerRow, document: OrderRequestDocument) {
  for (const item of document.items) {
    const { sessionId } = readAuxiliaryId(item.auxiliaryId);
    if (sessionId && /^[0-9a-f-]{36}$/i.test(sessionId)) {
      const session = await sessionOfBuyer(db, buyer.id, sessionId);
      if (session) return session;
    }
  }
  return null;
}

/** The account the order belongs to: the session's shopper, else the user the order names, else the buyer's own. */
async function customerOfOrder(db: Database, buyer: BuyerRow, document: OrderRequestDocument, customerId: string | undefined) {
  const known = customerId ? await findCustomerById(db, customerId) : null;
  if (known) return known;
  const email = document.references.find((entry) => /^useremail$/i.test(entry.name))?.value ?? '';
  return customerLinkedTo(
    db,
    { provider: `punchout:${buyer.id}`, subject: (email || 'buyer').toLowerCase() },
    { username: email.split('@')[0] || 'punchout', realname: document.shipTo.deliverTo || buyer.name, email: email.toLowerCase() || null },
  );
}

/**
 * A cXML OrderRequest becomes an order, once per payloadID: a repeat (the buyer's retry after a lost reply) is
 * answered 200 with the order the first made, and two racing copies meet the unique index, the loser answered the
 * same way. Every line must name a published pack by the part and auxiliary ids the transfer sent.
 */
export async function receiveOrderRequest(
  db: Database,
  buyer: BuyerRow,
  envelope: CxmlEnvelope,
  text: string,
  site: PunchoutSite,
  brand: string,
): Promise<OrderRequestOutcome> {
  if (!envelope.payloadId) return refused(400, 'Bad Request', 'the document has no payloadID');
  const earlier = await acceptedOrderRequest(db, buyer.id, envelope.payloadId);
  if (earlier) return { code: 200, text: 'OK', detail: `already accepted as order ${earlier.orderNo}`, orderNo: earlier.orderNo };
  let document: OrderRequestDocument;
  try {
    document = readOrderRequest(envelope.request ?? {});
  } catch (error) {
    if (error instanceof CxmlInvalid) return refused(400, 'Bad Request', error.message);
    throw error;
  }
  if (document.type !== 'new') return refused(450, 'Not Implemented', `order type "${document.type}": changes and cancellations go to the supplier's desk`);
  if (!(CURRENCIES as readonly string[]).includes(document.currency)) return refused(400, 'Bad Request', `currency "${document.currency}" is not sold in`);
  const currency = document.currency as Currency;
  const packs = await orderablePacks(
    db,
    document.items.map((item) => readAuxiliaryId(item.auxiliaryId).packId),
    site.language,
    { currency, priceGroup: buyer.priceGroup },
  );
  const lines: PurchaseOrder['lines'] = [];
  for (const item of document.items) {
    const pack = packs.get(readAuxiliaryId(item.auxiliaryId).packId);
    if (!pack || pack.catalogNo !== item.supplierPartId.toUpperCase())
      return refused(400, 'Bad Request', `line ${item.lineNumber}: unknown part ${item.supplierPartId}`);
    if (item.currency && item.currency !== currency) return refused(400, 'Bad Request', `line ${item.lineNumber}: currency differs from the order's`);
    lines.push({ pack, quantity: item.quantity, unitPriceMinor: item.unitPriceMinor });
  }
  const session = await sessionOfLines(db, buyer, document);
  const customer = await customerOfOrder(db, buyer, document, session?.customerId);
  try {
    const order = await db.transaction(async (tx) => {
      const placed = await placePurchaseOrder(
        tx,
        {
          customer,
          buyerName: buyer.name,
          language: site.language,
          cart: site.cart,
          currency,
          poNumber: document.orderId,
          shippingAddress: [document.shipTo.name, ...document.shipTo.lines].filter(Boolean).join(', '),
          contactName: document.shipTo.deliverTo || document.shipTo.name,
          contactPhone: document.shipTo.phone,
          costCentre: document.costCentre,
          note: document.comments,
          // The buyer's own extrinsics (requisition, requester …), under the names its document gives them.
          references: document.references.slice(0, 20),
          freightMinor: document.shippingMinor,
          lines,
        },
        brand,
      );
      await insertDocument(tx, {
        buyerId: buyer.id,
        sessionId: session?.id ?? null,
        direction: 'in',
        kind: 'OrderRequest',
        payloadId: envelope.payloadId,
        statusCode: 200,
        statusText: 'OK',
        orderId: placed.id,
        body: maskSecrets(text),
      });
      if (session) await updateSession(tx, session.id, { state: 'ordered', orderId: placed.id });
      return placed;
    });
    return { code: 200, text: 'OK', detail: `accepted as order ${order.orderNo}`, orderNo: order.orderNo, logged: true };
  } catch (error) {
    const winner = isUniqueViolation(error) ? await acceptedOrderRequest(db, buyer.id, envelope.payloadId) : null;
    if (!winner) throw error;
    return { code: 200, text: 'OK', detail: `already accepted as order ${winner.orderNo}`, orderNo: winner.orderNo };
  }
}
