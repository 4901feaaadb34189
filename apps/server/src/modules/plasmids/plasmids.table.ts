import type { PlasmidFeature } from '@portal/domain';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A plasmid a customer designed: the whole sequence and its features, so it opens again exactly as saved. */
export const plasmidDesigns = pgTable(
  'plasmid_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    backboneId: text('backbone_id').notNull().default(''),
    circular: boolean('circular').notNull().default(true),
    sequence: text('sequence').notNull(),
    features: jsonb('features').$type<PlasmidFeature[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plasmid_designs_customer_idx').on(table.customerId, table.updatedAt)],
);
