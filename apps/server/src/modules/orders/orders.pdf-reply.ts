import type { FastifyReply } from 'fastify';
import type { OrderDocument } from './orders.documents.service.js';

/** A quotation or invoice as a download under its own name; personal, so never cached. */
export function sendPdf(reply: FastifyReply, document: OrderDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'no-store')
    .send(document.pdf);
}
