import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Pricing, priceFrom } from './catalog.repository.js';
import type { IndexSource } from './catalog.search.index.js';
import type { CatalogueWord } from './catalog.search.near-words.js';
import { products, searchWords } from './catalog.table.js';

/** Rows per read: short statements, so building the index never holds the embedded database for long. */
const PAGE = 5_000;

/** Every published product with the tokens of its search document, read page by page in catalogue-number order. */
export async function readIndexSources(db: Database, stopped: () => boolean): Promise<IndexSource[]> {
  const sources: IndexSource[] = [];
  let after = '';
  for (;;) {
    if (stopped()) return sources;
    const rows = await db
      .select({
        id: products.id,
        catalogNo: products.catalogNo,
        line: products.line,
        categorySec: products.categorySec,
        name: products.name,
        target: products.target,
        geneSymbol: products.geneSymbol,
        clone: products.clone,
        isotype: products.isotype,
        reactivity: products.reactivity,
        host: products.host,
        format: products.format,
        applications: products.applications,
        priceFromUsd: products.priceFromUsd,
        priceFromCny: products.priceFromCny,
        tokens: sql<string[]>`coalesce(tsvector_to_array(${products.searchDocument}), '{}')`,
      })
      .from(products)
      .where(and(eq(products.published, true), gt(products.catalogNo, after)))
      .orderBy(asc(products.catalogNo))
      .limit(PAGE);
    for (const { tokens, ...product } of rows) sources.push({ product, tokens });
    if (rows.length < PAGE) return sources;
    after = (rows.at(-1) as { catalogNo: string }).catalogNo;
  }
}

export function readCatalogueWords(db: Database): Promise<CatalogueWord[]> {
  return db.select({ word: searchWords.word, frequency: searchWords.frequency }).from(searchWords);
}

/** The lowest price of each product in a price group other than the list's, which the index does not keep. */
export async function groupPricesFrom(db: Database, ids: string[], pricing: Pricing): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, priceFrom: priceFrom(pricing) })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.priceFrom === null ? null : Number(row.priceFrom)]));
}
