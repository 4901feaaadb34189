import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { type Letterhead, orderPdf, orderPdfFileName } from './orders.pdf.js';
import { findInvoice, findOrder, linesOf } from './orders.repository.js';

export type OrderDocument = { fileName: string; pdf: Buffer };

/** The quotation of a quoted order; with `customerId`, only of that customer's own order (else not found). */
export async function quoteDocument(db: Database, id: string, letterhead: Letterhead, customerId?: string): Promise<OrderDocument> {
  const order = await findOrder(db, id, customerId);
  if (!order || order.quotedAt === null) throw notFound();
  return {
    fileName: orderPdfFileName('quote', order, null),
    pdf: await orderPdf({ kind: 'quote', order, lines: await linesOf(db, order.id), invoice: null, letterhead }),
  };
}

export async function invoiceDocument(db: Database, invoiceId: string, letterhead: Letterhead, customerId?: string): Promise<OrderDocument> {
  const found = await findInvoice(db, invoiceId, customerId);
  const order = found ? await findOrder(db, found.invoice.orderId) : null;
  if (!found || !order) throw notFound();
  return {
    fileName: orderPdfFileName('invoice', order, found.invoice),
    pdf: await orderPdf({ kind: 'invoice', order, lines: await linesOf(db, order.id), invoice: found.invoice, letterhead }),
  };
}
