import { type Language, type ProductSearchQuery, type ProductSearchResult, SEARCH_MIN_LENGTH, lineForSearchCategory } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Pricing } from './catalog.repository.js';
import { nearWords, searchSummaries } from './catalog.search.repository.js';
import { checkPageDepth, toSummary } from './catalog.service.js';
import { queryWords, tsqueryText } from './catalog.tokens.js';

/** Latin words shorter than this are not corrected: three letters are too few to tell a typo from another word. */
const CORRECTABLE_LENGTH = 4;
const SUGGESTIONS = 5;

/** The query with each Latin word that matches nothing replaced by the nearest catalogue word. */
async function corrected(db: Database, query: string): Promise<{ text: string; changed: boolean }> {
  let changed = false;
  const parts = await Promise.all(
    query.split(/\s+/).map(async (part) => {
      const { latin, cjk } = queryWords(part);
      if (cjk.length > 0 || latin.join('').length < CORRECTABLE_LENGTH) return part;
      const [nearest] = await nearWords(db, part, 1);
      if (!nearest || nearest.toLowerCase() === part.toLowerCase()) return part;
      changed = true;
      return nearest;
    }),
  );
  return { text: parts.join(' '), changed };
}

async function suggestionsFor(db: Database, query: string): Promise<string[]> {
  const words = query.split(/\s+/).filter((part) => part.length >= CORRECTABLE_LENGTH && queryWords(part).cjk.length === 0);
  const near = (await Promise.all(words.map((word) => nearWords(db, word, SUGGESTIONS)))).flat();
  return [...new Set(near)].slice(0, SUGGESTIONS);
}

async function run(db: Database, text: string, query: ProductSearchQuery, context: { language: Language; pricing: Pricing }) {
  return searchSummaries(db, {
    terms: { raw: text, tsquery: tsqueryText(queryWords(text)) },
    line: query.line ?? lineForSearchCategory(query.categoryId),
    language: context.language,
    pricing: context.pricing,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
}

/**
 * The header search (spec section 5). Typo tolerance: when the query as typed finds nothing, each Latin word is
 * replaced by the nearest word of the catalogue (trigram similarity over the distinct words, not over products)
 * and the corrected query is searched; when that finds nothing either, near words are offered.
 */
export async function searchProducts(db: Database, query: ProductSearchQuery, context: { language: Language; pricing: Pricing }): Promise<ProductSearchResult> {
  const text = query.seachValue.trim().replace(/\s+/g, ' ');
  if (Array.from(text).length < SEARCH_MIN_LENGTH) throw new AppError(400, 'catalogSearchTooShort');
  checkPageDepth(query);
  let searched = text;
  let found = await run(db, text, query, context);
  if (found.total === 0) {
    const fix = await corrected(db, text);
    if (fix.changed) {
      searched = fix.text;
      found = await run(db, fix.text, query, context);
    }
  }
  const suggestions = found.total === 0 ? await suggestionsFor(db, text) : [];
  return {
    records: found.rows.map((row) => toSummary(row, context.pricing.currency)),
    total: found.total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(found.total / query.pageSize),
    highlight: found.total === 0 ? [] : searched.split(' '),
    suggestions,
  };
}
