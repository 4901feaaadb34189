import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The supplier's staff: a role apart from customers, created by a command (npm run staff:create), never by
 * sign-up. `permissions` lists the action codes the staff screens and buttons check.
 */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  realname: text('realname').notNull().default(''),
  email: text('email').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** Staff sessions: opaque tokens stored hashed, as customers' are, in a table of their own. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);
