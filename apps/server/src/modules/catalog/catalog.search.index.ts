import { type FacetCount, LANGUAGES, type Language, type LocalizedText, PRODUCT_LINES, type ProductLine } from '@portal/domain';
import type { SummaryRow } from './catalog.repository.js';
import { SortedKeys } from './catalog.search.keys.js';
import type { Postings } from './catalog.search.postings.js';

/** A published product as the search keeps it: what a result row shows, and the fields it is ranked by. */
export type IndexedProduct = Omit<SummaryRow, 'name' | 'priceFrom'> & {
  name: LocalizedText;
  geneSymbol: string;
  priceFromUsd: number | null;
  priceFromCny: number | null;
};

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

/** A word that is a whole token counts one more than a word that only begins one. */
const WHOLE_BONUS = 1;
/** The most a term scores: an identifier's weight (3) plus the bonus. */
const TERM_POINTS = 3 + WHOLE_BONUS;
/** Exact catalogue number; exact clone, gene symbol or target; the query begins one of those or the name; the rest. */
const TIERS = 4;
/** Queries hold fewer terms than this (100 characters make at most 99 Chinese pairs). */
const STAMP_SPAN = 128;

export const localizedName = (name: LocalizedText, language: Language) => name[language] || name.en || '';

/**
 * The catalogue's search index for one catalogue revision (built by `SearchIndexBuilder`). A query costs a pass
 * over the postings of its words and one over a few bytes per product, with no database round trip, so a query
 * nobody asked before answers as fast as a repeated one. Docs are numbered in catalogue-number order.
 */
export class SearchIndex {
  private readonly lineOf: Uint8Array;
  private readonly catalogNos = new Map<string, number>();
  /** Exact matches rank tier 1. */
  private readonly exactKeys: SortedKeys[];
  /** Prefix matches rank tier 2; names in the request's language. */
  private readonly prefixKeys: SortedKeys[];
  private readonly nameKeys: Record<Language, SortedKeys>;
  /**
   * Scratch space reused by every query (a query runs to its end without yielding): `stamp[doc] − base` is the
   * number of terms the doc met in this query, and a tier counts only when `tierStamp[doc]` is this query's.
   */
  private readonly stamp: Uint32Array;
  private readonly points: Uint16Array;
  private readonly tier: Uint8Array;
  private readonly tierStamp: Uint32Array;
  /** The docs that met every term, and the ranking key of each. */
  private readonly found: Int32Array;
  private foundCount = 0;
  private readonly keys: Uint16Array;
  private generation = 0;

  constructor(
    private readonly products: IndexedProduct[],
    private readonly postings: Postings,
  ) {
    const count = products.length;
    this.lineOf = Uint8Array.from(products, (product) => PRODUCT_LINES.indexOf(product.line));
    products.forEach((product, doc) => this.catalogNos.set(product.catalogNo, doc));
    const lowered = new Map<string, string>();
    const lower = (text: string) => lowered.get(text) ?? (lowered.set(text, text.toLowerCase()), text.toLowerCase());
    const field = (valueOf: (product: IndexedProduct) => string) => new SortedKeys(products.map((product) => lower(valueOf(product))));
    const clone = field((product) => product.clone);
    const target = field((product) => product.target);
    this.exactKeys = [clone, target, field((product) => product.geneSymbol)];
    this.prefixKeys = [clone, target, field((product) => product.catalogNo)];
    this.nameKeys = Object.fromEntries(LANGUAGES.map((language) => [language, field((product) => localizedName(product.name, language))])) as Record<
      Language,
      SortedKeys
    >;
    this.stamp = new Uint32Array(count);
    this.points = new Uint16Array(count);
    this.tier = new Uint8Array(count);
    this.tierStamp = new Uint32Array(count);
    this.found = new Int32Array(count);
    this.keys = new Uint16Array(count);
  }

  get size(): number {
    return this.products.length;
  }

  private nextBase(): number {
    this.generation += 1;
    if ((this.generation + 1) * STAMP_SPAN >= 0xffffffff) {
      this.stamp.fill(0);
      this.tierStamp.fill(0);
      this.generation = 1;
    }
    return this.generation * STAMP_SPAN;
  }

  /** Every term must match (a prefix term by any token it begins); a doc counts a term once, with its first posting. */
  private match(terms: IndexQuery['terms'], base: number): void {
    const { stamp, points } = this;
    const { starts, docs, weights, terms: vocabulary } = this.postings;
    const ranges = terms
      .map((term) => ({ term, range: this.postings.range(term.token, term.prefix) }))
      .sort((x, y) => this.postings.size(x.range) - this.postings.size(y.range));
    const { found } = this;
    const last = ranges.length - 1;
    this.foundCount = 0;
    ranges.forEach(({ term, range }, index) => {
      const expected = base + index;
      for (let position = range.from; position < range.to; position += 1) {
        const bonus = vocabulary[position] === term.token ? WHOLE_BONUS : 0;
        const end = starts[position + 1] as number;
        for (let entry = starts[position] as number; entry < end; entry += 1) {
          const doc = docs[entry] as number;
          // Only docs that met every earlier term go on; the first term starts from docs of no earlier query.
          if (index === 0 ? (stamp[doc] as number) >= base : stamp[doc] !== expected) continue;
          stamp[doc] = expected + 1;
          points[doc] = (index === 0 ? 0 : (points[doc] as number)) + (weights[entry] as number) + bonus;
          if (index === last) found[this.foundCount++] = doc;
        }
      }
    });
  }

  private markTiers(query: IndexQuery, base: number, exactDoc: number | undefined): void {
    const { tier, tierStamp } = this;
    const text = query.raw.toLowerCase();
    const mark = (keys: SortedKeys, prefix: boolean, level: number) => {
      const { from, to } = keys.run(text, prefix);
      for (let index = from; index < to; index += 1) {
        const doc = keys.docs[index] as number;
        if (tierStamp[doc] !== base || (tier[doc] as number) > level) {
          tierStamp[doc] = base;
          tier[doc] = level;
        }
      }
    };
    for (const keys of [...this.prefixKeys, this.nameKeys[query.language]]) mark(keys, true, 2);
    for (const keys of this.exactKeys) mark(keys, false, 1);
    if (exactDoc !== undefined) {
      tierStamp[exactDoc] = base;
      tier[exactDoc] = 0;
    }
  }

  /**
   * The docs that met every term, ascending. Few are sorted where the last term's pass found them; many are
   * collected by one pass over the stamps, which costs less than sorting them.
   */
  private candidates(needed: number): Int32Array {
    const { found, stamp } = this;
    if (this.foundCount * 16 < found.length) {
      let kept = 0;
      for (let index = 0; index < this.foundCount; index += 1) if (stamp[found[index] as number] === needed) found[kept++] = found[index] as number;
      return found.subarray(0, kept).sort();
    }
    let kept = 0;
    for (let doc = 0; doc < stamp.length; doc += 1) if (stamp[doc] === needed) found[kept++] = doc;
    return found.subarray(0, kept);
  }

  /**
   * One page of matches: the exact catalogue number, then exact clone, gene symbol or target, then those or the
   * name beginning with the query, then the rest; within each, more and weightier words first, then by catalogue
   * number. Totals count every match, and the line counts ignore the line the search keeps to.
   */
  search(query: IndexQuery): IndexAnswer {
    const exactDoc = this.catalogNos.get(query.raw.toUpperCase());
    if (query.terms.length === 0 && exactDoc === undefined) return { products: [], total: 0, lines: [] };
    const base = this.nextBase();
    const needed = base + Math.max(query.terms.length, 1);
    if (query.terms.length > 0) this.match(query.terms, base);
    if (query.terms.length === 0) this.foundCount = 0;
    if (exactDoc !== undefined && this.stamp[exactDoc] !== needed) {
      this.stamp[exactDoc] = needed;
      this.points[exactDoc] = query.terms.length * TERM_POINTS;
      this.found[this.foundCount++] = exactDoc;
    }
    this.markTiers(query, base, exactDoc);
    const candidates = this.candidates(needed);
    const { points, tier, tierStamp, lineOf, keys } = this;
    const maxPoints = Math.max(query.terms.length, 1) * TERM_POINTS;
    const bucketStart = new Int32Array(TIERS * (maxPoints + 1) + 1);
    const lineCounts = new Int32Array(PRODUCT_LINES.length);
    const wanted = query.line === null ? -1 : PRODUCT_LINES.indexOf(query.line);
    let total = 0;
    for (let index = 0; index < candidates.length; index += 1) {
      const doc = candidates[index] as number;
      const line = lineOf[doc] as number;
      lineCounts[line] = (lineCounts[line] as number) + 1;
      if (wanted !== -1 && line !== wanted) continue;
      const key = (tierStamp[doc] === base ? (tier[doc] as number) : TIERS - 1) * (maxPoints + 1) + maxPoints - (points[doc] as number);
      keys[doc] = key;
      bucketStart[key + 1] = (bucketStart[key + 1] as number) + 1;
      total += 1;
    }
    for (let key = 1; key < bucketStart.length; key += 1) bucketStart[key] = (bucketStart[key] as number) + (bucketStart[key - 1] as number);
    // Candidates come in catalogue-number order, so each bucket's positions follow it: a doc's place in the
    // ranking is its bucket's start plus the docs of that bucket seen before it.
    const end = Math.min(query.offset + query.limit, total);
    const page: IndexedProduct[] = [];
    for (let index = 0, placed = 0; index < candidates.length && placed < end - query.offset; index += 1) {
      const doc = candidates[index] as number;
      if (wanted !== -1 && lineOf[doc] !== wanted) continue;
      const key = keys[doc] as number;
      const position = bucketStart[key] as number;
      bucketStart[key] = position + 1;
      if (position >= query.offset && position < end) {
        page[position - query.offset] = this.products[doc] as IndexedProduct;
        placed += 1;
      }
    }
    return {
      products: page,
      total,
      lines: PRODUCT_LINES.map((line, index) => ({ value: line, count: lineCounts[index] as number })).filter((entry) => entry.count > 0),
    };
  }
}
