import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import { idempotencyKeyHeadersSchema } from '../http/idempotency.js';
import { dashboardSchema } from './dashboard.contract.js';
import { inquiryInputSchema } from './inquiry.contract.js';
import {
  inquiryResultSchema,
  orderAttachmentQuerySchema,
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
import { orderResultQuerySchema } from './order-results.contract.js';
import { orderDesignExportQuerySchema, orderDesignSchema } from './order-designs.contract.js';
import { scanCodeSchema, scanResultSchema } from './scan.contract.js';

const ORDER = '/by-order-client/order';
const tags = ['orders'];

/**
 * The customer's side of ordering (spec sections 5 and 6): the inquiry, their orders and the steps they may take,
 * the quotation and invoice PDFs, invoices and parcels (Chinese edition only), and the public label scan.
 */
export const ordersEndpoints = {
  /** One inquiry per Idempotency-Key (the client sends it with `idempotencyKey`). */
  submitInquiry: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/inquiry/add`,
    tags,
    access: 'customer',
    headers: idempotencyKeyHeadersSchema,
    body: inquiryInputSchema,
    reply: inquiryResultSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${ORDER}/list`,
    tags,
    access: 'customer',
    query: orderListQuerySchema,
    reply: pageResultSchema(orderSummarySchema),
  }),
  /** The order client's home: the customer's figures in their time zone (the Time-Zone header). */
  dashboard: defineEndpoint({ method: 'GET', path: `${ORDER}/dashboard`, tags, access: 'customer', reply: dashboardSchema }),
  detail: defineEndpoint({ method: 'GET', path: `${ORDER}/queryById`, tags, access: 'customer', query: orderIdQuerySchema, reply: orderDetailSchema }),
  confirmQuote: defineEndpoint({ method: 'POST', path: `${ORDER}/confirmQuote`, tags, access: 'customer', body: orderNoteSchema, reply: orderDetailSchema }),
  cancel: defineEndpoint({ method: 'POST', path: `${ORDER}/cancel`, tags, access: 'customer', body: orderNoteSchema, reply: orderDetailSchema }),
  /** The order's lines back into the catalogue cart. */
  reorder: defineEndpoint({ method: 'POST', path: `${ORDER}/reorder`, tags, access: 'customer', body: orderIdQuerySchema, reply: reorderResultSchema }),
  /**
   * One of the files the customer attached to an order they may read (their own, or a colleague's their
   * organisation opens to them), with the purchase-order file.
   */
  attachment: defineEndpoint({ method: 'GET', path: `${ORDER}/attachment`, tags, access: 'customer', query: orderAttachmentQuerySchema, reply: 'file' }),
  /** A result file of the customer's own order. */
  result: defineEndpoint({ method: 'GET', path: `${ORDER}/result`, tags, access: 'customer', query: orderResultQuerySchema, reply: 'file' }),
  /** A vector order's designs as ordered, sequences included, so they are fetched apart from the detail (empty for other orders). */
  designs: defineEndpoint({ method: 'GET', path: `${ORDER}/designs`, tags, access: 'customer', query: orderIdQuerySchema, reply: z.array(orderDesignSchema) }),
  designExport: defineEndpoint({ method: 'GET', path: `${ORDER}/designExport`, tags, access: 'customer', query: orderDesignExportQuerySchema, reply: 'file' }),
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
