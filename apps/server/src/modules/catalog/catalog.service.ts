import { type Language, type PageResult, type ProductListQuery, type ProductSummary, toPageResult } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { type ProductRow, listPublishedProducts } from './catalog.repository.js';

function toSummary(row: ProductRow, language: Language): ProductSummary {
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
    priceFrom: row.priceFrom,
    currency: row.currency,
  };
}

export async function listProducts(db: Database, query: ProductListQuery, language: Language): Promise<PageResult<ProductSummary>> {
  const { rows, total } = await listPublishedProducts(db, query);
  return toPageResult(
    rows.map((row) => toSummary(row, language)),
    total,
    query,
  );
}
