import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.js';

export const PRODUCT_LINES = ['biosimilar', 'isotype-control', 'anti-mouse', 'fusion', 'adc', 'related', 'recombinant-protein', 'cell-line'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const localizedTextSchema = z.object({
  zh: z.string(),
  en: z.string(),
  es: z.string(),
  ja: z.string(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Currencies prices are kept in: the Chinese edition shows CNY, the international edition USD. */
export const CURRENCIES = ['USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Price groups of a pack. `list` is what visitors and unassigned customers see; a customer whose
 * `customer_type` attribute names a group with a price pays that price (academic and non-profit buyers
 * pay the academic price, product-notes "prices per customer group").
 */
export const PRICE_GROUPS = ['list', 'academic', 'industry'] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

/** The facets of product-notes "Finding products", each filterable by one or more comma-separated values. */
export const PRODUCT_FACETS = ['target', 'reactivity', 'application', 'isotype', 'host', 'format'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/**
 * Rows of a product's specification table, in display order. Each line shows the keys it has values for,
 * so every line keeps its own attribute set on one page template.
 */
export const PRODUCT_SPEC_KEYS = [
  'clone',
  'isotype',
  'reactivity',
  'host',
  'immunogen',
  'applications',
  'geneSymbol',
  'uniprot',
  'expressionSystem',
  'tag',
  'activity',
  'cellType',
  'species',
  'growthMedium',
  'payload',
  'linker',
  'dar',
  'formulation',
  'endotoxin',
  'purity',
  'purification',
  'sterility',
  'mycoplasma',
  'molecularWeight',
  'storage',
  'shipping',
  'rrid',
] as const;
export type ProductSpecKey = (typeof PRODUCT_SPEC_KEYS)[number];

export const PRODUCT_SORT_COLUMNS = ['relevance', 'catalogNo', 'name', 'price', 'createdAt'] as const;

export const productSummarySchema = z.object({
  id: z.string(),
  catalogNo: z.string(),
  line: z.enum(PRODUCT_LINES),
  categorySec: z.string(),
  name: z.string(),
  target: z.string(),
  clone: z.string(),
  isotype: z.string(),
  reactivity: z.string(),
  host: z.string(),
  format: z.string(),
  applications: z.array(z.string()),
  /** Lowest pack price for the caller's price group, in minor units of `currency`; null when quote-only. */
  priceFrom: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * The values of a facet's comma list. Only a comma without a space after it separates, because values such
 * as the isotype "Rat IgG1, κ" carry a comma and a space of their own.
 */
export function splitFacetValues(value: string): string[] {
  return value
    .split(/,(?!\s)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const facetValuesSchema = z
  .string()
  .max(300)
  .transform(splitFacetValues)
  .pipe(z.array(z.string().max(100)).max(20));

export const productListQuerySchema = pageQuerySchema.extend({
  line: z.enum(PRODUCT_LINES).optional(),
  categorySec: z.string().max(40).optional(),
  target: facetValuesSchema.optional(),
  reactivity: facetValuesSchema.optional(),
  application: facetValuesSchema.optional(),
  isotype: facetValuesSchema.optional(),
  host: facetValuesSchema.optional(),
  format: facetValuesSchema.optional(),
  column: z.enum(PRODUCT_SORT_COLUMNS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

/** Counts per facet value within the current line and filters (each facet ignores its own filter). */
export const productFacetsSchema = z.object({
  categorySec: z.array(facetCountSchema),
  target: z.array(facetCountSchema),
  reactivity: z.array(facetCountSchema),
  application: z.array(facetCountSchema),
  isotype: z.array(facetCountSchema),
  host: z.array(facetCountSchema),
  format: z.array(facetCountSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productPackSchema = z.object({
  id: z.string(),
  sizeLabel: z.string(),
  /** Mass in micrograms for mass packs (dose calculator), null for vials and kits. */
  amountUg: z.number().int().nullable(),
  price: z.number().int().nullable(),
  listPrice: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
});
export type ProductPack = z.infer<typeof productPackSchema>;

export const PRODUCT_DOCUMENT_KINDS = ['datasheet', 'coa', 'manual', 'sds'] as const;
export type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number];

export const productDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_DOCUMENT_KINDS),
  title: z.string(),
  lotNo: z.string(),
  url: z.string(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

export const productCitationSchema = z.object({
  title: z.string(),
  journal: z.string(),
  year: z.number().int(),
  pmid: z.string(),
  doi: z.string(),
  application: z.string(),
});
export type ProductCitation = z.infer<typeof productCitationSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  specs: z.array(z.object({ key: z.enum(PRODUCT_SPEC_KEYS), value: z.string() })),
  packs: z.array(productPackSchema),
  /** Amounts above the largest mass pack are quote-only (product-notes); null when no pack has a mass. */
  quoteAboveUg: z.number().int().nullable(),
  documents: z.array(productDocumentSchema),
  isotypeControl: productSummarySchema.nullable(),
  dilutionBuffer: productSummarySchema.nullable(),
  related: z.array(productSummarySchema),
  citations: z.array(productCitationSchema),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailQuerySchema = z
  .object({ catalogNo: z.string().trim().min(1).max(60).optional(), id: z.string().uuid().optional(), _t: z.string().optional() })
  .refine((query) => query.catalogNo !== undefined || query.id !== undefined, { message: 'catalogNo or id is required' });
export type ProductDetailQuery = z.infer<typeof productDetailQuerySchema>;

/** Search of spec section 2: `seachValue` (sic, the wire name) and the selector's `categoryId`. */
export const productSearchQuerySchema = pageQuerySchema.extend({
  seachValue: z.string().trim().min(1).max(100),
  categoryId: z.coerce.number().int().min(0).max(5).default(0),
  line: z.enum(PRODUCT_LINES).optional(),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productSearchResultSchema = z.object({
  records: z.array(productSummarySchema),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
  /** Words of the query as matched (after typo correction), for highlighting in the result list. */
  highlight: z.array(z.string()),
  /** Near matches offered when nothing was found. */
  suggestions: z.array(z.string()),
  /** Matches per product line, whatever line the search keeps to. */
  lines: z.array(facetCountSchema),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** The download centre's list: datasheets, certificates by lot and manuals, by kind and keyword. */
export const documentListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(PRODUCT_DOCUMENT_KINDS).optional(),
  /** Catalogue number, product name or lot number. */
  keyword: z.string().trim().max(100).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListItemSchema = productDocumentSchema.extend({
  /** '' for documents of the whole catalogue, such as the ordering-system manual. */
  catalogNo: z.string(),
  productName: z.string(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** One product's entry in sitemap.xml. */
export const sitemapProductSchema = z.object({ catalogNo: z.string(), line: z.enum(PRODUCT_LINES), updatedAt: z.string() });
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

/** The sitemap protocol's limit of URLs in one file: products come in pages of this size. */
export const SITEMAP_PAGE_SIZE = 50_000;
export const sitemapQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const sitemapPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  products: z.array(sitemapProductSchema),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
