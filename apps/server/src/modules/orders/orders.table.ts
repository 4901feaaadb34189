import type {
  BuyerReference,
  CartKind,
  Currency,
  Language,
  OrderAction,
  OrderActor,
  OrderStatus,
  OrderType,
  PaymentMethod,
  ServiceKey,
  ServiceRowValues,
  VECTOR_PREPS,
  VECTOR_VERIFICATIONS,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An inquiry and, once quoted, the order it becomes: one row through every status. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull().default(''),
    /** Where the status e-mails go, and in which language they are written: as the customer was when submitting. */
    customerEmail: text('customer_email').notNull().default(''),
    language: text('language').$type<Language>().notNull(),
    cart: text('cart').$type<CartKind>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    /** The service a service order is for (issue 17); null for other orders. */
    service: text('service').$type<ServiceKey>(),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The address as it was when the inquiry was sent, formatted for the edition: later edits do not move a parcel. */
    shippingAddress: text('shipping_address').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    poNumber: text('po_number').notNull().default(''),
    /** The department the customer ordered for, as it was then (its code, name, cost centre and organisation). */
    departmentCode: text('department_code').notNull().default(''),
    departmentName: text('department_name').notNull().default(''),
    costCentre: text('cost_centre').notNull().default(''),
    organisationName: text('organisation_name').notNull().default(''),
    /** What a purchase order received electronically said about itself: the buyer, its dates, its own references. */
    buyerReferences: jsonb('buyer_references').$type<BuyerReference[]>().notNull().default([]),
    poFilePath: text('po_file_path').notNull().default(''),
    attachmentPaths: text('attachment_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    linesMinor: bigint('lines_minor', { mode: 'number' }),
    freightMinor: bigint('freight_minor', { mode: 'number' }),
    discountMinor: bigint('discount_minor', { mode: 'number' }),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    quoteValidUntil: text('quote_valid_until'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    confirmDate: timestamp('confirm_date', { withTimezone: true }),
    productionStatus: text('production_status').notNull().default(''),
    productionTime: text('production_time'),
    lineCount: integer('line_count').notNull(),
    firstLine: text('first_line').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    /** Raised by every change: a step applies only to the version its actor saw (optimistic locking). */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_status_idx').on(table.status, table.createdAt),
    index('orders_customer_service_idx').on(table.customerId, table.service, table.createdAt),
    uniqueIndex('orders_idempotency_idx').on(table.customerId, table.idempotencyKey),
    // Colleagues' orders, read by department where the organisation allows it.
    index('orders_department_idx')
      .on(table.departmentCode, table.createdAt)
      .where(sql`department_code <> ''`),
  ],
);

export type ProductLineFields = {
  catalog: string;
  projectName: string;
  projectType: string;
  batchNo: string;
  priority: 'normal' | 'urgent';
  concentration: number | null;
  packingQuantity: number | null;
  packingTubeCount: number | null;
};

export type SequenceLineFields = {
  proteinName: string;
  scale: number;
  unit: 'mg' | 'ug' | 'g';
  expressionHost: string;
  isotypeTag: string;
  sequence1: string;
  sequence2: string;
  sequence3: string;
  sequence4: string;
  buffer: string;
  note: string;
  transport: 'dryIce' | 'icePack';
  packaging: 'liquid' | 'freezeDried';
};

export type VectorLineFields = {
  /** The design's code and name when ordered. */
  catalog: string;
  projectName: string;
  prep: (typeof VECTOR_PREPS)[number];
  verification: (typeof VECTOR_VERIFICATIONS)[number];
  note: string;
};

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id'),
    packId: uuid('pack_id'),
    packLabel: text('pack_label').notNull().default(''),
    quantity: integer('quantity').notNull(),
    catalogUnitPriceMinor: bigint('catalog_unit_price_minor', { mode: 'number' }),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }),
    product: jsonb('product').$type<ProductLineFields>(),
    sequence: jsonb('sequence').$type<SequenceLineFields>(),
    /** A service order's row as its service's fields describe it. */
    service: jsonb('service').$type<ServiceRowValues>(),
    /** A vector order's row; the design it builds is kept whole in `order_designs`. */
    vector: jsonb('vector').$type<VectorLineFields>(),
  },
  (table) => [uniqueIndex('order_lines_order_idx').on(table.orderId, table.lineNo)],
);

/** The status history (architecture rule 3): append-only, one row per action taken. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    action: text('action').$type<OrderAction>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

export const parcels = pgTable(
  'parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: uuid('customer_id').notNull(),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    contents: text('contents').notNull().default(''),
    status: text('status').$type<'inTransit' | 'delivered'>().notNull().default('inTransit'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('parcels_customer_idx').on(table.customerId, table.shippedAt), index('parcels_order_idx').on(table.orderId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNo: text('invoice_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: uuid('customer_id').notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_customer_idx').on(table.customerId, table.issuedAt), index('invoices_order_idx').on(table.orderId)],
);

/** One printed label per tube of a shipment, found by the scan page (spec section 3, scan result). */
export const tubeLabels = pgTable(
  'tube_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    lineId: uuid('line_id').notNull(),
    tubeNo: integer('tube_no').notNull(),
    tubeCount: integer('tube_count').notNull(),
    projectNo: text('project_no').notNull(),
    projectName: text('project_name').notNull(),
    potency: text('potency').notNull().default(''),
    subpackageAmount: text('subpackage_amount').notNull().default(''),
    subpackageVolume: text('subpackage_volume').notNull().default(''),
    productionSerialNo: text('production_serial_no').notNull(),
    shippingBox: text('shipping_box').notNull(),
    position: text('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tube_labels_order_idx').on(table.orderId, table.tubeNo)],
);
