import { z } from 'zod';
import { minorOfTyped } from './price-format.js';
import { CONTENT_PAGE_KEYS, FAQ_GROUPS } from '../content/content.contract.js';
import { pageQuerySchema } from '../http/envelope.js';
import { CHECK_RULES } from '../system/check-rules.js';
import { STORED_PATH_PATTERN } from '../uploads/upload-rules.js';
import { CURRENCIES, PRICE_GROUPS, PRODUCT_DOCUMENT_KINDS, PRODUCT_LINES, PRODUCT_SPEC_KEYS } from './product.contract.js';

/** The staff permissions of the catalogue and content back office. */
export const CATALOG_EDIT_PERMISSION = 'catalog:edit';
export const CONTENT_EDIT_PERMISSION = 'content:edit';

/** Limits shared with the spreadsheet import (catalogue README), so a product saved either way fits both. */
export const STAFF_TEXT_LIMIT = 300;
export const STAFF_LONG_TEXT_LIMIT = 5_000;
export const STAFF_MAX_PACKS = 20;
export const STAFF_MAX_APPLICATIONS = 20;
/** The largest price a pack may carry, in minor units (ten million in major units). */
export const STAFF_MAX_PRICE_MINOR = 1_000_000_000;

const text = (limit: number) => z.string().trim().max(limit, 'errors.textTooLong');

/** A text in the four languages where only English must be written; the others fall back to it when shown. */
const localizedInput = (limit: number, required: boolean) =>
  z.object({ en: required ? text(limit).min(1, 'errors.englishTextRequired') : text(limit), zh: text(limit), es: text(limit), ja: text(limit) });

const localizedOutput = z.object({ zh: z.string(), en: z.string(), es: z.string(), ja: z.string() });

const uuid = z.string().uuid('errors.notFound');

export const staffPriceSchema = z.object({
  priceGroup: z.enum(PRICE_GROUPS),
  currency: z.enum(CURRENCIES),
  amount: z
    .number({ error: 'errors.amountInvalid' })
    .int('errors.amountInvalid')
    .min(0, 'errors.amountInvalid')
    .max(STAFF_MAX_PRICE_MINOR, 'errors.amountInvalid'),
});
export type StaffPrice = z.infer<typeof staffPriceSchema>;

/** A pack's size as the product editor shows it, for example "1 mg". */
export const packSizeLabelSchema = z.string().trim().min(1, 'errors.catalogPackLabelRequired').max(40, 'errors.textTooLong');

const packInputSchema = z
  .object({
    /** The pack being edited; a new pack has none. Kept on save so carts holding the pack keep it. */
    id: uuid.optional(),
    sizeLabel: packSizeLabelSchema,
    prices: z.array(staffPriceSchema).max(PRICE_GROUPS.length * CURRENCIES.length),
  })
  .refine((pack) => new Set(pack.prices.map((price) => `${price.priceGroup}:${price.currency}`)).size === pack.prices.length, {
    message: 'errors.catalogPriceDuplicate',
    path: ['prices'],
  });

/** One row of a product's specifications table as the editor saves it. */
export const staffSpecInputSchema = z.object({
  key: z.enum(PRODUCT_SPEC_KEYS),
  value: z.string().trim().min(1, 'errors.catalogSpecValueRequired').max(500, 'errors.textTooLong'),
});

/** A product as the editor saves it: without `id` a new product, with it an update of that product. */
export const staffProductInputSchema = z.object({
  id: uuid.optional(),
  catalogNo: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(CHECK_RULES.catalog_no.pattern, 'errors.catalogNoInvalid')),
  line: z.enum(PRODUCT_LINES),
  /** Empty: the line's first secondary category. */
  categorySec: text(40).default(''),
  name: localizedInput(STAFF_TEXT_LIMIT, true),
  description: localizedInput(STAFF_LONG_TEXT_LIMIT, false),
  target: text(STAFF_TEXT_LIMIT).default(''),
  geneSymbol: text(STAFF_TEXT_LIMIT).default(''),
  clone: text(STAFF_TEXT_LIMIT).default(''),
  isotype: text(STAFF_TEXT_LIMIT).default(''),
  reactivity: text(STAFF_TEXT_LIMIT).default(''),
  host: text(STAFF_TEXT_LIMIT).default(''),
  format: text(STAFF_TEXT_LIMIT).default(''),
  applications: z.array(z.string().trim().min(1).max(100, 'errors.textTooLong')).max(STAFF_MAX_APPLICATIONS).default([]),
  specs: z
    .array(staffSpecInputSchema)
    .max(PRODUCT_SPEC_KEYS.length)
    .default([])
    .refine((specs) => new Set(specs.map((spec) => spec.key)).size === specs.length, { message: 'errors.catalogSpecDuplicate' }),
  packs: z.array(packInputSchema).max(STAFF_MAX_PACKS).default([]),
  published: z.boolean().default(true),
});
export type StaffProductInput = z.input<typeof staffProductInputSchema>;

/** Everything the editor shows of one product. */
export const staffProductSchema = z.object({
  id: z.string(),
  catalogNo: z.string(),
  line: z.enum(PRODUCT_LINES),
  categorySec: z.string(),
  name: localizedOutput,
  description: localizedOutput,
  target: z.string(),
  geneSymbol: z.string(),
  clone: z.string(),
  isotype: z.string(),
  reactivity: z.string(),
  host: z.string(),
  format: z.string(),
  applications: z.array(z.string()),
  specs: z.array(z.object({ key: z.enum(PRODUCT_SPEC_KEYS), value: z.string() })),
  packs: z.array(z.object({ id: z.string(), sizeLabel: z.string(), amountUg: z.number().int().nullable(), prices: z.array(staffPriceSchema) })),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffProductListQuerySchema = pageQuerySchema.extend({
  /** Catalogue number or name in any language. */
  keyword: z.string().trim().max(100).optional(),
  line: z.enum(PRODUCT_LINES).optional(),
  published: z.enum(['true', 'false']).optional(),
});
export type StaffProductListQuery = z.infer<typeof staffProductListQuerySchema>;

export const staffProductRowSchema = z.object({
  id: z.string(),
  catalogNo: z.string(),
  line: z.enum(PRODUCT_LINES),
  categorySec: z.string(),
  /** In the request's language. */
  name: z.string(),
  packCount: z.number().int(),
  /** The lowest list price per currency, minor units; null when quote only. */
  priceFromUsd: z.number().int().nullable(),
  priceFromCny: z.number().int().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

export const staffCatalogNoQuerySchema = z.object({ catalogNo: z.string().trim().min(1).max(60), _t: z.string().optional() });

export const staffPublishInputSchema = z.object({ catalogNo: z.string().trim().min(1).max(60), published: z.boolean() });
export type StaffPublishInput = z.infer<typeof staffPublishInputSchema>;

/** The spreadsheet import's answer: rows read, products created and updated, and every refused row with its reason. */
export const catalogImportReportSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), catalogNo: z.string(), message: z.string() })),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;

/** A staff-typed price in minor units, or null when it is not an amount or above what a pack may cost. */
export function minorFromMajor(typed: string): number | null {
  return minorOfTyped(typed, STAFF_MAX_PRICE_MINOR);
}

export const staffIdInputSchema = z.object({ id: uuid });

/** Lot numbers as the labels print them; certificates of analysis are issued per lot. */
export const STAFF_LOT_NO_LIMIT = 40;

/** A PDF staff uploaded to the `document` folder, by its stored path. */
const documentFileSchema = z.string().regex(STORED_PATH_PATTERN, 'errors.catalogDocumentFileInvalid');

export const staffDocumentsQuerySchema = z.object({ productId: uuid, _t: z.string().optional() });

/** A document added to a product: a certificate of analysis needs its lot, one document per kind and lot. */
export const staffDocumentInputSchema = z
  .object({
    productId: uuid,
    kind: z.enum(PRODUCT_DOCUMENT_KINDS),
    lotNo: text(STAFF_LOT_NO_LIMIT).default(''),
    title: localizedInput(STAFF_TEXT_LIMIT, true),
    filePath: documentFileSchema,
  })
  .refine((input) => input.kind !== 'coa' || input.lotNo !== '', { message: 'errors.catalogDocumentLotRequired', path: ['lotNo'] });
export type StaffDocumentInput = z.input<typeof staffDocumentInputSchema>;

export const staffDocumentFileInputSchema = z.object({ id: uuid, filePath: documentFileSchema });
export type StaffDocumentFileInput = z.infer<typeof staffDocumentFileInputSchema>;

/** One of a product's documents as the editor lists it; `fileName` is null when the PDF is generated from the record. */
export const staffDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_DOCUMENT_KINDS),
  lotNo: z.string(),
  title: localizedOutput,
  fileName: z.string().nullable(),
  url: z.string(),
  createdAt: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A news article as staff write it: without `id` a new one. */
export const staffNewsInputSchema = z.object({
  id: uuid.optional(),
  slug: z.string().trim().max(120, 'errors.textTooLong').regex(SLUG, 'errors.contentSlugInvalid'),
  title: localizedInput(STAFF_TEXT_LIMIT, true),
  summary: localizedInput(1_000, false),
  body: localizedInput(50_000, false),
  coverPath: text(300).default(''),
  published: z.boolean().default(true),
  /** The publication day; empty keeps the article's date (now for a new one). */
  publishedAt: z.union([z.literal(''), z.iso.date('errors.contentDateInvalid')]).default(''),
});
export type StaffNewsInput = z.input<typeof staffNewsInputSchema>;

export const staffNewsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localizedOutput,
  summary: localizedOutput,
  body: localizedOutput,
  coverPath: z.string(),
  published: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type StaffNews = z.infer<typeof staffNewsSchema>;

export const staffNewsListQuerySchema = pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() });
export type StaffNewsListQuery = z.infer<typeof staffNewsListQuerySchema>;

export const staffFaqInputSchema = z.object({
  id: uuid.optional(),
  group: z.enum(FAQ_GROUPS),
  sortOrder: z.number().int().min(0).max(9_999).default(0),
  question: localizedInput(500, true),
  answer: localizedInput(20_000, false),
  published: z.boolean().default(true),
});
export type StaffFaqInput = z.input<typeof staffFaqInputSchema>;

export const staffFaqSchema = z.object({
  id: z.string(),
  group: z.string(),
  sortOrder: z.number().int(),
  question: localizedOutput,
  answer: localizedOutput,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffFaq = z.infer<typeof staffFaqSchema>;

export const staffPageInputSchema = z.object({
  key: z.enum(CONTENT_PAGE_KEYS),
  title: localizedInput(STAFF_TEXT_LIMIT, true),
  body: localizedInput(100_000, false),
});
export type StaffPageInput = z.input<typeof staffPageInputSchema>;

export const staffPageSchema = z.object({ key: z.enum(CONTENT_PAGE_KEYS), title: localizedOutput, body: localizedOutput, updatedAt: z.string() });
export type StaffPage = z.infer<typeof staffPageSchema>;
