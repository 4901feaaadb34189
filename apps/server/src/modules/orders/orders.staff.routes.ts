import {
  INVOICES_PERMISSION,
  ORDERS_FULFIL_PERMISSION,
  ORDERS_QUOTE_PERMISSION,
  ORDERS_VIEW_PERMISSION,
  envelopeSchema,
  invoiceInputSchema,
  okEnvelope,
  orderDetailSchema,
  orderAttachmentQuerySchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderSummarySchema,
  pageResultSchema,
  parcelInputSchema,
  productionInputSchema,
  quoteInputSchema,
  type SupplierDetails,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { staffActorOf } from '../audit/index.js';
import { sendStoredFile } from '../uploads/index.js';
import { invoiceDocument, quoteDocument } from './orders.documents.service.js';
import { sendPdf } from './orders.pdf-reply.js';
import { type StaffContext, finishOrder, orderFileOwner, issueInvoice, priceQuote, shipParcel, staffOrderDetail, staffOrders, startProduction } from './orders.staff.service.js';

const BASE = '/staff/orders';

/** The order desk: every customer's orders, moved along by staff holding the matching permission; every step audited. */
export async function ordersStaffRoutes(app: FastifyInstance, options: { db: Database; brand: string; supplier: SupplierDetails; uploadRoot: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, brand } = options;
  const letterhead = { brand, supplier: options.supplier };
  const tags = ['staff orders'];
  const security = [{ accessToken: [] }];
  const detail = { 200: envelopeSchema(orderDetailSchema) };

  const contextOf = (request: FastifyRequest): StaffContext => ({ ...staffActorOf(request), brand });
  // The session and permission are checked before the body, so an outsider learns nothing from field errors.
  const guard = (permission: string) => ({ preValidation: app.requireStaffPermission(permission) });

  routes.get(`${BASE}/list`, { ...guard(ORDERS_VIEW_PERMISSION), schema: { tags, security, querystring: orderListQuerySchema, response: { 200: envelopeSchema(pageResultSchema(orderSummarySchema)) } } }, async (request) =>
    okEnvelope(await staffOrders(db, request.query)),
  );
  routes.get(`${BASE}/queryById`, { ...guard(ORDERS_VIEW_PERMISSION), schema: { tags, security, querystring: orderIdQuerySchema, response: detail } }, async (request) =>
    okEnvelope(await staffOrderDetail(db, request.query.id)),
  );
  routes.get(`${BASE}/quotePdf`, { ...guard(ORDERS_VIEW_PERMISSION), schema: { tags, security, querystring: orderIdQuerySchema } }, async (request, reply) =>
    sendPdf(reply, await quoteDocument(db, request.query.id, letterhead)),
  );
  routes.get(`${BASE}/invoicePdf`, { ...guard(ORDERS_VIEW_PERMISSION), schema: { tags, security, querystring: orderIdQuerySchema } }, async (request, reply) =>
    sendPdf(reply, await invoiceDocument(db, request.query.id, letterhead)),
  );
  // Customers' files reach staff only through the order they belong to (uploads/README.md).
  routes.get(`${BASE}/attachment`, { ...guard(ORDERS_VIEW_PERMISSION), schema: { tags, security, querystring: orderAttachmentQuerySchema } }, async (request, reply) => {
    const owner = await orderFileOwner(db, request.query.id, request.query.path);
    return sendStoredFile(reply, db, options.uploadRoot, request.query.path, (row) => row.ownerKind === 'customer' && row.ownerId === owner);
  });
  routes.post(`${BASE}/quote`, { ...guard(ORDERS_QUOTE_PERMISSION), schema: { tags, security, body: quoteInputSchema, response: detail } }, async (request) =>
    okEnvelope(await priceQuote(db, contextOf(request), request.body)),
  );
  routes.post(`${BASE}/startProduction`, { ...guard(ORDERS_FULFIL_PERMISSION), schema: { tags, security, body: productionInputSchema, response: detail } }, async (request) =>
    okEnvelope(await startProduction(db, contextOf(request), request.body)),
  );
  routes.post(`${BASE}/ship`, { ...guard(ORDERS_FULFIL_PERMISSION), schema: { tags, security, body: parcelInputSchema, response: detail } }, async (request) =>
    okEnvelope(await shipParcel(db, contextOf(request), request.body)),
  );
  routes.post(`${BASE}/complete`, { ...guard(ORDERS_FULFIL_PERMISSION), schema: { tags, security, body: orderNoteSchema, response: detail } }, async (request) =>
    okEnvelope(await finishOrder(db, contextOf(request), 'complete', request.body.id, request.body.note)),
  );
  routes.post(`${BASE}/cancel`, { ...guard(ORDERS_FULFIL_PERMISSION), schema: { tags, security, body: orderNoteSchema, response: detail } }, async (request) =>
    okEnvelope(await finishOrder(db, contextOf(request), 'staffCancel', request.body.id, request.body.note)),
  );
  routes.post(`${BASE}/invoice`, { ...guard(INVOICES_PERMISSION), schema: { tags, security, body: invoiceInputSchema, response: detail } }, async (request) =>
    okEnvelope(await issueInvoice(db, contextOf(request), request.body)),
  );
}
