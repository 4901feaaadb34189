import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every stored file: the server-made path under the upload root, who uploaded it, and the name it came with
 * (kept as metadata only, never used as a path).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull().unique(),
    // The customer's id; no foreign key, so the module stands apart from accounts. Accounts are never deleted
    // (closing one anonymises it) and closing one removes its files through this module.
    ownerId: uuid('owner_id').notNull(),
    folder: text('folder').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId)],
);
