import type { ContentPageKey, LocalizedText } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Markdown per language. */
    body: jsonb('body').$type<LocalizedText>().notNull(),
    coverPath: text('cover_path').notNull().default(''),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_published_idx').on(table.published, table.publishedAt)],
);

export const faqs = pgTable('faqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  groupKey: text('group_key').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  /** Markdown per language. */
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentPages = pgTable('content_pages', {
  key: text('key').$type<ContentPageKey>().primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** Markdown per language. */
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A custom-service request from the CustomServices form, kept as sent so nothing a customer submitted is
 * lost; staff turn it into an inquiry.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNo: text('request_no').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    service: text('service').notNull(),
    projectName: text('project_name').notNull(),
    details: text('details').notNull(),
    targetDate: text('target_date').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    attachmentPaths: text('attachment_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_requests_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('service_requests_idempotency_idx').on(table.customerId, table.idempotencyKey),
  ],
);
