import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import {
  INVOICES_PERMISSION,
  ORDERS_FULFIL_PERMISSION,
  ORDERS_QUOTE_PERMISSION,
  ORDERS_VIEW_PERMISSION,
  invoiceInputSchema,
  orderAttachmentQuerySchema,
  orderDetailSchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderSummarySchema,
  parcelInputSchema,
  productionInputSchema,
  quoteInputSchema,
} from './order.contract.js';
import { orderResultInputSchema, orderResultQuerySchema, splitOrderInputSchema, subOrderStatusInputSchema } from './order-results.contract.js';
import { orderDesignExportQuerySchema, orderDesignSchema } from './order-designs.contract.js';

const BASE = '/staff/orders';
const tags = ['staff orders'];
const view = { permission: ORDERS_VIEW_PERMISSION };
const fulfil = { permission: ORDERS_FULFIL_PERMISSION };

/** The order desk: every customer's orders, read with the view permission and moved along by the steps. */
export const ordersStaffEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${BASE}/list`, tags, access: view, query: orderListQuerySchema, reply: pageResultSchema(orderSummarySchema) }),
  detail: defineEndpoint({ method: 'GET', path: `${BASE}/queryById`, tags, access: view, query: orderIdQuerySchema, reply: orderDetailSchema }),
  quotePdf: defineEndpoint({ method: 'GET', path: `${BASE}/quotePdf`, tags, access: view, query: orderIdQuerySchema, reply: 'file' }),
  invoicePdf: defineEndpoint({ method: 'GET', path: `${BASE}/invoicePdf`, tags, access: view, query: orderIdQuerySchema, reply: 'file' }),
  /** A customer's file, reached only through the order it belongs to (uploads/README.md). */
  attachment: defineEndpoint({ method: 'GET', path: `${BASE}/attachment`, tags, access: view, query: orderAttachmentQuerySchema, reply: 'file' }),
  /** A result file of the order, as staff attached it. */
  result: defineEndpoint({ method: 'GET', path: `${BASE}/result`, tags, access: view, query: orderResultQuerySchema, reply: 'file' }),
  /** What the customer designed, exactly as ordered: the map's data and the file for the bench. */
  designs: defineEndpoint({ method: 'GET', path: `${BASE}/designs`, tags, access: view, query: orderIdQuerySchema, reply: z.array(orderDesignSchema) }),
  designExport: defineEndpoint({ method: 'GET', path: `${BASE}/designExport`, tags, access: view, query: orderDesignExportQuerySchema, reply: 'file' }),
  /** Production's own records (issue 17): sub-orders with their statuses, and result files for the customer. */
  production: {
    split: defineEndpoint({ method: 'POST', path: `${BASE}/subOrders/split`, tags, access: fulfil, body: splitOrderInputSchema, reply: orderDetailSchema }),
    subOrderStatus: defineEndpoint({
      method: 'POST',
      path: `${BASE}/subOrders/status`,
      tags,
      access: fulfil,
      body: subOrderStatusInputSchema,
      reply: orderDetailSchema,
    }),
    addResult: defineEndpoint({ method: 'POST', path: `${BASE}/results/add`, tags, access: fulfil, body: orderResultInputSchema, reply: orderDetailSchema }),
  },
  /** Each step takes its own form and answers with the order as it now stands; each needs its own permission. */
  steps: {
    quote: defineEndpoint({
      method: 'POST',
      path: `${BASE}/quote`,
      tags,
      access: { permission: ORDERS_QUOTE_PERMISSION },
      body: quoteInputSchema,
      reply: orderDetailSchema,
    }),
    startProduction: defineEndpoint({
      method: 'POST',
      path: `${BASE}/startProduction`,
      tags,
      access: fulfil,
      body: productionInputSchema,
      reply: orderDetailSchema,
    }),
    ship: defineEndpoint({ method: 'POST', path: `${BASE}/ship`, tags, access: fulfil, body: parcelInputSchema, reply: orderDetailSchema }),
    complete: defineEndpoint({ method: 'POST', path: `${BASE}/complete`, tags, access: fulfil, body: orderNoteSchema, reply: orderDetailSchema }),
    cancel: defineEndpoint({ method: 'POST', path: `${BASE}/cancel`, tags, access: fulfil, body: orderNoteSchema, reply: orderDetailSchema }),
    invoice: defineEndpoint({
      method: 'POST',
      path: `${BASE}/invoice`,
      tags,
      access: { permission: INVOICES_PERMISSION },
      body: invoiceInputSchema,
      reply: orderDetailSchema,
    }),
  },
};
