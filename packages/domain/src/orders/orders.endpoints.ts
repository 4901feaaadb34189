import { z } from 'zod';
import { idempotencyKeySchema } from '../content/content.contract.js';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import { HEADERS } from '../http/headers.js';
import { inquiryInputSchema } from './inquiry.contract.js';
import {
  inquiryResultSchema,
  invoiceSchema,
  orderDetailSchema,
  orderDocumentsQuerySchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderSummarySchema,
  parcelSchema,
  reorderResultSchema,
} from './order.contract.js';
import { scanCodeSchema, scanResultSchema } from './scan.contract.js';

const ORDER = '/by-order-client/order';
const tags = ['orders'];

/**
 * The inquiry's optional Idempotency-Key header (the client sends it with `idempotencyKey`). Definitions have no
 * header part, so the server adds this schema to the route itself (orders.routes.ts).
 */
export const inquiryHeadersSchema = z.object({ [HEADERS.idempotencyKey.toLowerCase()]: idempotencyKeySchema.optional() });

/**
 * The customer's side of ordering (spec sections 5 and 6): the inquiry, their orders and the steps they may take,
 * the quotation and invoice PDFs, invoices and parcels (Chinese edition only), and the public label scan.
 */
export const ordersEndpoints = {
  submitInquiry: defineEndpoint({ method: 'POST', path: `${ORDER}/inquiry/add`, tags, access: 'customer', body: inquiryInputSchema, reply: inquiryResultSchema }),
  list: defineEndpoint({ method: 'GET', path: `${ORDER}/list`, tags, access: 'customer', query: orderListQuerySchema, reply: pageResultSchema(orderSummarySchema) }),
  detail: defineEndpoint({ method: 'GET', path: `${ORDER}/queryById`, tags, access: 'customer', query: orderIdQuerySchema, reply: orderDetailSchema }),
  confirmQuote: defineEndpoint({ method: 'POST', path: `${ORDER}/confirmQuote`, tags, access: 'customer', body: orderNoteSchema, reply: orderDetailSchema }),
  cancel: defineEndpoint({ method: 'POST', path: `${ORDER}/cancel`, tags, access: 'customer', body: orderNoteSchema, reply: orderDetailSchema }),
  /** The order's lines back into the catalogue cart. */
  reorder: defineEndpoint({ method: 'POST', path: `${ORDER}/reorder`, tags, access: 'customer', body: orderIdQuerySchema, reply: reorderResultSchema }),
  quotePdf: defineEndpoint({ method: 'GET', path: `${ORDER}/quotePdf`, tags, access: 'customer', query: orderIdQuerySchema, reply: 'file' }),
  invoicePdf: defineEndpoint({ method: 'GET', path: '/by-order-client/invoice/pdf', tags, access: 'customer', query: orderIdQuerySchema, reply: 'file' }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/by-order-client/invoice/list',
    tags,
    access: 'customer',
    query: orderDocumentsQuerySchema,
    reply: pageResultSchema(invoiceSchema),
  }),
  parcels: defineEndpoint({
    method: 'GET',
    path: '/by-order-client/package/list',
    tags,
    access: 'customer',
    query: orderDocumentsQuerySchema,
    reply: pageResultSchema(parcelSchema),
  }),
  /** Public, like the scan page: whoever holds the tube holds its label. */
  scanLabel: defineEndpoint({ method: 'GET', path: '/by-order-client/scan/label', tags, access: 'public', query: scanCodeSchema, reply: scanResultSchema }),
};
