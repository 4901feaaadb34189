import type { Language, ProductLine, ReportPage } from '@portal/domain';
import { type SQL, and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, products, uploads } from '../../db/schema.js';

/**
 * The reports' SQL. Reports read across modules' tables (read-only), so they take them from the schema. Every value
 * is a parameter; a sort column is one of each report's named expressions, chosen by the service from the report's
 * declaration, never a name from the request.
 */

export type SortOrder = 'asc' | 'desc';
type Sort<C extends string> = { column: C; order: SortOrder };
type Page = { pageNo: number; pageSize: number };

const ACTIVE_DAYS = 30;

function orderBy(expression: SQL, order: SortOrder): SQL {
  return order === 'desc' ? sql`${expression} desc nulls last` : sql`${expression} asc nulls first`;
}

const paged = (page: Page) => ({ limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize });

/** LIKE's wildcards in a keyword are literal characters. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const CUSTOMERS_BY_MONTH_COLUMNS = ['month', 'newCustomers', 'withPhone', 'activeLast30Days'] as const;
export type CustomersByMonthColumn = (typeof CUSTOMERS_BY_MONTH_COLUMNS)[number];

/**
 * New customers per month of registration in `timeZone`, of which with a phone and of which signed in during the
 * last 30 days; `from` and `until` (exclusive) are local dates (yyyy-MM-dd).
 */
export async function customersByMonth(
  db: Database,
  query: { from?: string; until?: string; timeZone: string; sort: Sort<CustomersByMonthColumn>; page: Page; now: Date },
): Promise<ReportPage> {
  const month = sql<string>`to_char(${customers.createdAt} at time zone ${query.timeZone}, 'YYYY-MM')`;
  const since = new Date(query.now.getTime() - ACTIVE_DAYS * 86_400_000);
  const conditions: SQL[] = [];
  if (query.from) conditions.push(sql`${customers.createdAt} >= (${query.from}::timestamp at time zone ${query.timeZone})`);
  if (query.until) conditions.push(sql`${customers.createdAt} < (${query.until}::timestamp at time zone ${query.timeZone})`);
  const where = and(...conditions);
  const columns = {
    month: month.as('month'),
    newCustomers: sql<number>`count(*)::int`.as('newCustomers'),
    withPhone: sql<number>`(count(*) filter (where coalesce(${customers.phone}, '') <> ''))::int`.as('withPhone'),
    activeLast30Days: sql<number>`(count(*) filter (where ${customers.lastLoginAt} >= ${since}))::int`.as('activeLast30Days'),
  } satisfies Record<CustomersByMonthColumn, SQL.Aliased>;
  const { limit, offset } = paged(query.page);
  const [records, totals] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(where)
      // By position: the month expression carries a parameter, which PostgreSQL would not match to the select list's.
      .groupBy(sql`1`)
      .orderBy(orderBy(sql`${sql.identifier(query.sort.column)}`, query.sort.order), sql`1 desc`)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: sql<number>`count(distinct ${month})::int` })
      .from(customers)
      .where(where),
  ]);
  return { total: totals[0]?.value ?? 0, records };
}

export const UPLOADS_BY_FOLDER_COLUMNS = ['folder', 'files', 'totalSize'] as const;
export type UploadsByFolderColumn = (typeof UPLOADS_BY_FOLDER_COLUMNS)[number];

/** Stored files per folder: how many and their total size in bytes. */
export async function uploadsByFolder(db: Database, query: { folder?: string; sort: Sort<UploadsByFolderColumn>; page: Page }): Promise<ReportPage> {
  const where = query.folder ? eq(uploads.folder, query.folder) : undefined;
  const columns = {
    folder: uploads.folder,
    files: sql<number>`count(*)::int`.as('files'),
    totalSize: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint`.mapWith(Number).as('totalSize'),
  };
  const sortBy = { folder: uploads.folder, files: sql.identifier('files'), totalSize: sql.identifier('totalSize') } satisfies Record<
    UploadsByFolderColumn,
    unknown
  >;
  const { limit, offset } = paged(query.page);
  const [records, totals] = await Promise.all([
    db
      .select(columns)
      .from(uploads)
      .where(where)
      .groupBy(uploads.folder)
      .orderBy(orderBy(sql`${sortBy[query.sort.column]}`, query.sort.order), uploads.folder)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: sql<number>`count(distinct ${uploads.folder})::int` })
      .from(uploads)
      .where(where),
  ]);
  return { total: totals[0]?.value ?? 0, records };
}

export const PRODUCT_PICKER_COLUMNS = ['catalogNo', 'name', 'line'] as const;
export type ProductPickerColumn = (typeof PRODUCT_PICKER_COLUMNS)[number];

/** Published products, named in `language`, found by a keyword in the catalogue number or the name. */
export async function productPicker(
  db: Database,
  query: { keyword?: string; line?: ProductLine; language: Language; sort: Sort<ProductPickerColumn>; page: Page },
): Promise<ReportPage> {
  const name = sql<string>`coalesce(nullif(${products.name} ->> ${query.language}, ''), ${products.name} ->> 'en')`;
  const conditions: (SQL | undefined)[] = [eq(products.published, true)];
  if (query.line) conditions.push(eq(products.line, query.line));
  if (query.keyword) conditions.push(or(ilike(products.catalogNo, containing(query.keyword)), sql`${name} ilike ${containing(query.keyword)}`));
  const where = and(...conditions);
  const sortBy = { catalogNo: products.catalogNo, name, line: products.line } satisfies Record<ProductPickerColumn, unknown>;
  const { limit, offset } = paged(query.page);
  const [records, totals] = await Promise.all([
    db
      .select({ id: products.id, catalogNo: products.catalogNo, name, line: products.line })
      .from(products)
      .where(where)
      .orderBy(orderBy(sql`${sortBy[query.sort.column]}`, query.sort.order), products.catalogNo)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { total: totals[0]?.value ?? 0, records };
}
