import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { type Letterhead, orderPdf, orderPdfFileName } from './orders.pdf.js';
import { type OrderRow, findInvoice, findOrder, findReadableOrder, linesOf } from './orders.repository.js';

export type OrderDocument = { fileName: string; pdf: Buffer };

/** The order staff (no `customerId`) or a customer may read: their own, or a colleague's their organisation opens to them. */
function readableOrder(db: Database, id: string, customerId?: string): Promise<OrderRow | null> {
  return customerId ? findReadableOrder(db, id, customerId) : findOrder(db, id);
}

/**
 * The customer who owns `path` when it is one of the files of an order staff (no `customerId`) or the customer may
 * read; anything else is not found. Customers' files reach anyone but their uploader only this way (uploads/README.md).
 */
export async function orderFileOwner(db: Database, id: string, path: string, customerId?: string): Promise<string> {
  const order = await readableOrder(db, id, customerId);
  if (!order || (!order.attachmentPaths.includes(path) && order.poFilePath !== path)) throw notFound();
  return order.customerId;
}

/** The quotation of a quoted order; with `customerId`, only of an order that customer may read (else not found). */
export async function quoteDocument(db: Database, id: string, letterhead: Letterhead, customerId?: string): Promise<OrderDocument> {
  const order = await readableOrder(db, id, customerId);
  if (!order || order.quotedAt === null) throw notFound();
  return {
    fileName: orderPdfFileName('quote', order, null),
    pdf: await orderPdf({ kind: 'quote', order, lines: await linesOf(db, order.id), invoice: null, letterhead }),
  };
}

/** An invoice of an order the customer (or staff) may read, as the order page lists it. */
export async function invoiceDocument(db: Database, invoiceId: string, letterhead: Letterhead, customerId?: string): Promise<OrderDocument> {
  const found = await findInvoice(db, invoiceId);
  const order = found ? await readableOrder(db, found.invoice.orderId, customerId) : null;
  if (!found || !order) throw notFound();
  return {
    fileName: orderPdfFileName('invoice', order, found.invoice),
    pdf: await orderPdf({ kind: 'invoice', order, lines: await linesOf(db, order.id), invoice: found.invoice, letterhead }),
  };
}
