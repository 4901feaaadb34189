import {
  type invoiceInputSchema,
  type OrderDetail,
  type OrderListQuery,
  type OrderSummary,
  type PageResult,
  type parcelInputSchema,
  type productionInputSchema,
  type quoteInputSchema,
  discountFits,
  orderTotals,
  toPageResult,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { type StaffActor, appendAudit } from '../audit/index.js';
import { newOrderNo } from './orders.inquiry.service.js';
import { emitInvoiceIssued } from './orders.events.js';
import { labelTubes } from './orders.labels.service.js';
import { type OrderActorRef, takeOrderStep } from './orders.move.js';
import { type OrderRow, findOrder, insertInvoice, insertParcel, linesOf, orderPage, setLinePrices } from './orders.repository.js';
import { dayOf, describeOrder, toSummary } from './orders.view.js';

export type StaffContext = StaffActor & { brand: string };

const actorOf = (context: StaffContext): OrderActorRef => ({ kind: 'staff', id: context.staffId, name: context.staffName });

/** The order desk's queue: every customer's orders, filtered like the customer's own list. */
export async function staffOrders(db: Database, query: OrderListQuery): Promise<PageResult<OrderSummary>> {
  const { rows, total } = await orderPage(
    db,
    { status: query.status, service: query.service, cart: query.cart, from: query.from, to: query.to, keyword: query.keyword },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  return toPageResult(rows.map(toSummary), total, query);
}

async function orderById(db: Database, id: string): Promise<OrderRow> {
  const row = await findOrder(db, id);
  if (!row) throw notFound();
  return row;
}

export async function staffOrderDetail(db: Database, id: string): Promise<OrderDetail> {
  return describeOrder(db, await orderById(db, id), 'staff');
}

/** Prices every line, adds freight and discount, and sends the quote to the customer to confirm. */
export async function priceQuote(db: Database, context: StaffContext, input: z.output<typeof quoteInputSchema>): Promise<OrderDetail> {
  const order = await orderById(db, input.id);
  const lines = await linesOf(db, order.id);
  const prices = new Map(input.prices.map((price) => [price.lineId, price.unitPriceMinor]));
  if (lines.some((line) => !prices.has(line.id)) || prices.size !== lines.length) throw new AppError(400, 'quoteLinesUnpriced');
  if (input.validUntil < dayOf(new Date())) throw new AppError(400, 'quoteValidityPast');
  const priced = lines.map((line) => ({ unitPriceMinor: prices.get(line.id) ?? 0, quantity: line.quantity }));
  if (!discountFits(priced, input.freightMinor, input.discountMinor)) throw new AppError(400, 'discountTooLarge');
  // The stored figures; the tax a total includes is shown on the documents at the deployment's rate.
  const { taxMinor: _tax, ...totals } = orderTotals(priced, input.freightMinor, input.discountMinor);
  const moved = await db.transaction(async (tx) => {
    await setLinePrices(tx, order.id, prices);
    return takeOrderStep(
      tx,
      order,
      {
        action: 'quote',
        actor: actorOf(context),
        note: input.note,
        changes: { ...totals, paymentMethod: input.paymentMethod, quoteValidUntil: input.validUntil, quotedAt: new Date(), confirmDate: null },
        details: { totalMinor: totals.totalMinor, validUntil: input.validUntil },
      },
      context.brand,
    );
  });
  return describeOrder(db, moved, 'staff');
}

export async function startProduction(db: Database, context: StaffContext, input: z.output<typeof productionInputSchema>): Promise<OrderDetail> {
  const order = await orderById(db, input.id);
  if (order.status === 'confirmed' && order.confirmDate === null) throw new AppError(409, 'quoteNotConfirmed');
  const changes = { productionStatus: input.productionStatus, productionTime: input.productionTime };
  const moved = await db.transaction((tx) =>
    takeOrderStep(tx, order, { action: 'startProduction', actor: actorOf(context), note: input.note, changes, details: changes }, context.brand),
  );
  return describeOrder(db, moved, 'staff');
}

/** Records a parcel and ships the order with it; further parcels of the same order keep it shipped. */
export async function shipParcel(db: Database, context: StaffContext, input: z.output<typeof parcelInputSchema>): Promise<OrderDetail> {
  const order = await orderById(db, input.id);
  const moved = await db.transaction(async (tx) => {
    const next = await takeOrderStep(
      tx,
      order,
      { action: 'ship', actor: actorOf(context), note: input.note, details: { carrier: input.carrier, trackingNo: input.trackingNo } },
      context.brand,
    );
    await insertParcel(tx, { orderId: order.id, customerId: order.customerId, carrier: input.carrier, trackingNo: input.trackingNo, contents: input.contents });
    await labelTubes(tx, next, await linesOf(tx, order.id), `${input.carrier} ${input.trackingNo}`);
    return next;
  });
  return describeOrder(db, moved, 'staff');
}

export async function finishOrder(db: Database, context: StaffContext, action: 'complete' | 'staffCancel', id: string, note: string): Promise<OrderDetail> {
  const order = await orderById(db, id);
  const moved = await db.transaction((tx) => takeOrderStep(tx, order, { action, actor: actorOf(context), note }, context.brand));
  return describeOrder(db, moved, 'staff');
}

/** Invoices follow shipment (product-notes); the amount is the order's total as quoted. */
export async function issueInvoice(db: Database, context: StaffContext, input: z.output<typeof invoiceInputSchema>): Promise<OrderDetail> {
  const order = await orderById(db, input.id);
  if (order.status !== 'shipped' && order.status !== 'completed') throw new AppError(409, 'invoiceBeforeShipment');
  await db.transaction(async (tx) => {
    const invoice = await insertInvoice(tx, {
      invoiceNo: newOrderNo('INV', new Date()),
      orderId: order.id,
      customerId: order.customerId,
      title: input.title,
      taxNumber: input.taxNumber,
      amountMinor: order.totalMinor ?? 0,
      currency: order.currency,
    });
    await appendAudit(tx, {
      staffId: context.staffId,
      staffName: context.staffName,
      action: 'invoice.issue',
      objectType: 'order',
      objectId: order.orderNo,
      details: { invoiceNo: invoice.invoiceNo, amountMinor: invoice.amountMinor, note: input.note },
    });
    await emitInvoiceIssued(tx, order, invoice);
  });
  return describeOrder(db, order, 'staff');
}
