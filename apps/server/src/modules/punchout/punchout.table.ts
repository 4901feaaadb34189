import type { PriceGroup, PunchoutLineMapping, PunchoutOperation, PunchoutProtocol, PUNCHOUT_DOCUMENT_KINDS, PUNCHOUT_SESSION_STATES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A buyer's procurement system as staff configure it. Identities are matched without regard to case, as the cXML
 * networks do; the shared secret is kept as its SHA-256 only (it is 256 random bits, so no slow hash is needed).
 */
export const punchoutBuyers = pgTable(
  'punchout_buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    protocol: text('protocol').$type<PunchoutProtocol>().notNull(),
    fromDomain: text('from_domain').notNull().default(''),
    fromIdentity: text('from_identity').notNull().default(''),
    senderDomain: text('sender_domain').notNull().default(''),
    senderIdentity: text('sender_identity').notNull().default(''),
    supplierDomain: text('supplier_domain').notNull().default(''),
    supplierIdentity: text('supplier_identity').notNull().default(''),
    ociUsername: text('oci_username').notNull().default(''),
    priceGroup: text('price_group').$type<PriceGroup>().notNull(),
    defaultUom: text('default_uom').notNull().default('EA'),
    defaultUnspsc: text('default_unspsc').notNull(),
    lineMappings: jsonb('line_mappings').$type<PunchoutLineMapping[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    secretHash: text('secret_hash').notNull(),
    secretHint: text('secret_hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('punchout_buyers_cxml_identity')
      .on(sql`lower(${table.fromIdentity})`)
      .where(sql`protocol = 'cxml'`),
    uniqueIndex('punchout_buyers_oci_username')
      .on(sql`lower(${table.ociUsername})`)
      .where(sql`protocol = 'oci'`),
  ],
);

/**
 * One visit of a buyer's user: opened by a setup request or an OCI entry, entered once through its ticket, and
 * transferred back (again and again, while it lasts) until a purchase order names it.
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    operation: text('operation').$type<PunchoutOperation>().notNull(),
    buyerCookie: text('buyer_cookie').notNull().default(''),
    /** cXML's BrowserFormPost URL or OCI's HOOK_URL: where the browser posts the cart. */
    returnUrl: text('return_url').notNull(),
    ociTarget: text('oci_target').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    userEmail: text('user_email').notNull().default(''),
    /** Null once redeemed: the start address works once. */
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }).notNull(),
    state: text('state').$type<(typeof PUNCHOUT_SESSION_STATES)[number]>().notNull().default('started'),
    lineCount: integer('line_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    orderId: uuid('order_id'),
  },
  (table) => [
    index('punchout_sessions_buyer_idx').on(table.buyerId, table.createdAt),
    index('punchout_sessions_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('punchout_sessions_ticket_idx').on(table.ticketHash),
  ],
);

/**
 * Every document received or sent, as it was (secrets masked), with the status it was answered with. A purchase
 * order is accepted once per payloadID and buyer: the index refuses a second, and the repeat is answered from the first.
 */
export const punchoutDocuments = pgTable(
  'punchout_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id').references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    kind: text('kind').$type<(typeof PUNCHOUT_DOCUMENT_KINDS)[number]>().notNull(),
    payloadId: text('payload_id').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    statusText: text('status_text').notNull().default(''),
    orderId: uuid('order_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('punchout_documents_buyer_idx').on(table.buyerId, table.createdAt),
    index('punchout_documents_session_idx').on(table.sessionId),
    uniqueIndex('punchout_documents_order_once')
      .on(table.buyerId, table.payloadId)
      .where(sql`kind = 'OrderRequest' and order_id is not null`),
  ],
);
