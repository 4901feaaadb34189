import {
  type Edition,
  HEADERS,
  type SupplierDetails,
  envelopeSchema,
  idempotencyKeySchema,
  inquiryInputSchema,
  inquiryResultSchema,
  invoiceSchema,
  okEnvelope,
  orderDetailSchema,
  orderDocumentsQuerySchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderSummarySchema,
  pageResultSchema,
  parcelSchema,
  scanCodeSchema,
  scanResultSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound, unauthorized } from '../../errors.js';
import type { CustomerRow } from '../accounts/index.js';
import { editionCurrency, priceGroupOf } from '../catalog/index.js';
import { invoiceDocument, quoteDocument } from './orders.documents.service.js';
import { sendPdf } from './orders.pdf-reply.js';
import { submitInquiry } from './orders.inquiry.service.js';
import { scanLabel } from './orders.labels.service.js';
import { cancelOwnOrder, confirmQuote, customerInvoices, customerOrderDetail, customerOrders, customerParcels, reorder } from './orders.service.js';

const BASE = '/by-order-client/order';
/**
 * security.md S15: inquiries per session (else per address) and minute; a person never sends this many, a script
 * would. Keyed by session so one institute's shared address does not limit its researchers together.
 */
const SCAN_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
const INQUIRY_RATE_LIMIT = { max: 20, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.presentedToken('customer')?.token ?? request.ip };

export type OrdersOptions = { db: Database; edition: Edition; brand: string; supplier: SupplierDetails };

/** The customer's side of ordering: the inquiry, their orders, invoices and parcels; nobody else's (S8). */
export async function ordersRoutes(app: FastifyInstance, options: OrdersOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, edition, brand, supplier } = options;
  const letterhead = { brand, supplier };
  const currency = editionCurrency(edition);
  const common = { preValidation: app.requireCustomer };
  const tags = ['orders'];
  const security = [{ accessToken: [] }];

  const customerOf = (request: FastifyRequest): CustomerRow => {
    if (!request.customer) throw unauthorized();
    return request.customer;
  };
  const nameOf = (customer: CustomerRow) => customer.realname || customer.username;
  const pricingOf = async (customer: CustomerRow) => ({ currency, priceGroup: await priceGroupOf(db, customer.id) });
  const stepContext = (request: FastifyRequest) => {
    const customer = customerOf(request);
    return { customerId: customer.id, customerName: nameOf(customer), brand };
  };

  routes.post(
    `${BASE}/inquiry/add`,
    {
      ...common,
      config: { rateLimit: INQUIRY_RATE_LIMIT },
      schema: {
        tags,
        security,
        headers: z.object({ [HEADERS.idempotencyKey.toLowerCase()]: idempotencyKeySchema.optional() }),
        body: inquiryInputSchema,
        response: { 200: envelopeSchema(inquiryResultSchema) },
      },
    },
    async (request) => {
      const customer = customerOf(request);
      const key = request.headers[HEADERS.idempotencyKey.toLowerCase()];
      const context = { customer, language: request.ctx.language, pricing: await pricingOf(customer), edition, brand };
      return okEnvelope(await submitInquiry(db, request.body, context, typeof key === 'string' && key ? key : null));
    },
  );

  routes.get(`${BASE}/list`, { ...common, schema: { tags, security, querystring: orderListQuerySchema, response: { 200: envelopeSchema(pageResultSchema(orderSummarySchema)) } } }, async (request) =>
    okEnvelope(await customerOrders(db, customerOf(request).id, request.query)),
  );
  routes.get(`${BASE}/queryById`, { ...common, schema: { tags, security, querystring: orderIdQuerySchema, response: { 200: envelopeSchema(orderDetailSchema) } } }, async (request) =>
    okEnvelope(await customerOrderDetail(db, customerOf(request).id, request.query.id)),
  );
  routes.post(`${BASE}/confirmQuote`, { ...common, schema: { tags, security, body: orderNoteSchema, response: { 200: envelopeSchema(orderDetailSchema) } } }, async (request) =>
    okEnvelope(await confirmQuote(db, stepContext(request), request.body.id, request.body.note)),
  );
  routes.post(`${BASE}/cancel`, { ...common, schema: { tags, security, body: orderNoteSchema, response: { 200: envelopeSchema(orderDetailSchema) } } }, async (request) =>
    okEnvelope(await cancelOwnOrder(db, stepContext(request), request.body.id, request.body.note)),
  );
  routes.post(
    `${BASE}/reorder`,
    { ...common, schema: { tags, security, body: orderIdQuerySchema, response: { 200: envelopeSchema(z.object({ added: z.number().int(), skipped: z.number().int() })) } } },
    async (request) => {
      const customer = customerOf(request);
      return okEnvelope(await reorder(db, { customerId: customer.id, language: request.ctx.language, pricing: await pricingOf(customer) }, request.body.id));
    },
  );

  routes.get(`${BASE}/quotePdf`, { ...common, schema: { tags, security, querystring: orderIdQuerySchema } }, async (request, reply) =>
    sendPdf(reply, await quoteDocument(db, request.query.id, letterhead, customerOf(request).id)),
  );
  routes.get('/by-order-client/invoice/pdf', { ...common, schema: { tags, security, querystring: orderIdQuerySchema } }, async (request, reply) =>
    sendPdf(reply, await invoiceDocument(db, request.query.id, letterhead, customerOf(request).id)),
  );

  // Public, like the scan page: whoever holds the tube holds its label. Codes are random, and the limit stops guessing.
  routes.get(
    '/by-order-client/scan/label',
    { config: { rateLimit: SCAN_RATE_LIMIT }, schema: { tags, querystring: scanCodeSchema, response: { 200: envelopeSchema(scanResultSchema) } } },
    async (request) => okEnvelope(await scanLabel(db, request.query.code)),
  );

  // Invoices and parcels belong to the Chinese edition only (spec section 6); elsewhere they do not exist.
  const chineseOnly = async () => {
    if (edition !== 'zh') throw notFound();
  };
  routes.get(
    '/by-order-client/invoice/list',
    { ...common, preHandler: chineseOnly, schema: { tags, security, querystring: orderDocumentsQuerySchema, response: { 200: envelopeSchema(pageResultSchema(invoiceSchema)) } } },
    async (request) => okEnvelope(await customerInvoices(db, customerOf(request).id, request.query)),
  );
  routes.get(
    '/by-order-client/package/list',
    { ...common, preHandler: chineseOnly, schema: { tags, security, querystring: orderDocumentsQuerySchema, response: { 200: envelopeSchema(pageResultSchema(parcelSchema)) } } },
    async (request) => okEnvelope(await customerParcels(db, customerOf(request).id, request.query)),
  );
}
