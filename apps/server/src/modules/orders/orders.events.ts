import type { OrderAction, WebhookEvent } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { emitWebhookEvent, emitWebhookEvents } from '../webhooks/index.js';
import type { InvoiceRow, OrderRow } from './orders.repository.js';
import { departmentOf } from './orders.view.js';

/** What the supplier's systems hear about an order: its numbers and money, never its internal version or files. */
export function orderEventData(order: OrderRow) {
  return {
    orderNo: order.orderNo,
    status: order.status,
    orderType: order.orderType,
    service: order.service,
    customerId: order.customerId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    poNumber: order.poNumber,
    department: departmentOf(order),
    costCentre: order.costCentre,
    currency: order.currency,
    linesMinor: order.linesMinor,
    freightMinor: order.freightMinor,
    discountMinor: order.discountMinor,
    totalMinor: order.totalMinor,
    quoteValidUntil: order.quoteValidUntil,
    lineCount: order.lineCount,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The events a step announces besides the status change itself. */
const STEP_EVENTS: Partial<Record<OrderAction, WebhookEvent>> = {
  submit: 'order.created',
  receivePurchaseOrder: 'order.created',
  quote: 'quote.priced',
  ship: 'parcel.shipped',
};

/** Called by the step, in its transaction: `order.status_changed` always, and the step's own event where it has one. */
export async function emitOrderEvents(tx: Database, order: OrderRow, step: { action: OrderAction; from: string } & Record<string, unknown>): Promise<void> {
  const data = { ...orderEventData(order), step };
  const own = STEP_EVENTS[step.action];
  await emitWebhookEvents(tx, [{ event: 'order.status_changed', data }, ...(own ? [{ event: own, data }] : [])]);
}

export function emitInvoiceIssued(tx: Database, order: OrderRow, invoice: InvoiceRow): Promise<void> {
  return emitWebhookEvent(tx, 'invoice.issued', {
    invoiceNo: invoice.invoiceNo,
    issuedAt: invoice.issuedAt.toISOString(),
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    title: invoice.title,
    taxNumber: invoice.taxNumber,
    order: orderEventData(order),
  });
}
