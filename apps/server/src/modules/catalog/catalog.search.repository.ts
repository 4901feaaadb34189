import type { Language, ProductLine } from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Pricing, type SummaryRow, localizedName, summaryColumns } from './catalog.repository.js';
import { products, searchWords } from './catalog.table.js';

/**
 * Rows a text match may rank. A very common word ("anti", "mouse") matches most of the catalogue; ranking every
 * match would make such a query cost as much as the catalogue is large, so only this many are ranked.
 */
export const SEARCH_CANDIDATES = 1_000;

export type SearchTerms = { raw: string; tsquery: string };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function searchWhere(terms: SearchTerms, line: ProductLine | null): SQL | undefined {
  const base = and(eq(products.published, true), line ? eq(products.line, line) : undefined);
  const exact = sql`select ${products.id} from ${products} where ${products.catalogNo} = ${terms.raw.toUpperCase()}`;
  if (!terms.tsquery) return and(base, sql`${products.id} in (${exact})`);
  // One list of ids from two index lookups: an OR of both conditions would make the planner scan every product.
  const textMatches = sql`select ${products.id} from ${products} where ${base} and ${products.searchDocument} @@ ${terms.tsquery}::tsquery limit ${SEARCH_CANDIDATES}`;
  return and(base, sql`${products.id} in (${exact} union all (${textMatches}))`);
}

/**
 * Matches ranked: the exact catalogue number, then an exact clone, gene symbol or target, then prefix matches
 * of those or of the name, then by text-search rank.
 */
export async function searchSummaries(
  db: Database,
  query: { terms: SearchTerms; line: ProductLine | null; language: Language; pricing: Pricing; limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const { terms } = query;
  const lower = terms.raw.toLowerCase();
  const prefix = `${escapeLike(lower)}%`;
  const tier = sql`case
      when ${products.catalogNo} = ${terms.raw.toUpperCase()} then 0
      when lower(${products.clone}) = ${lower} or lower(${products.geneSymbol}) = ${lower} or lower(${products.target}) = ${lower} then 1
      when lower(${products.catalogNo}) like ${prefix} or lower(${products.clone}) like ${prefix} or lower(${products.target}) like ${prefix}
        or lower(${localizedName(query.language)}) like ${prefix} then 2
      else 3 end`;
  // Without words (a query of only punctuation or emoji) there is nothing to rank by: a constant there would be
  // read by PostgreSQL as a column position.
  const byRank = terms.tsquery ? [desc(sql`ts_rank(${products.searchDocument}, ${terms.tsquery}::tsquery)`)] : [];
  const where = searchWhere(terms, query.line);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns(query.language, query.pricing))
      .from(products)
      .where(where)
      .orderBy(asc(tier), ...byRank, asc(products.catalogNo))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows: rows as SummaryRow[], total: totals[0]?.value ?? 0 };
}

/** Catalogue words near a word by trigram similarity, the nearest first. */
export async function nearWords(db: Database, word: string, limit: number): Promise<string[]> {
  const similarity = sql<number>`similarity(${searchWords.word}, ${word})`;
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${word}`)
    .orderBy(desc(similarity), desc(searchWords.frequency), asc(searchWords.word))
    .limit(limit);
  return rows.map((row) => row.word);
}
