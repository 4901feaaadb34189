import { type FacetCount, LANGUAGES, type Language, type LocalizedText, PRODUCT_LINES, type ProductLine } from '@portal/domain';
import type { SummaryRow } from './catalog.repository.js';
import { SortedKeys } from './catalog.search.keys.js';
import { Postings } from './catalog.search.postings.js';
import { rankedTokens } from './catalog.tokens.js';

/** A published product as the search keeps it: what a result row shows, and the fields it is ranked by. */
export type IndexedProduct = Omit<SummaryRow, 'name' | 'priceFrom'> & {
  name: LocalizedText;
  geneSymbol: string;
  priceFromUsd: number | null;
  priceFromCny: number | null;
};

/** A product with every token of its search document, as PostgreSQL holds it. */
export type IndexSource = { product: IndexedProduct; tokens: string[] };

export type IndexQuery = {
  terms: { token: string; prefix: boolean }[];
  /** The query as typed, trimmed: compared whole with catalogue numbers, clones, targets and names. */
  raw: string;
  line: ProductLine | null;
  language: Language;
  offset: number;
  limit: number;
};

export type IndexAnswer = { products: IndexedProduct[]; total: number; lines: FacetCount[] };

/** Identifiers outweigh names, names outweigh the rest of the text (the document's classes A, B and C). */
const WEIGHT = { identifier: 3, name: 2, other: 1 } as const;
/** A word that is a whole token counts one more than a word that only begins one. */
const WHOLE_BONUS = 1;
const TERM_POINTS = WEIGHT.identifier + WHOLE_BONUS;
/** Exact catalogue number; exact clone, gene symbol or target; the query begins one of those or the name; the rest. */
const TIERS = 4;

const lower = (text: string) => text.toLowerCase();
const localized = (name: LocalizedText, language: Language) => name[language] || name.en || '';

function weightedTokens(source: IndexSource): Map<string, number> {
  const { a, b } = rankedTokens(source.product);
  const weights = new Map<string, number>();
  for (const token of source.tokens) weights.set(token, WEIGHT.other);
  for (const token of b) weights.set(token, WEIGHT.name);
  for (const token of a) weights.set(token, WEIGHT.identifier);
  return weights;
}

/**
 * The catalogue's search index, built from PostgreSQL's search documents and kept for one catalogue revision.
 * A query costs a pass over the postings of its words and one over a byte per product, with no database round
 * trip, so a query nobody asked before answers as fast as a repeated one.
 */
export class SearchIndex {
  private readonly products: IndexedProduct[];
  private readonly lineOf: Uint8Array;
  private readonly postings: Postings;
  private readonly catalogNos = new Map<string, number>();
  /** Exact matches rank tier 1. */
  private readonly exactKeys: SortedKeys[];
  /** Prefix matches rank tier 2; names in the request's language. */
  private readonly prefixKeys: SortedKeys[];
  private readonly nameKeys: Record<Language, SortedKeys>;

  constructor(sources: IndexSource[]) {
    const sorted = [...sources].sort((x, y) => (x.product.catalogNo < y.product.catalogNo ? -1 : x.product.catalogNo > y.product.catalogNo ? 1 : 0));
    this.products = sorted.map((source) => source.product);
    const count = this.products.length;
    this.lineOf = Uint8Array.from(this.products, (product) => PRODUCT_LINES.indexOf(product.line));
    this.products.forEach((product, doc) => this.catalogNos.set(product.catalogNo, doc));
    this.postings = new Postings(count, (doc) => weightedTokens(sorted[doc] as IndexSource));
    const field = (valueOf: (product: IndexedProduct) => string) => new SortedKeys(count, (doc) => lower(valueOf(this.products[doc] as IndexedProduct)));
    const clone = field((product) => product.clone);
    const target = field((product) => product.target);
    this.exactKeys = [clone, target, field((product) => product.geneSymbol)];
    this.prefixKeys = [clone, target, field((product) => product.catalogNo)];
    this.nameKeys = Object.fromEntries(LANGUAGES.map((language) => [language, field((product) => localized(product.name, language))])) as Record<
      Language,
      SortedKeys
    >;
  }

  get size(): number {
    return this.products.length;
  }

  /** Every term must match (a prefix term by any token it begins); the exact catalogue number always does. */
  private match(terms: IndexQuery['terms'], exactDoc: number | undefined): { hits: Uint8Array; points: Uint16Array; needed: number } {
    const count = this.products.length;
    const hits = new Uint8Array(count);
    const points = new Uint16Array(count);
    const ranges = terms
      .map((term) => ({ term, range: this.postings.range(term.token, term.prefix) }))
      .sort((x, y) => this.postings.size(x.range) - this.postings.size(y.range));
    // A doc counts a term once, with the first posting that reaches it: hits[doc] is the number of terms met.
    ranges.forEach(({ term, range }, index) => {
      this.postings.forEach(range, term.token, (doc, weight, whole) => {
        if (hits[doc] !== index) return;
        hits[doc] = index + 1;
        points[doc] = (points[doc] as number) + weight + (whole ? WHOLE_BONUS : 0);
      });
    });
    const needed = Math.max(terms.length, 1);
    if (exactDoc !== undefined) {
      hits[exactDoc] = needed;
      points[exactDoc] = needed * TERM_POINTS;
    }
    return { hits, points, needed };
  }

  private tiers(query: IndexQuery, exactDoc: number | undefined): Uint8Array {
    const tier = new Uint8Array(this.products.length).fill(TIERS - 1);
    const text = lower(query.raw);
    const mark = (level: number) => (doc: number) => {
      if ((tier[doc] as number) > level) tier[doc] = level;
    };
    for (const keys of [...this.prefixKeys, this.nameKeys[query.language]]) keys.forEach(text, true, mark(2));
    for (const keys of this.exactKeys) keys.forEach(text, false, mark(1));
    if (exactDoc !== undefined) tier[exactDoc] = 0;
    return tier;
  }

  /**
   * One page of matches: the exact catalogue number, then exact clone, gene symbol or target, then those or the
   * name beginning with the query, then the rest; within each, more and weightier words first, then by catalogue
   * number. Totals count every match, and the line counts ignore the line the search keeps to.
   */
  search(query: IndexQuery): IndexAnswer {
    const exactDoc = this.catalogNos.get(query.raw.toUpperCase());
    if (query.terms.length === 0 && exactDoc === undefined) return { products: [], total: 0, lines: [] };
    const { hits, points, needed } = this.match(query.terms, exactDoc);
    const tier = this.tiers(query, exactDoc);
    const maxPoints = needed * TERM_POINTS;
    const buckets = new Int32Array(TIERS * (maxPoints + 1) + 1);
    const lineCounts = new Int32Array(PRODUCT_LINES.length);
    const wanted = query.line === null ? -1 : PRODUCT_LINES.indexOf(query.line);
    const matched: number[] = [];
    const keys: number[] = [];
    for (let doc = 0; doc < hits.length; doc += 1) {
      if (hits[doc] !== needed) continue;
      const line = this.lineOf[doc] as number;
      lineCounts[line] = (lineCounts[line] as number) + 1;
      if (wanted !== -1 && line !== wanted) continue;
      const key = (tier[doc] as number) * (maxPoints + 1) + (maxPoints - (points[doc] as number));
      matched.push(doc);
      keys.push(key);
      buckets[key + 1] = (buckets[key + 1] as number) + 1;
    }
    // A counting sort: docs are visited in catalogue-number order, so each bucket keeps that order.
    for (let key = 1; key < buckets.length; key += 1) buckets[key] = (buckets[key] as number) + (buckets[key - 1] as number);
    const page: number[] = [];
    const end = Math.min(query.offset + query.limit, matched.length);
    const placed = new Int32Array(matched.length);
    matched.forEach((doc, index) => {
      const key = keys[index] as number;
      placed[buckets[key] as number] = doc;
      buckets[key] = (buckets[key] as number) + 1;
    });
    for (let position = query.offset; position < end; position += 1) page.push(placed[position] as number);
    return {
      products: page.map((doc) => this.products[doc] as IndexedProduct),
      total: matched.length,
      lines: PRODUCT_LINES.map((line, index) => ({ value: line, count: lineCounts[index] as number })).filter((entry) => entry.count > 0),
    };
  }
}
