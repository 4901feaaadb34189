import {
  type Currency,
  type DocumentListItem,
  type DocumentListQuery,
  type Edition,
  type Language,
  type PageResult,
  type PriceGroup,
  type ProductDetail,
  type ProductDocument,
  type ProductFacets,
  type ProductListQuery,
  type ProductSummary,
  PRODUCT_SPEC_KEYS,
  SITEMAP_PAGE_SIZE,
  type SitemapPage,
  catalogueLine,
  toPageResult,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  type Pricing,
  type ProductFilters,
  type SummaryRow,
  countMatching,
  customerType,
  documentPage,
  facetCounts,
  listSummaries,
  publishedCount,
  sitemapRows,
} from './catalog.repository.js';
import { productWithParts } from './catalog.detail.repository.js';

/**
 * The deepest row a list may be paged to. People narrow a list long before ten thousand rows; deep offsets are
 * what crawlers and scrapers ask for, and each one makes the database count and skip every row before it.
 */
export const MAX_LIST_DEPTH = 10_000;

export function editionCurrency(edition: Edition): Currency {
  return edition === 'zh' ? 'CNY' : 'USD';
}

/** Academic and non-profit buyers pay the academic price, companies the industry price, everyone else the list price. */
export async function priceGroupOf(db: Database, customerId: string | null): Promise<PriceGroup> {
  if (!customerId) return 'list';
  const type = await customerType(db, customerId);
  if (type === 'academic' || type === 'nonprofit') return 'academic';
  return type === 'industry' ? 'industry' : 'list';
}

export function checkPageDepth(query: { pageNo: number; pageSize: number }): void {
  if (query.pageNo * query.pageSize > MAX_LIST_DEPTH) throw new AppError(400, 'catalogPageTooDeep', { maximum: MAX_LIST_DEPTH });
}

function filtersOf(query: ProductListQuery): ProductFilters {
  if (query.categorySec && query.line && !catalogueLine(query.line).categorySec.includes(query.categorySec)) {
    throw new AppError(400, 'catalogCategoryUnknown', { categorySec: query.categorySec });
  }
  const { line, categorySec, target, reactivity, application, isotype, host, format } = query;
  return { line, categorySec, target, reactivity, application, isotype, host, format };
}

export function toSummary(row: SummaryRow, currency: Currency): ProductSummary {
  return { ...row, priceFrom: row.priceFrom === null ? null : Number(row.priceFrom), currency };
}

/**
 * Remembers a list's total by its filters: every page of a list shares it, and counting the matches costs more
 * than reading a page (the route keeps it in the catalogue cache, so it ends with the revision like the rest).
 */
export type TotalsCache = (filters: ProductFilters, count: () => Promise<number>) => Promise<number>;

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  context: { language: Language; pricing: Pricing; totals?: TotalsCache },
): Promise<PageResult<ProductSummary>> {
  checkPageDepth(query);
  const filters = filtersOf(query);
  const totals = context.totals ?? ((_filters, count) => count());
  const [rows, total] = await Promise.all([
    listSummaries(db, {
      filters,
      sort: { column: query.column ?? 'relevance', order: query.order ?? 'asc' },
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
      language: context.language,
      pricing: context.pricing,
    }),
    totals(filters, () => countMatching(db, filters)),
  ]);
  return toPageResult(
    rows.map((row) => toSummary(row, context.pricing.currency)),
    total,
    query,
  );
}

export async function productFacets(db: Database, query: ProductListQuery): Promise<ProductFacets> {
  const filters = filtersOf(query);
  const { categorySec, target, reactivity, application, isotype, host, format } = await facetCounts(db, filters);
  return { categorySec, target, reactivity, application, isotype, host, format };
}

export function documentUrl(apiBase: string, document: { id: string; filePath: string }): string {
  return document.filePath.startsWith('/files/') ? document.filePath : `${apiBase}/by-abinvivo/abinvivo/product/document/${document.id}`;
}

export async function productDetail(
  db: Database,
  by: { catalogNo?: string; id?: string },
  context: { language: Language; pricing: Pricing; apiBase: string },
): Promise<ProductDetail> {
  const { language, pricing } = context;
  const row = await productWithParts(db, by, language, pricing);
  if (!row) throw new AppError(404, 'catalogProductNotFound');
  const { packs, documents, citations, relations } = row;
  const massPacks = packs.map((pack) => pack.amountUg).filter((amount): amount is number => amount !== null);
  const relationOf = (kind: string) => relations.filter((relation) => relation.kind === kind).map((relation) => toSummary(relation.summary, pricing.currency));
  const listFrom = pricing.currency === 'USD' ? row.priceFromUsd : row.priceFromCny;
  const prices = packs.map((pack) => pack.price).filter((price): price is number => price !== null);
  return {
    id: row.id,
    catalogNo: row.catalogNo,
    line: row.line,
    categorySec: row.categorySec,
    name: row.name[language] || row.name.en,
    target: row.target,
    clone: row.clone,
    isotype: row.isotype,
    reactivity: row.reactivity,
    host: row.host,
    format: row.format,
    applications: row.applications,
    priceFrom: pricing.priceGroup === 'list' ? listFrom : prices.length > 0 ? Math.min(...prices.map(Number)) : null,
    currency: pricing.currency,
    description: row.description?.[language] || row.description?.en || '',
    specs: PRODUCT_SPEC_KEYS.filter((key) => row.specs[key]).map((key) => ({ key, value: row.specs[key] as string })),
    packs: packs.map((pack) => ({
      ...pack,
      price: pack.price === null ? null : Number(pack.price),
      listPrice: pack.listPrice === null ? null : Number(pack.listPrice),
      currency: pricing.currency,
    })),
    quoteAboveUg: massPacks.length > 0 ? Math.max(...massPacks) : null,
    documents: documents.map((document): ProductDocument => ({
      id: document.id,
      kind: document.kind,
      title: document.title[language] || document.title.en,
      lotNo: document.lotNo,
      url: documentUrl(context.apiBase, document),
    })),
    isotypeControl: relationOf('isotype-control')[0] ?? null,
    dilutionBuffer: relationOf('dilution-buffer')[0] ?? null,
    related: relationOf('related'),
    citations: citations.map(({ title, journal, year, pmid, doi, application }) => ({ title, journal, year, pmid, doi, application })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDocuments(db: Database, query: DocumentListQuery, language: Language, apiBase: string): Promise<PageResult<DocumentListItem>> {
  checkPageDepth(query);
  const { rows, total } = await documentPage(db, {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
    language,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return toPageResult(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title[language] || row.title.en,
      lotNo: row.lotNo,
      url: documentUrl(apiBase, row),
      catalogNo: row.catalogNo,
      productName: row.productName,
    })),
    total,
    query,
  );
}

/** One sitemap file's worth of products (the web app makes a sitemap index when there is more than one). */
export async function sitemapProducts(db: Database, page: number): Promise<SitemapPage> {
  const [rows, total] = await Promise.all([sitemapRows(db, { limit: SITEMAP_PAGE_SIZE, offset: (page - 1) * SITEMAP_PAGE_SIZE }), publishedCount(db)]);
  const products = rows.map((row) => ({ catalogNo: row.catalogNo, line: row.line, updatedAt: row.updatedAt.toISOString() }));
  return { total, page, pageSize: SITEMAP_PAGE_SIZE, products };
}
