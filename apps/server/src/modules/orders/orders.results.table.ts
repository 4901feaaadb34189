import type { SubOrderStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.table.js';

/** A part of an order produced on its own (issue 17): the lines it covers and its own production status. */
export const subOrders = pgTable(
  'sub_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subNo: integer('sub_no').notNull(),
    title: text('title').notNull(),
    lineNos: integer('line_nos')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text('status').$type<SubOrderStatus>().notNull().default('planned'),
    productionStatus: text('production_status').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sub_orders_order_idx').on(table.orderId, table.subNo)],
);

/** A result file staff attached to an order or one of its sub-orders; the file itself is a staff upload. */
export const orderResults = pgTable(
  'order_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: uuid('sub_order_id').references(() => subOrders.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    staffId: uuid('staff_id'),
    staffName: text('staff_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_results_order_idx').on(table.orderId, table.createdAt)],
);
