import type { Currency, Language, PriceGroup, ProductFacet, ProductLine } from '@portal/domain';
import { type Placeholder, type SQL, and, asc, count, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { customerAttributes } from '../../db/schema.js';
import { productDocuments, productPacks, productPrices, products } from './catalog.table.js';

export type ProductFilters = { line?: ProductLine; categorySec?: string } & Partial<Record<ProductFacet, string[]>>;
export type Pricing = { currency: Currency; priceGroup: PriceGroup };
export type ListSort = { column: 'relevance' | 'catalogNo' | 'name' | 'price' | 'createdAt'; order: 'asc' | 'desc' };

const FACET_COLUMNS = {
  target: products.target,
  reactivity: products.reactivity,
  isotype: products.isotype,
  host: products.host,
  format: products.format,
} as const;

/** A filter's values as one array parameter, or the placeholder a prepared statement has for them. */
type FacetValues = string[] | Placeholder;

function facetCondition(facet: ProductFacet, values: FacetValues): SQL {
  const list = Array.isArray(values) ? sql.param(values) : values;
  if (facet === 'application') return sql`${products.applications} && ${list}::text[]`;
  return sql`${FACET_COLUMNS[facet]} = any(${list}::text[])`;
}

const FILTER_FACETS = ['target', 'reactivity', 'application', 'isotype', 'host', 'format'] as const;

/** Published products within the line and filters. */
export function filterConditions(filters: ProductFilters): SQL | undefined {
  const conditions: SQL[] = [eq(products.published, true)];
  if (filters.line) conditions.push(eq(products.line, filters.line));
  if (filters.categorySec) conditions.push(eq(products.categorySec, filters.categorySec));
  for (const facet of FILTER_FACETS) {
    const values = filters[facet];
    if (values && values.length > 0) conditions.push(facetCondition(facet, values));
  }
  return and(...conditions);
}

/** The products table, or an alias of it (a related product read beside its product). */
type ProductsTable = typeof products | ReturnType<typeof alias<typeof products, string>>;

export function localizedName(language: Language, table: ProductsTable = products): SQL<string> {
  return sql<string>`coalesce(nullif(${table.name} ->> ${language}, ''), ${table.name} ->> 'en')`;
}

/** The product's id named with its table: a single-table select writes its own columns unqualified, which a subquery would misread. */
const qualifiedId = (table: ProductsTable) => sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`;

/** The lowest pack price in the caller's currency and group; list prices are kept on the product row. */
export function priceFrom(pricing: Pricing, table: ProductsTable = products): SQL<number | null> {
  if (pricing.priceGroup === 'list') return pricing.currency === 'USD' ? sql<number | null>`${table.priceFromUsd}` : sql<number | null>`${table.priceFromCny}`;
  return sql<number | null>`(select min(pr.amount) from ${productPrices} pr join ${productPacks} pk on pk.id = pr.pack_id
    where pk.product_id = ${qualifiedId(table)} and pr.price_group = ${pricing.priceGroup} and pr.currency = ${pricing.currency})`;
}

export function summaryColumns(language: Language, pricing: Pricing, table: ProductsTable = products) {
  return {
    id: table.id,
    catalogNo: table.catalogNo,
    line: table.line,
    categorySec: table.categorySec,
    name: localizedName(language, table),
    target: table.target,
    clone: table.clone,
    isotype: table.isotype,
    reactivity: table.reactivity,
    host: table.host,
    format: table.format,
    applications: table.applications,
    priceFrom: priceFrom(pricing, table),
  };
}

export type SummaryRow = {
  id: string;
  catalogNo: string;
  line: ProductLine;
  categorySec: string;
  name: string;
  target: string;
  clone: string;
  isotype: string;
  reactivity: string;
  host: string;
  format: string;
  applications: string[];
  priceFrom: number | null;
};

function sortExpression(sort: ListSort, language: Language, currency: Currency): SQL {
  const direction = sort.order === 'desc' ? sql`desc` : sql`asc`;
  switch (sort.column) {
    case 'name':
      return sql`${localizedName(language)} ${direction}`;
    case 'price':
      return sql`${currency === 'USD' ? products.priceFromUsd : products.priceFromCny} ${direction} nulls last`;
    case 'createdAt':
      return sql`${products.createdAt} ${direction}`;
    default:
      return sql`${products.catalogNo} ${direction}`;
  }
}

type ListQuery = { filters: ProductFilters; sort: ListSort; limit: number; offset: number; language: Language; pricing: Pricing };

/**
 * A list page as a prepared statement of its shape (which filters it has, its sort, language and pricing; the values
 * are its parameters). The page's ids are read first, ordered and skipped within the list's index alone, and only
 * the page's rows are read whole: a deep page skips index entries instead of rows.
 */
function listStatement(db: Database, query: ListQuery, name: string) {
  const { filters, sort, language, pricing } = query;
  const conditions: SQL[] = [eq(products.published, true)];
  if (filters.line) conditions.push(eq(products.line, sql.placeholder('line')));
  if (filters.categorySec) conditions.push(eq(products.categorySec, sql.placeholder('categorySec')));
  for (const facet of FILTER_FACETS) if (filters[facet]?.length) conditions.push(facetCondition(facet, sql.placeholder(facet)));
  const order = [sortExpression(sort, language, pricing.currency), asc(products.catalogNo)];
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select(summaryColumns(language, pricing))
    .from(products)
    .innerJoin(page, eq(products.id, page.id))
    .orderBy(...order)
    .prepare(name);
}

type ListStatement = ReturnType<typeof listStatement>;
const listStatements = new WeakMap<Database, Map<string, ListStatement>>();
/**
 * Shapes kept prepared per database: the few that visitors use (a line, a facet or two, a sort). Others, which
 * only odd combinations of filters make, run as unnamed statements, so no one can fill the server with them.
 */
const PREPARED_LIST_SHAPES = 64;

export async function listSummaries(db: Database, query: ListQuery): Promise<SummaryRow[]> {
  const { filters, sort, language, pricing } = query;
  const present = [filters.line ? 'line' : '', filters.categorySec ? 'category' : '', ...FILTER_FACETS.filter((facet) => filters[facet]?.length)];
  const shape = [...present.filter(Boolean), sort.column, sort.order, language, pricing.currency, pricing.priceGroup].join('_');
  let statements = listStatements.get(db);
  if (!statements) listStatements.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement && statements.size < PREPARED_LIST_SHAPES) statements.set(shape, (statement = listStatement(db, query, `catalogue_list_${statements.size}`)));
  statement ??= listStatement(db, query, '');
  const rows = await statement.execute({ ...filters, limit: query.limit, offset: query.offset });
  return rows as SummaryRow[];
}

export async function countMatching(db: Database, filters: ProductFilters): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(filterConditions(filters));
  return row?.value ?? 0;
}

type FacetName = ProductFacet | 'categorySec';
const COLUMN_FACETS = ['categorySec', 'target', 'reactivity', 'isotype', 'host', 'format'] as const;
/** Values listed per facet: a facet with more is narrowed by the others first. */
const FACET_VALUES = 100;

function facetMatches(filters: ProductFilters): Record<FacetName, SQL> {
  const match = (facet: ProductFacet) => {
    const values = filters[facet];
    return values && values.length > 0 ? facetCondition(facet, values) : sql`true`;
  };
  return {
    categorySec: filters.categorySec ? eq(products.categorySec, filters.categorySec) : sql`true`,
    target: match('target'),
    reactivity: match('reactivity'),
    application: match('application'),
    isotype: match('isotype'),
    host: match('host'),
    format: match('format'),
  };
}

const others = (matches: Record<FacetName, SQL>, except: FacetName) =>
  sql.join(
    Object.entries(matches)
      .filter(([facet]) => facet !== except)
      .map(([, condition]) => sql`(${condition})`),
    sql` and `,
  );

function ranked(counts: { value: string; count: number }[]): { value: string; count: number }[] {
  return counts
    .filter((entry) => entry.value !== '' && entry.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, FACET_VALUES);
}

/**
 * Counts per value of every facet within the line, each facet counted under all filters but its own. The column
 * facets come from one scan (grouping sets, one filtered count per facet), applications from a second.
 */
export async function facetCounts(db: Database, filters: ProductFilters): Promise<Record<FacetName, { value: string; count: number }[]>> {
  const matches = facetMatches(filters);
  const base = and(eq(products.published, true), filters.line ? eq(products.line, filters.line) : undefined);
  const columns = {
    categorySec: products.categorySec,
    target: products.target,
    reactivity: products.reactivity,
    isotype: products.isotype,
    host: products.host,
    format: products.format,
  };
  const grouped = sql`select ${sql.join(
    COLUMN_FACETS.map((facet) => sql`${columns[facet]} as ${sql.identifier(facet)}`),
    sql`, `,
  )},
      ${sql.join(
        COLUMN_FACETS.map((facet) => sql`(count(*) filter (where ${others(matches, facet)}))::int as ${sql.identifier(`n_${facet}`)}`),
        sql`, `,
      )}
    from ${products} where ${base}
    group by grouping sets (${sql.join(
      COLUMN_FACETS.map((facet) => sql`(${columns[facet]})`),
      sql`, `,
    )})`;
  const application = sql`select value, count(*)::int as n from ${products}, unnest(${products.applications}) as value
    where ${base} and ${others(matches, 'application')} group by value`;
  const [columnRows, applicationRows] = await Promise.all([
    db.execute(grouped) as unknown as Promise<{ rows: Record<string, string | number | null>[] }>,
    db.execute(application) as unknown as Promise<{ rows: { value: string; n: number }[] }>,
  ]);
  const counts = Object.fromEntries(COLUMN_FACETS.map((facet) => [facet, [] as { value: string; count: number }[]])) as Record<
    FacetName,
    { value: string; count: number }[]
  >;
  for (const row of columnRows.rows) {
    // Each grouping-set row has exactly one facet column set; the columns are never null themselves.
    const facet = COLUMN_FACETS.find((name) => row[name] !== null);
    if (facet) counts[facet].push({ value: String(row[facet]), count: Number(row[`n_${facet}`]) });
  }
  counts.application = applicationRows.rows.map((row) => ({ value: row.value, count: Number(row.n) }));
  return Object.fromEntries(Object.entries(counts).map(([facet, entries]) => [facet, ranked(entries)])) as Record<
    FacetName,
    { value: string; count: number }[]
  >;
}

export async function documentPage(db: Database, query: { kind?: string; keyword?: string; language: Language; limit: number; offset: number }) {
  const conditions: SQL[] = [sql`(${productDocuments.productId} is null or ${products.published})`];
  if (query.kind) conditions.push(eq(productDocuments.kind, query.kind as 'coa'));
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      sql`(${products.catalogNo} ilike ${pattern} or ${localizedName(query.language)} ilike ${pattern} or ${productDocuments.lotNo} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: productDocuments.id,
        kind: productDocuments.kind,
        title: productDocuments.title,
        lotNo: productDocuments.lotNo,
        filePath: productDocuments.filePath,
        catalogNo: sql<string>`coalesce(${products.catalogNo}, '')`,
        productName: sql<string>`coalesce(${localizedName(query.language)}, '')`,
      })
      .from(productDocuments)
      .leftJoin(products, eq(products.id, productDocuments.productId))
      .where(where)
      .orderBy(sql`${products.catalogNo} asc nulls first`, asc(productDocuments.kind), desc(productDocuments.lotNo))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(productDocuments).leftJoin(products, eq(products.id, productDocuments.productId)).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function documentWithProduct(db: Database, id: string) {
  const [row] = await db
    .select({ document: productDocuments, product: products })
    .from(productDocuments)
    .leftJoin(products, eq(products.id, productDocuments.productId))
    .where(eq(productDocuments.id, id));
  return row ?? null;
}

export function sitemapRows(db: Database, page: { limit: number; offset: number }) {
  return db
    .select({ catalogNo: products.catalogNo, line: products.line, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.catalogNo))
    .limit(page.limit)
    .offset(page.offset);
}

export async function publishedCount(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.published, true));
  return Number(row?.value ?? 0);
}

/** The customer's `customer_type` attribute value, if chosen. */
export async function customerType(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: customerAttributes.value })
    .from(customerAttributes)
    .where(and(eq(customerAttributes.customerId, customerId), eq(customerAttributes.groupKey, 'customer_type')));
  return row?.value ?? null;
}
