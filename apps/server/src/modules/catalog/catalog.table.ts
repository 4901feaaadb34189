import type { Currency, LocalizedText, PriceGroup, ProductDocumentKind, ProductLine, ProductSpecKey } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogNo: text('catalog_no').notNull().unique(),
    line: text('line').$type<ProductLine>().notNull(),
    categorySec: text('category_sec').notNull().default(''),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    target: text('target').notNull().default(''),
    geneSymbol: text('gene_symbol').notNull().default(''),
    clone: text('clone').notNull().default(''),
    isotype: text('isotype').notNull().default(''),
    reactivity: text('reactivity').notNull().default(''),
    host: text('host').notNull().default(''),
    format: text('format').notNull().default(''),
    applications: text('applications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specs: jsonb('specs').$type<Partial<Record<ProductSpecKey, string>>>().notNull().default({}),
    /** Lowest list-group pack price per currency, kept in step with the packs for sorting by price. */
    priceFromUsd: integer('price_from_usd'),
    priceFromCny: integer('price_from_cny'),
    /**
     * The search tokens of classes A, B and C (catalog.tokens.ts), each space-separated, the classes joined by
     * '|': written with the product, so building the in-memory search index reads them instead of cutting text.
     */
    searchTokens: text('search_tokens').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_line_idx').on(table.line, table.categorySec, table.catalogNo),
    // A list page sorted by catalogue number reads the ids of the rows it skips from the index alone (the rows
    // themselves only for the page), so a deep page costs about what the first one does.
    index('products_published_line_catalog_no_idx')
      .on(table.line, table.catalogNo, table.id)
      .where(sql`${table.published}`),
    index('products_published_catalog_no_idx')
      .on(table.catalogNo, table.id)
      .where(sql`${table.published}`),
    // A line page sorted by price or date reads its first rows in index order.
    index('products_line_price_usd_idx').on(table.line, table.priceFromUsd),
    index('products_line_price_cny_idx').on(table.line, table.priceFromCny),
    index('products_line_created_idx').on(table.line, table.createdAt),
  ],
);

export const productPacks = pgTable(
  'product_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeLabel: text('size_label').notNull(),
    amountUg: integer('amount_ug'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_packs_product_idx').on(table.productId, table.sortOrder)],
);

export const productPrices = pgTable(
  'product_prices',
  {
    packId: uuid('pack_id')
      .notNull()
      .references(() => productPacks.id, { onDelete: 'cascade' }),
    priceGroup: text('price_group').$type<PriceGroup>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.packId, table.priceGroup, table.currency] })],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for documents of the whole catalogue (ordering manuals). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductDocumentKind>().notNull(),
    lotNo: text('lot_no').notNull().default(''),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Measured values of a lot's certificate, or the datasheet's extra notes. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** A PDF staff uploaded (a `document` uploads path) or a static `/files/…` path; '' when the PDF is generated from the record. */
    filePath: text('file_path').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One document per product, kind and lot (staff replace a file rather than add a second); also the product's lookup.
  (table) => [uniqueIndex('product_documents_product_kind_lot_idx').on(table.productId, table.kind, table.lotNo)],
);

export const PRODUCT_RELATION_KINDS = ['isotype-control', 'dilution-buffer', 'related'] as const;
export type ProductRelationKind = (typeof PRODUCT_RELATION_KINDS)[number];

export const productRelations = pgTable(
  'product_relations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: uuid('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductRelationKind>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedId, table.kind] })],
);

export const productCitations = pgTable(
  'product_citations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    journal: text('journal').notNull().default(''),
    year: integer('year').notNull(),
    pmid: text('pmid').notNull().default(''),
    doi: text('doi').notNull().default(''),
    application: text('application').notNull().default(''),
  },
  (table) => [index('product_citations_product_idx').on(table.productId)],
);

/** Distinct words of the catalogue, matched by trigram similarity to correct typos before searching. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull().default(1),
});
