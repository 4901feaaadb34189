import type { ProductLine, ProductListQuery } from '@portal/domain';
import { type SQL, and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from './catalog.table.js';

export type ProductRow = typeof products.$inferSelect;

const SORT_COLUMNS = { catalogNo: products.catalogNo, name: products.catalogNo, createdAt: products.createdAt } as const;

export async function listPublishedProducts(
  db: Database,
  query: Pick<ProductListQuery, 'pageNo' | 'pageSize' | 'line' | 'column' | 'order'>,
): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: SQL[] = [eq(products.published, true)];
  if (query.line) conditions.push(eq(products.line, query.line satisfies ProductLine));
  const where = and(...conditions);
  const column = SORT_COLUMNS[query.column ?? 'catalogNo'];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(products.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}
