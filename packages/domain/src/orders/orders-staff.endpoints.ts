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
