import type { PlasmidFeature } from '@portal/domain';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.table.js';

/**
 * What a vector order's line builds: the customer's design copied whole when the inquiry was sent, never changed
 * afterwards, so the bench makes what was ordered even if the design is edited or deleted later. `design_id` names
 * the design it came from, without a key to it, because the copy outlives the design.
 */
export const orderDesigns = pgTable(
  'order_designs',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    designId: uuid('design_id').notNull(),
    name: text('name').notNull(),
    backboneId: text('backbone_id').notNull().default(''),
    circular: boolean('circular').notNull(),
    sequence: text('sequence').notNull(),
    features: jsonb('features').$type<PlasmidFeature[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNo] })],
);
