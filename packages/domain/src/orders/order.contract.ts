import { z } from 'zod';
import { CURRENCIES } from '../catalog/product.contract.js';
import { pageQuerySchema } from '../http/envelope.js';
import { ORDER_ACTION_NAMES, ORDER_ACTORS, ORDER_STATUSES } from './order-status.js';
import { SHOWN_ORDER_STATUSES } from './order-status-shown.js';
import { SERVICE_KEYS } from '../services/service-catalogue.js';
import { orderResultSchema, subOrderSchema } from './order-results.contract.js';
import { CART_KINDS } from './cart.contract.js';
import { ORDER_TYPES } from './inquiry.contract.js';
import { ORDER_PRIORITIES, PACKAGING_FORMS, SEQUENCE_UNITS, TRANSPORT_CONDITIONS, VECTOR_PREPS, VECTOR_VERIFICATIONS } from './order-choices.js';

export const PAYMENT_METHODS = ['bankTransfer', 'creditCard', 'purchaseOrder', 'alipay', 'wechatPay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const isoDay = z.iso.date('errors.dateInvalid');

/**
 * My orders: status tab (the status as shown, so "quote accepted" is a tab of its own), date range (order date,
 * inclusive days), keyword over order number, catalogue and names.
 */
export const orderListQuerySchema = pageQuerySchema.extend({
  /** One service's orders, for its page (issue 17). */
  service: z.enum(SERVICE_KEYS).optional(),
  /** The orders sent from one cart, for the plasmid shop's own order list. */
  cart: z.enum(CART_KINDS).optional(),
  status: z.enum(SHOWN_ORDER_STATUSES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  orderType: z.enum(ORDER_TYPES),
  /** The service of a service order; null otherwise. */
  service: z.enum(SERVICE_KEYS).nullable(),
  status: z.enum(ORDER_STATUSES),
  currency: z.enum(CURRENCIES),
  /** The order date: when the inquiry was submitted. */
  createdAt: z.string(),
  confirmDate: z.string().nullable(),
  productionTime: z.string().nullable(),
  productionStatus: z.string(),
  lineCount: z.number().int(),
  /** The first line's catalogue number or protein name, so the list says what was ordered. */
  firstLine: z.string(),
  /** Null until the order is quoted. */
  totalMinor: z.number().int().nullable(),
  customerName: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  packLabel: z.string(),
  /** The catalogue price when the inquiry was made, as a guide for the quote. */
  catalogUnitPriceMinor: z.number().int().nullable(),
  /** The quoted price; null until staff price the line. */
  unitPriceMinor: z.number().int().nullable(),
  quantity: z.number().int(),
  /** The product fields of spec section 3 for a product order, the sequence fields for a sequence order. */
  product: z
    .object({
      catalog: z.string(),
      projectName: z.string(),
      projectType: z.string(),
      batchNo: z.string(),
      priority: z.enum(ORDER_PRIORITIES),
      concentration: z.number().nullable(),
      packingQuantity: z.number().nullable(),
      packingTubeCount: z.number().int().nullable(),
    })
    .nullable(),
  sequence: z
    .object({
      proteinName: z.string(),
      scale: z.number(),
      unit: z.enum(SEQUENCE_UNITS),
      expressionHost: z.string(),
      isotypeTag: z.string(),
      sequence1: z.string(),
      sequence2: z.string(),
      sequence3: z.string(),
      sequence4: z.string(),
      buffer: z.string(),
      note: z.string(),
      transport: z.enum(TRANSPORT_CONDITIONS),
      packaging: z.enum(PACKAGING_FORMS),
    })
    .nullable(),
  /** A service order's row: the values of its service's fields. */
  service: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  /** A vector order's row: the design's code and name when ordered (its whole snapshot is `designs`), and how to deliver it. */
  vector: z
    .object({
      catalog: z.string(),
      projectName: z.string(),
      prep: z.enum(VECTOR_PREPS),
      verification: z.enum(VECTOR_VERIFICATIONS),
      note: z.string(),
    })
    .nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({
  at: z.string(),
  action: z.enum(ORDER_ACTION_NAMES as [string, ...string[]]),
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_ACTORS),
  actorName: z.string(),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const parcelSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  contents: z.string(),
  status: z.enum(['inTransit', 'delivered']),
  shippedAt: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  title: z.string(),
  taxNumber: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  issuedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const quoteSchema = z.object({
  linesMinor: z.number().int(),
  freightMinor: z.number().int(),
  discountMinor: z.number().int(),
  totalMinor: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  validUntil: z.string(),
  quotedAt: z.string(),
});

/** One reference a purchase order received electronically carried about itself ("Requisition": "REQ-77"). */
export const buyerReferenceSchema = z.object({ name: z.string(), value: z.string() });
export type BuyerReference = z.infer<typeof buyerReferenceSchema>;

/** A file the customer attached to an order: its stored path (to fetch it) and the name it was uploaded under. */
export const orderFileSchema = z.object({ path: z.string(), name: z.string() });
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  /** The parts staff split the order into, each with its own production status (issue 17). */
  subOrders: z.array(subOrderSchema),
  /** The result files staff attached, to the order or to a sub-order. */
  results: z.array(orderResultSchema),
  quote: quoteSchema.nullable(),
  shippingAddress: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  poNumber: z.string(),
  /** The organisation and department the order was placed for ('' when none), and its cost centre. */
  department: z.string(),
  costCentre: z.string(),
  /** A purchase order received electronically: the buyer's procurement system, its dates and its own references. */
  buyerReferences: z.array(buyerReferenceSchema),
  poFile: orderFileSchema.nullable(),
  attachments: z.array(orderFileSchema),
  note: z.string(),
  events: z.array(orderEventSchema),
  parcels: z.array(parcelSchema),
  invoices: z.array(invoiceSchema),
  /** The tube labels made when the order shipped, for printing and for the scan page. */
  labels: z.array(z.object({ code: z.string(), projectName: z.string(), shippingBox: z.string(), position: z.string() })),
  /** What the viewer may do next, straight from the transitions table and its guards. */
  actions: z.array(z.enum(ORDER_ACTION_NAMES as [string, ...string[]])),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdQuerySchema = z.object({ id: z.string().uuid('errors.notFound') });

/** The customer's parcels or invoices, a page at a time; with `orderId`, only that order's. */
export const orderDocumentsQuerySchema = pageQuerySchema.extend({ orderId: z.string().uuid('errors.notFound').optional() });
export type OrderDocumentsQuery = z.infer<typeof orderDocumentsQuerySchema>;

/** One of an order's files: an attachment or the purchase-order file, by its stored path. */
export const orderAttachmentQuerySchema = orderIdQuerySchema.extend({ path: z.string().trim().min(1).max(300) });

export const orderNoteSchema = z.object({ id: z.string().uuid('errors.notFound'), note: z.string().trim().max(500, 'errors.textTooLong').default('') });

/** The largest amount a quote may carry in one price, freight or discount: 1,000,000,000.00. */
export const QUOTE_MAX_AMOUNT_MINOR = 1_000_000_000_00;

const minor = z.coerce
  .number({ error: 'errors.amountInvalid' })
  .int('errors.amountInvalid')
  .min(0, 'errors.amountInvalid')
  .max(QUOTE_MAX_AMOUNT_MINOR, 'errors.amountInvalid');

/** Staff pricing an inquiry into a quote. */
export const quoteInputSchema = orderNoteSchema.extend({
  prices: z.array(z.object({ lineId: z.string().uuid('errors.notFound'), unitPriceMinor: minor })).min(1),
  freightMinor: minor.default(0),
  discountMinor: minor.default(0),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'errors.paymentMethodRequired' }),
  validUntil: isoDay,
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

export const productionInputSchema = orderNoteSchema.extend({
  productionStatus: z.string().trim().min(1, 'errors.productionStatusRequired').max(60),
  /** The expected finish day. */
  productionTime: isoDay,
});
export type ProductionInput = z.input<typeof productionInputSchema>;

export const parcelInputSchema = orderNoteSchema.extend({
  carrier: z.string().trim().min(1, 'errors.carrierRequired').max(60),
  trackingNo: z.string().trim().min(1, 'errors.trackingNoRequired').max(60),
  contents: z.string().trim().max(500, 'errors.textTooLong').default(''),
});
export type ParcelInput = z.input<typeof parcelInputSchema>;

export const invoiceInputSchema = orderNoteSchema.extend({
  title: z.string().trim().min(1, 'errors.invoiceTitleRequired').max(200),
  taxNumber: z.string().trim().max(30, 'errors.textTooLong').default(''),
});
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

/** What a reorder answers: how many of the order's lines went back into the cart, and how many could not. */
export const reorderResultSchema = z.object({ added: z.number().int(), skipped: z.number().int() });
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** What the inquiry submission answers: the number the IsSuccess page shows. */
export const inquiryResultSchema = z.object({ id: z.string(), orderNo: z.string() });
export type InquiryResult = z.infer<typeof inquiryResultSchema>;

/** The staff permissions of the order desk. */
export const ORDERS_VIEW_PERMISSION = 'orders:view';
export const ORDERS_QUOTE_PERMISSION = 'orders:quote';
export const ORDERS_FULFIL_PERMISSION = 'orders:fulfil';
export const INVOICES_PERMISSION = 'orders:invoice';
export const AUDIT_PERMISSION = 'audit:view';

export const auditListQuerySchema = pageQuerySchema.extend({ objectType: z.string().trim().max(40).optional() });

export const auditEntrySchema = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
