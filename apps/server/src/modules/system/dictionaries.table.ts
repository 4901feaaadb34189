import type { LocalizedText } from '@portal/domain';
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The items of every dictionary the portal knows (order statuses, transport conditions, ...), in four languages. */
export const dictItems = pgTable(
  'dict_items',
  {
    dictCode: text('dict_code').notNull(),
    value: text('value').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.dictCode, table.value] })],
);
