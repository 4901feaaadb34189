import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who a file belongs to: a customer, or a staff member of the back office. */
export type UploadOwnerKind = 'customer' | 'staff';

/**
 * Every stored file: the server-made path under the upload root, who uploaded it (or for whom the server made it),
 * and the name it came with (kept as metadata only, never used as a path).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull().unique(),
    // The customer's or staff member's id; no foreign key, so the module stands apart from accounts and staff.
    // Accounts are never deleted (closing one anonymises it) and closing one removes its files through this module.
    ownerKind: text('owner_kind').$type<UploadOwnerKind>().notNull().default('customer'),
    ownerId: uuid('owner_id').notNull(),
    folder: text('folder').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId)],
);
