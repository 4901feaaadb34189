import { type BuyerReference, type CartKind, type Currency, type Language, orderTotals } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { CustomerRow } from '../accounts/index.js';
import type { OrderablePack } from '../catalog/index.js';
import { newOrderNo, packOrderLine } from './orders.inquiry.service.js';
import { takeOrderStep } from './orders.move.js';
import { type NewOrderLine, type OrderRow, insertOrder, insertOrderLines } from './orders.repository.js';

/** A purchase order as the buyer's procurement system sent it, its lines already matched to the catalogue's packs. */
export type PurchaseOrder = {
  customer: CustomerRow;
  buyerName: string;
  language: Language;
  cart: CartKind;
  currency: Currency;
  poNumber: string;
  shippingAddress: string;
  contactName: string;
  contactPhone: string;
  costCentre: string;
  note: string;
  references: BuyerReference[];
  freightMinor: number;
  lines: { pack: OrderablePack; quantity: number; unitPriceMinor: number }[];
};

/**
 * Stores a purchase order received electronically, inside the caller's transaction: the order at the buyer's prices,
 * moved by the transitions table's `receivePurchaseOrder` step to confirmed (the buyer's approval is its confirmation),
 * paid on account; its history, e-mail and webhooks come with the step.
 */
export async function placePurchaseOrder(tx: Database, input: PurchaseOrder, brand: string): Promise<OrderRow> {
  const now = new Date();
  const lines = input.lines.map(({ pack, quantity, unitPriceMinor }, index): NewOrderLine => ({
    ...packOrderLine(pack, index + 1, quantity, {
      catalog: pack.catalogNo,
      projectName: pack.name,
      projectType: '',
      batchNo: '',
      priority: 'normal',
      concentration: null,
      packingQuantity: null,
      packingTubeCount: null,
    }),
    unitPriceMinor,
  }));
  const order = await insertOrder(tx, {
    orderNo: newOrderNo('PO', now),
    customerId: input.customer.id,
    customerName: input.customer.realname || input.customer.username,
    customerEmail: input.customer.email ?? '',
    language: input.language,
    cart: input.cart,
    orderType: 'product',
    status: 'cart',
    currency: input.currency,
    shippingAddress: input.shippingAddress,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    poNumber: input.poNumber,
    organisationName: input.buyerName,
    costCentre: input.costCentre,
    buyerReferences: input.references,
    note: input.note,
    lineCount: lines.length,
    firstLine: input.lines[0]?.pack.catalogNo ?? '',
  });
  if (!order) throw new Error('purchase order insert returned nothing');
  await insertOrderLines(tx, order.id, lines);
  const { taxMinor: _tax, ...totals } = orderTotals(
    input.lines.map((line) => ({ unitPriceMinor: line.unitPriceMinor, quantity: line.quantity })),
    input.freightMinor,
    0,
  );
  return takeOrderStep(
    tx,
    order,
    {
      action: 'receivePurchaseOrder',
      actor: { kind: 'system', id: null, name: input.buyerName },
      note: input.poNumber,
      changes: { ...totals, paymentMethod: 'purchaseOrder', quotedAt: now, confirmDate: now },
      details: { poNumber: input.poNumber },
    },
    brand,
  );
}
