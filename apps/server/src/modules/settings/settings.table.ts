import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Deployment-wide values kept in the database, such as the demo-data seed marker. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
