import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Pricing, priceFrom } from './catalog.repository.js';
import type { IndexSource } from './catalog.search.builder.js';
import type { CatalogueWord } from './catalog.search.near-words.js';
import { products, searchWords } from './catalog.table.js';

/**
 * Rows per read: short statements, so building the index never holds the embedded database for long. Measured
 * after a restart at 100,000 products on PGlite: with pages of 2,000 the home page waited 11.6 s for the build,
 * with 500 it waited 3.7 s (2.3 s without any build).
 */
const PAGE = 500;

/** The columns of an index source, in the order each page's JSON rows list them. */
const SOURCE_COLUMNS = [
  'id',
  'catalogNo',
  'line',
  'categorySec',
  'name',
  'target',
  'geneSymbol',
  'clone',
  'isotype',
  'reactivity',
  'host',
  'format',
  'applications',
  'priceFromUsd',
  'priceFromCny',
  'searchTokens',
] as const satisfies readonly (keyof typeof products.$inferSelect)[];

/**
 * Every published product, handed over page by page in catalogue-number order; false when `stopped` said to stop
 * before the end. Each page comes as one JSON text: the embedded database hands over one long value far faster
 * than thousands of rows of sixteen fields.
 */
export async function readIndexSources(db: Database, stopped: () => boolean, take: (source: IndexSource) => void): Promise<boolean> {
  const columns = sql.join(
    SOURCE_COLUMNS.map((column) => sql`${products[column]}`),
    sql`, `,
  );
  let after = '';
  for (;;) {
    if (stopped()) return false;
    // The description is read only where no tokens were stored, to cut them from it.
    const description = sql`case when ${products.searchTokens} = '' then ${products.description} end`;
    const page = db
      .select({ catalogNo: products.catalogNo, row: sql`json_build_array(${columns}, ${description})`.as('row') })
      .from(products)
      .where(and(eq(products.published, true), gt(products.catalogNo, after)))
      .orderBy(asc(products.catalogNo))
      .limit(PAGE)
      .as('page');
    const [result] = await db.select({ rows: sql<string | null>`json_agg(${page.row} order by ${page.catalogNo})::text` }).from(page);
    const rows = JSON.parse(result?.rows ?? '[]') as unknown[][];
    for (const row of rows) {
      const source = Object.fromEntries(SOURCE_COLUMNS.map((column, index) => [column, row[index]])) as unknown as IndexSource;
      take({ ...source, description: (row[SOURCE_COLUMNS.length] ?? null) as IndexSource['description'] });
    }
    if (rows.length < PAGE) return true;
    after = (rows.at(-1) as unknown[])[1] as string;
    // The embedded database and the index share the thread with every request: let waiting requests go first.
    await new Promise((resolve) => setImmediate(resolve));
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
