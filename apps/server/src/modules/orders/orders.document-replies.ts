import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { sendStoredFile } from '../uploads/index.js';
import { type OrderDocument, orderFileOwner } from './orders.documents.service.js';

/** A quotation or invoice as a download under its own name; personal, so never cached. */
export function sendPdf(reply: FastifyReply, document: OrderDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'no-store')
    .send(document.pdf);
}

/**
 * One of the customer's files attached to an order staff (no `customerId`) or that customer may read, as its
 * uploader stored it; anything else is not found, exactly like a missing file.
 */
export async function sendOrderFile(reply: FastifyReply, db: Database, uploadRoot: string, order: { id: string; path: string }, customerId?: string) {
  const owner = await orderFileOwner(db, order.id, order.path, customerId);
  return sendStoredFile(reply, db, uploadRoot, order.path, (row) => row.ownerKind === 'customer' && row.ownerId === owner);
}
