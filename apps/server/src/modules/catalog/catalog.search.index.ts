import { type FacetCount, LANGUAGES, type Language, type LocalizedText, PRODUCT_LINES, type ProductLine } from '@portal/domain';
import type { SummaryRow } from './catalog.repository.js';
import { type Bitset, addBit, bitCount, fullSet, intersect, unite, wordsFor } from './catalog.search.bitset.js';
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

/** The products holding a word as an identifier (class A), as an identifier or in a name (A or B), anywhere. */
type ClassSets = { a: Bitset; ab: Bitset; all: Bitset };

/** Exact catalogue number; exact clone, gene symbol or target; the query begins one of those or the name; the rest. */
const TIERS = 4;
/** Every word in identifiers; every word in identifiers or names; the rest. */
const CLASSES = 3;
/** Token weights as the builder stores them. */
const IDENTIFIER = 3;
const NAME = 2;

export const localizedName = (name: LocalizedText, language: Language) => name[language] || name.en || '';

function emptySets(words: number): ClassSets {
  return { a: new Uint32Array(words), ab: new Uint32Array(words), all: new Uint32Array(words) };
}

/**
 * The catalogue's search index for one catalogue revision (built by `SearchIndexBuilder`). Docs are numbered
 * in catalogue-number order. A query is a few passes of bitwise operations over one bit per product, plus the
 * postings of its rarer words, so its cost hardly depends on how many products match: "human" across 100,000
 * products costs about what "TIGIT" does, and no database round trip is made.
 */
export class SearchIndex {
  private readonly words: number;
  private readonly everything: Bitset;
  private readonly lineSets: Bitset[];
  /**
   * The line of every product of a word of 32, or −1 when they are of several lines: catalogue numbers carry
   * their line's prefix, so most words are of one line and are counted with one bit count instead of eight.
   */
  private readonly wordLine: Int8Array;
  /** Class sets of the words held by many products, by vocabulary position; rarer words are read from postings. */
  private readonly dense = new Map<number, ClassSets>();
  private readonly catalogNos = new Map<string, number>();
  /** Exact matches rank tier 1. */
  private readonly exactKeys: SortedKeys[];
  /** Prefix matches rank tier 2; names in the request's language. */
  private readonly prefixKeys: SortedKeys[];
  private readonly nameKeys: Record<Language, SortedKeys>;
  /** Scratch sets reused by every query (a query runs to its end without yielding). */
  private readonly term: ClassSets;
  private readonly matched: ClassSets;
  private readonly tiers: Bitset[];
  /** The words of `matched.all` with a doc in them: the only words the counts and the page need to read. */
  private readonly active: Int32Array;
  private activeCount = 0;

  private readonly postings: Postings;

  constructor(
    private readonly products: IndexedProduct[],
    postings: Postings,
  ) {
    const count = products.length;
    this.words = wordsFor(count);
    this.everything = fullSet(count);
    this.lineSets = PRODUCT_LINES.map(() => new Uint32Array(this.words));
    products.forEach((product, doc) => {
      this.catalogNos.set(product.catalogNo, doc);
      addBit(this.lineSets[PRODUCT_LINES.indexOf(product.line)] as Bitset, doc);
    });
    this.wordLine = Int8Array.from({ length: this.words }, (_unused, word) => {
      const lines = this.lineSets.flatMap((set, line) => ((set[word] as number) !== 0 ? [line] : []));
      return lines.length === 1 ? (lines[0] as number) : -1;
    });
    // Below this many postings a word is cheaper to read from its postings than from three bitsets.
    const denseFrom = Math.max(64, this.words * 2);
    this.postings = postings;
    for (let position = 0; position < postings.terms.length; position += 1) {
      const range = { from: position, to: position + 1 };
      if (postings.size(range) < denseFrom) continue;
      const sets = emptySets(this.words);
      this.fromPostings(range, sets);
      this.dense.set(position, sets);
    }
    // A dense word's postings are in its bitsets now; most postings belong to the few dense words.
    this.postings = postings.without((position) => this.dense.has(position));
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
    this.term = emptySets(this.words);
    this.matched = emptySets(this.words);
    this.tiers = [0, 1, 2].map(() => new Uint32Array(this.words));
    this.active = new Int32Array(this.words);
  }

  private fromPostings(range: { from: number; to: number }, sets: ClassSets): void {
    const { starts, docs, weights } = this.postings;
    const { a, ab, all } = sets;
    const end = starts[range.to] as number;
    for (let entry = starts[range.from] as number; entry < end; entry += 1) {
      const doc = docs[entry] as number;
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      const weight = weights[entry] as number;
      all[word] = (all[word] as number) | bit;
      if (weight >= NAME) ab[word] = (ab[word] as number) | bit;
      if (weight >= IDENTIFIER) a[word] = (a[word] as number) | bit;
    }
  }

  /** The class sets of a term: the union over every vocabulary word it stands for (itself, or all it begins). */
  private termSets(term: IndexQuery['terms'][number]): ClassSets {
    const range = this.postings.range(term.token, term.prefix);
    const single = range.to - range.from === 1 ? this.dense.get(range.from) : undefined;
    if (single) return single;
    const sets = this.term;
    sets.a.fill(0);
    sets.ab.fill(0);
    sets.all.fill(0);
    for (let position = range.from; position < range.to; position += 1) {
      const dense = this.dense.get(position);
      if (!dense) {
        this.fromPostings({ from: position, to: position + 1 }, sets);
        continue;
      }
      unite(sets.a, dense.a);
      unite(sets.ab, dense.ab);
      unite(sets.all, dense.all);
    }
    return sets;
  }

  /** Every term must match; `matched.a` and `.ab` keep the docs whose every word is an identifier, or a name. */
  private match(terms: IndexQuery['terms'], exactDoc: number | undefined): ClassSets {
    const { matched } = this;
    for (const set of [matched.a, matched.ab, matched.all]) {
      if (terms.length > 0) set.set(this.everything);
      else set.fill(0);
    }
    for (const term of terms) {
      const sets = this.termSets(term);
      intersect(matched.all, sets.all);
      intersect(matched.a, sets.a);
      intersect(matched.ab, sets.ab);
    }
    if (exactDoc !== undefined) addBit(matched.all, exactDoc);
    return matched;
  }

  private markTiers(query: IndexQuery, exactDoc: number | undefined): Bitset[] {
    const { tiers } = this;
    for (const tier of tiers) tier.fill(0);
    const text = query.raw.toLowerCase();
    const mark = (keys: SortedKeys, prefix: boolean, tier: Bitset) => {
      const { from, to } = keys.run(text, prefix);
      for (let index = from; index < to; index += 1) addBit(tier, keys.docs[index] as number);
    };
    for (const keys of [...this.prefixKeys, this.nameKeys[query.language]]) mark(keys, true, tiers[2] as Bitset);
    for (const keys of this.exactKeys) mark(keys, false, tiers[1] as Bitset);
    if (exactDoc !== undefined) addBit(tiers[0] as Bitset, exactDoc);
    return tiers;
  }

  /**
   * The page of the ranking. One pass over the words with matches sorts each word's docs into the twelve buckets
   * (tier by class), keeping in each only as many as the page could need; docs come in catalogue-number order.
   */
  private page(offset: number, limit: number, within: Bitset): IndexedProduct[] {
    const need = offset + limit;
    const buckets: number[][] = Array.from({ length: TIERS * CLASSES }, () => []);
    const { a, ab, all } = this.matched;
    const [exact, identifier, prefix] = this.tiers as [Bitset, Bitset, Bitset];
    const collect = (bucket: number, bits: number, word: number) => {
      const list = buckets[bucket] as number[];
      for (let rest = bits; rest !== 0 && list.length < need; rest ^= rest & -rest) list.push(word * 32 + 31 - Math.clz32(rest & -rest));
    };
    for (let index = 0; index < this.activeCount; index += 1) {
      const word = this.active[index] as number;
      const base = (all[word] as number) & (within[word] as number);
      if (base === 0) continue;
      const t0 = exact[word] as number;
      const t1 = (identifier[word] as number) & ~t0;
      const t2 = (prefix[word] as number) & ~t0 & ~t1;
      const inA = a[word] as number;
      const inAB = ab[word] as number;
      const classes = [inA, inAB & ~inA, ~inAB];
      [t0, t1, t2, ~(t0 | t1 | t2)].forEach((tier, level) => {
        const inTier = tier & base;
        if (inTier === 0) return;
        classes.forEach((kind, order) => {
          const bits = inTier & kind;
          if (bits !== 0) collect(level * CLASSES + order, bits, word);
        });
      });
    }
    return buckets
      .flat()
      .slice(offset, need)
      .map((doc) => this.products[doc] as IndexedProduct);
  }

  /**
   * One page of matches: the exact catalogue number, then exact clone, gene symbol or target, then those, the
   * catalogue number or the name beginning with the query, then the rest; within each, products whose every word
   * is an identifier, then an identifier or a name, then the rest, by catalogue number. Totals count every
   * match, and the line counts ignore the line the search keeps to.
   */
  search(query: IndexQuery): IndexAnswer {
    const exactDoc = this.catalogNos.get(query.raw.toUpperCase());
    if (query.terms.length === 0 && exactDoc === undefined) return { products: [], total: 0, lines: [] };
    const matched = this.match(query.terms, exactDoc);
    this.activeCount = 0;
    for (let word = 0; word < this.words; word += 1) if (matched.all[word] !== 0) this.active[this.activeCount++] = word;
    const counts = new Array<number>(PRODUCT_LINES.length).fill(0);
    for (let index = 0; index < this.activeCount; index += 1) {
      const word = this.active[index] as number;
      const bits = matched.all[word] as number;
      const line = this.wordLine[word] as number;
      if (line !== -1) counts[line] = (counts[line] as number) + bitCount(bits);
      else this.lineSets.forEach((set, other) => (counts[other] = (counts[other] as number) + bitCount(bits & (set[word] as number))));
    }
    const wanted = query.line === null ? -1 : PRODUCT_LINES.indexOf(query.line);
    const total = wanted === -1 ? counts.reduce((sum, count) => sum + count, 0) : (counts[wanted] as number);
    this.markTiers(query, exactDoc);
    return {
      products: this.page(query.offset, query.limit, wanted === -1 ? this.everything : (this.lineSets[wanted] as Bitset)),
      total,
      lines: PRODUCT_LINES.map((line, index) => ({ value: line, count: counts[index] as number })).filter((entry) => entry.count > 0),
    };
  }
}
