import { type Edition, HEADERS, type SupplierDetails, okEnvelope, ordersEndpoints } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { type CustomerRow, customerOf } from '../accounts/index.js';
import { sendStoredFile } from '../uploads/index.js';
import { editionCurrency, priceGroupOf } from '../catalog/index.js';
import { sendPlasmidFile } from '../plasmids/index.js';
import { customerDashboard } from './orders.dashboard.service.js';
import { orderDesignsOf, orderedPlasmid } from './orders.designs.service.js';
import { invoiceDocument, quoteDocument } from './orders.documents.service.js';
import { sendOrderFile, sendPdf } from './orders.document-replies.js';
import { submitInquiry } from './orders.inquiry.service.js';
import { scanLabel } from './orders.labels.service.js';
import { customerResult } from './orders.results.service.js';
import { cancelOwnOrder, confirmQuote, customerInvoices, customerOrderDetail, customerOrders, customerParcels, reorder } from './orders.service.js';

const SCAN_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
/**
 * security.md S15: inquiries per session (else per address) and minute; a person never sends this many, a script
 * would. Keyed by session so one institute's shared address does not limit its researchers together.
 */
const INQUIRY_RATE_LIMIT = { max: 20, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.presentedToken('customer')?.token ?? request.ip };

export type OrdersOptions = { db: Database; edition: Edition; brand: string; supplier: SupplierDetails; uploadRoot: string };

/** The customer's side of ordering (`ordersEndpoints`): the inquiry, their orders, invoices and parcels; nobody else's (S8). */
export async function ordersRoutes(app: FastifyInstance, options: OrdersOptions) {
  const { db, edition, brand, supplier, uploadRoot } = options;
  const letterhead = { brand, supplier };
  const currency = editionCurrency(edition);
  const endpoints = ordersEndpoints;

  const nameOf = (customer: CustomerRow) => customer.realname || customer.username;
  const pricingOf = async (customer: CustomerRow) => ({ currency, priceGroup: await priceGroupOf(db, customer.id) });
  const stepContext = (request: FastifyRequest) => {
    const customer = customerOf(request);
    return { customerId: customer.id, customerName: nameOf(customer), brand };
  };

  serveEndpoint(
    app,
    endpoints.submitInquiry,
    async (request) => {
      const customer = customerOf(request);
      const key = request.headers[HEADERS.idempotencyKey.toLowerCase()];
      const context = { customer, language: request.ctx.language, pricing: await pricingOf(customer), edition, brand };
      return okEnvelope(await submitInquiry(db, request.body, context, typeof key === 'string' && key ? key : null));
    },
    { config: { rateLimit: INQUIRY_RATE_LIMIT } },
  );

  serveEndpoint(app, endpoints.result, async (request, reply) => {
    const result = await customerResult(db, customerOf(request).id, request.query.id);
    return sendStoredFile(reply, db, uploadRoot, result.path, (row) => row.ownerKind === 'staff');
  });
  serveEndpoint(app, endpoints.designs, async (request) => okEnvelope(await orderDesignsOf(db, request.query.id, customerOf(request).id)));
  serveEndpoint(app, endpoints.designExport, async (request, reply) => {
    const { id, lineNo, format } = request.query;
    return sendPlasmidFile(reply, await orderedPlasmid(db, id, lineNo, customerOf(request).id), format);
  });
  serveEndpoint(app, endpoints.dashboard, async (request) =>
    okEnvelope(await customerDashboard(db, customerOf(request).id, { timeZone: request.ctx.timeZone, currency, now: new Date() })),
  );
  serveEndpoint(app, endpoints.list, async (request) => okEnvelope(await customerOrders(db, customerOf(request).id, request.query)));
  serveEndpoint(app, endpoints.detail, async (request) => okEnvelope(await customerOrderDetail(db, customerOf(request).id, request.query.id)));
  serveEndpoint(app, endpoints.confirmQuote, async (request) => okEnvelope(await confirmQuote(db, stepContext(request), request.body.id, request.body.note)));
  serveEndpoint(app, endpoints.cancel, async (request) => okEnvelope(await cancelOwnOrder(db, stepContext(request), request.body.id, request.body.note)));
  serveEndpoint(app, endpoints.reorder, async (request) => {
    const customer = customerOf(request);
    return okEnvelope(await reorder(db, { customerId: customer.id, language: request.ctx.language, pricing: await pricingOf(customer) }, request.body.id));
  });

  serveEndpoint(app, endpoints.attachment, async (request, reply) => sendOrderFile(reply, db, uploadRoot, request.query, customerOf(request).id));
  serveEndpoint(app, endpoints.quotePdf, async (request, reply) =>
    sendPdf(reply, await quoteDocument(db, request.query.id, letterhead, customerOf(request).id)),
  );
  serveEndpoint(app, endpoints.invoicePdf, async (request, reply) =>
    sendPdf(reply, await invoiceDocument(db, request.query.id, letterhead, customerOf(request).id)),
  );

  // Codes are random, and the limit stops guessing.
  serveEndpoint(app, endpoints.scanLabel, async (request) => okEnvelope(await scanLabel(db, request.query.code)), { config: { rateLimit: SCAN_RATE_LIMIT } });

  // Invoices and parcels belong to the Chinese edition only (spec section 6); elsewhere they do not exist.
  const chineseOnly = {
    preHandler: async () => {
      if (edition !== 'zh') throw notFound();
    },
  };
  serveEndpoint(app, endpoints.invoices, async (request) => okEnvelope(await customerInvoices(db, customerOf(request).id, request.query)), chineseOnly);
  serveEndpoint(app, endpoints.parcels, async (request) => okEnvelope(await customerParcels(db, customerOf(request).id, request.query)), chineseOnly);
}
