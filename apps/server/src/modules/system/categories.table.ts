import type { LocalizedText } from '@portal/domain';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The product category tree (spec section 3 category nodes); roots have parent '0'. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull().default('0'),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.sortOrder)],
);
