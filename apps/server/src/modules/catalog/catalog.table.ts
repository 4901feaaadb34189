import type { LocalizedText, ProductLine } from '@portal/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogNo: text('catalog_no').notNull().unique(),
    line: text('line').$type<ProductLine>().notNull(),
    categorySec: text('category_sec').notNull().default(''),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    target: text('target').notNull().default(''),
    clone: text('clone').notNull().default(''),
    isotype: text('isotype').notNull().default(''),
    reactivity: text('reactivity').notNull().default(''),
    host: text('host').notNull().default(''),
    /** Lowest pack price in minor units of `currency`; null when the product is quote-only. */
    priceFrom: integer('price_from'),
    currency: text('currency').notNull().default('USD'),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_line_idx').on(table.line, table.catalogNo)],
);
