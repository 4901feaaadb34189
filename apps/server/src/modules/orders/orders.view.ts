import {
  type Invoice,
  type OrderAction,
  type OrderActor,
  type OrderDetail,
  type OrderFile,
  type OrderSummary,
  type Parcel,
  actionsOpenTo,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { originalNamesOf } from '../uploads/index.js';
import { resultsOf, subOrdersOf } from './orders.results.repository.js';
import { type InvoiceRow, type OrderRow, type ParcelRow, eventsOf, invoicesOfOrder, linesOf, parcelsOfOrder, tubeLabelsOf } from './orders.repository.js';

/** The day as YYYY-MM-DD in UTC: the form quote validity dates are stored and compared in. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function quoteExpired(order: OrderRow, now: Date): boolean {
  return order.quoteValidUntil !== null && order.quoteValidUntil < dayOf(now);
}

/**
 * What the viewer may do next: the transitions table, narrowed by the guards that depend on the order itself
 * (a quote is confirmed once and only while valid; production waits for that confirmation).
 */
export function openActions(order: OrderRow, actor: OrderActor, now: Date): OrderAction[] {
  return actionsOpenTo(order.status, actor).filter((action) => {
    if (action === 'confirmQuote') return order.confirmDate === null && !quoteExpired(order, now);
    if (action === 'startProduction') return order.confirmDate !== null;
    if (action === 'expireQuote') return order.confirmDate === null && quoteExpired(order, now);
    return true;
  });
}

/** The organisation and department an order was placed for, as the documents print it ('' when none). */
export function departmentOf(row: Pick<OrderRow, 'organisationName' | 'departmentName'>): string {
  return [row.organisationName, row.departmentName].filter(Boolean).join(' · ');
}

export function toSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    orderType: row.orderType,
    service: row.service,
    status: row.status,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    confirmDate: row.confirmDate?.toISOString() ?? null,
    productionTime: row.productionTime,
    productionStatus: row.productionStatus,
    lineCount: row.lineCount,
    firstLine: row.firstLine,
    totalMinor: row.totalMinor,
    customerName: row.customerName,
  };
}

export function toParcel(row: ParcelRow, orderNo: string): Parcel {
  return {
    id: row.id,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    contents: row.contents,
    status: row.status,
    shippedAt: row.shippedAt.toISOString(),
    orderId: row.orderId,
    orderNo,
  };
}

export function toInvoice(row: InvoiceRow, orderNo: string): Invoice {
  return {
    id: row.id,
    invoiceNo: row.invoiceNo,
    orderId: row.orderId,
    orderNo,
    title: row.title,
    taxNumber: row.taxNumber,
    amountMinor: row.amountMinor,
    currency: row.currency,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** The order's files under the names they were uploaded with; a file whose record is gone keeps its stored name. */
async function filesOf(db: Database, row: OrderRow): Promise<{ poFile: OrderFile | null; attachments: OrderFile[] }> {
  const names = await originalNamesOf(db, row.poFilePath ? [...row.attachmentPaths, row.poFilePath] : row.attachmentPaths);
  const file = (path: string): OrderFile => ({ path, name: names.get(path) ?? path.split('/').pop() ?? path });
  return { poFile: row.poFilePath ? file(row.poFilePath) : null, attachments: row.attachmentPaths.map(file) };
}

/** Everything an order screen shows, for the customer who owns it or for staff. */
export async function describeOrder(db: Database, row: OrderRow, viewer: OrderActor, now = new Date()): Promise<OrderDetail> {
  const [files, lines, events, parcelRows, invoiceRows, labelRows, subOrderRows, resultRows] = await Promise.all([
    filesOf(db, row),
    linesOf(db, row.id),
    eventsOf(db, row.id),
    parcelsOfOrder(db, row.id),
    invoicesOfOrder(db, row.id),
    tubeLabelsOf(db, row.id),
    subOrdersOf(db, row.id),
    resultsOf(db, row.id),
  ]);
  const quoted = row.quotedAt !== null && row.totalMinor !== null;
  return {
    ...toSummary(row),
    lines: lines.map((line) => ({
      id: line.id,
      lineNo: line.lineNo,
      productId: line.productId,
      packLabel: line.packLabel,
      quantity: line.quantity,
      catalogUnitPriceMinor: line.catalogUnitPriceMinor,
      unitPriceMinor: line.unitPriceMinor,
      product: line.product,
      sequence: line.sequence,
      service: line.service,
      vector: line.vector,
    })),
    quote: quoted
      ? {
          linesMinor: row.linesMinor ?? 0,
          freightMinor: row.freightMinor ?? 0,
          discountMinor: row.discountMinor ?? 0,
          totalMinor: row.totalMinor ?? 0,
          paymentMethod: row.paymentMethod ?? 'bankTransfer',
          validUntil: row.quoteValidUntil ?? '',
          quotedAt: row.quotedAt?.toISOString() ?? '',
        }
      : null,
    subOrders: subOrderRows.map((sub) => ({
      id: sub.id,
      subNo: sub.subNo,
      title: sub.title,
      lineNos: sub.lineNos,
      status: sub.status,
      productionStatus: sub.productionStatus,
      updatedAt: sub.updatedAt.toISOString(),
    })),
    results: resultRows.map((result) => ({
      id: result.id,
      subOrderId: result.subOrderId,
      name: result.name,
      size: result.size,
      note: result.note,
      createdAt: result.createdAt.toISOString(),
    })),
    shippingAddress: row.shippingAddress,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    poNumber: row.poNumber,
    department: departmentOf(row),
    costCentre: row.costCentre,
    buyerReferences: row.buyerReferences,
    ...files,
    note: row.note,
    events: events.map((event) => ({
      at: event.createdAt.toISOString(),
      action: event.action,
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      actorName: event.actorName,
      note: event.note,
    })),
    parcels: parcelRows.map((parcel) => toParcel(parcel, row.orderNo)),
    invoices: invoiceRows.map((invoice) => toInvoice(invoice, row.orderNo)),
    labels: labelRows.map(({ code, projectName, shippingBox, position }) => ({ code, projectName, shippingBox, position })),
    actions: openActions(row, viewer, now),
  };
}
