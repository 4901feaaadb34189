import { type SupplierDetails, okEnvelope, ordersStaffEndpoints } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { staffActorOf } from '../audit/index.js';
import { sendPlasmidFile } from '../plasmids/index.js';
import { sendStoredFile } from '../uploads/index.js';
import { orderDesignsOf, orderedPlasmid } from './orders.designs.service.js';
import { addResult, setSubOrderStatus, splitOrder, staffResult } from './orders.results.service.js';
import { invoiceDocument, quoteDocument } from './orders.documents.service.js';
import { sendOrderFile, sendPdf } from './orders.document-replies.js';
import {
  type StaffContext,
  finishOrder,
  issueInvoice,
  priceQuote,
  shipParcel,
  staffOrderDetail,
  staffOrders,
  startProduction,
} from './orders.staff.service.js';

/** The order desk (`ordersStaffEndpoints`): every customer's orders, moved along by staff holding the matching permission; every step audited. */
export async function ordersStaffRoutes(app: FastifyInstance, options: { db: Database; brand: string; supplier: SupplierDetails; uploadRoot: string }) {
  const { db, brand } = options;
  const letterhead = { brand, supplier: options.supplier };
  const { steps, ...reads } = ordersStaffEndpoints;

  const contextOf = (request: FastifyRequest): StaffContext => ({ ...staffActorOf(request), brand });

  serveEndpoint(app, reads.list, async (request) => okEnvelope(await staffOrders(db, request.query)));
  serveEndpoint(app, reads.detail, async (request) => okEnvelope(await staffOrderDetail(db, request.query.id)));
  serveEndpoint(app, reads.quotePdf, async (request, reply) => sendPdf(reply, await quoteDocument(db, request.query.id, letterhead)));
  serveEndpoint(app, reads.invoicePdf, async (request, reply) => sendPdf(reply, await invoiceDocument(db, request.query.id, letterhead)));
  // Customers' files reach staff only through the order they belong to (uploads/README.md).
  serveEndpoint(app, reads.attachment, async (request, reply) => sendOrderFile(reply, db, options.uploadRoot, request.query));

  serveEndpoint(app, reads.result, async (request, reply) => {
    const result = await staffResult(db, request.query.id);
    return sendStoredFile(reply, db, options.uploadRoot, result.path, (row) => row.ownerKind === 'staff');
  });
  serveEndpoint(app, reads.designs, async (request) => okEnvelope(await orderDesignsOf(db, request.query.id)));
  serveEndpoint(app, reads.designExport, async (request, reply) =>
    sendPlasmidFile(reply, await orderedPlasmid(db, request.query.id, request.query.lineNo), request.query.format),
  );
  serveEndpoint(app, reads.production.split, async (request) => okEnvelope(await splitOrder(db, contextOf(request), request.body)));
  serveEndpoint(app, reads.production.subOrderStatus, async (request) => okEnvelope(await setSubOrderStatus(db, contextOf(request), request.body)));
  serveEndpoint(app, reads.production.addResult, async (request) => okEnvelope(await addResult(db, contextOf(request), request.body)));

  serveEndpoint(app, steps.quote, async (request) => okEnvelope(await priceQuote(db, contextOf(request), request.body)));
  serveEndpoint(app, steps.startProduction, async (request) => okEnvelope(await startProduction(db, contextOf(request), request.body)));
  serveEndpoint(app, steps.ship, async (request) => okEnvelope(await shipParcel(db, contextOf(request), request.body)));
  serveEndpoint(app, steps.complete, async (request) => okEnvelope(await finishOrder(db, contextOf(request), 'complete', request.body.id, request.body.note)));
  serveEndpoint(app, steps.cancel, async (request) => okEnvelope(await finishOrder(db, contextOf(request), 'staffCancel', request.body.id, request.body.note)));
  serveEndpoint(app, steps.invoice, async (request) => okEnvelope(await issueInvoice(db, contextOf(request), request.body)));
}
