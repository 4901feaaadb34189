import { type FacetCount, LANGUAGES, type Language, type LocalizedText, PRODUCT_LINES, type ProductLine } from '@portal/domain';
import type { SummaryRow } from './catalog.repository.js';
import { type Bitset, addBit, bitCount, fullSet, wordsFor } from './catalog.search.bitset.js';
import { SortedKeys } from './catalog.search.keys.js';
import type { Postings } from './catalog.search.postings.js';
import { type ClassSets, type TermProducts, TermIndex, emptySets } from './catalog.search.terms.js';

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

/** Exact catalogue number; exact clone, gene symbol or target; the query begins one of those or the name; the rest. */
const TIERS = 4;
/** Every word in identifiers; every word in identifiers or names; the rest. */
const CLASSES = 3;

export const localizedName = (name: LocalizedText, language: Language) => name[language] || name.en || '';

/**
 * The catalogue's search index for one catalogue revision (built by `SearchIndexBuilder`). Docs are numbered
 * in catalogue-number order. A query is a few passes of bitwise operations over one bit per product, plus the
 * postings of its rarer words, so its cost hardly depends on how many products match: "human" across 100,000
 * products costs about what "TIGIT" does, and no database round trip is made. The most selective term is taken
 * first, and every later pass reads only the blocks of 32 products that still hold a match.
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
  private readonly terms: TermIndex;
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
  /** The blocks of `matched.all` with a doc in them, ascending: the only blocks later passes read. */
  private readonly active: Int32Array;
  private activeCount = 0;
  /**
   * The blocks the ranking tiers marked, ascending and distinct, with a flag per block while they are collected;
   * a count of −1 when they were too many to list.
   */
  private readonly tierBlocks: Int32Array;
  private tierBlockCount = 0;
  /** Blocks of tier marks listed at most: beyond an eighth of the blocks, reading the active ones costs no more. */
  private readonly tierBlockLimit: number;
  private readonly tierFlags: Uint8Array;

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
    this.terms = new TermIndex(postings, this.words);
    const field = (valueOf: (product: IndexedProduct) => string, kept: 'keys' | 'order' = 'keys') =>
      new SortedKeys((doc) => valueOf(products[doc] as IndexedProduct).toLowerCase(), products.length, kept);
    const clone = field((product) => product.clone);
    const target = field((product) => product.target);
    this.exactKeys = [clone, target, field((product) => product.geneSymbol)];
    this.prefixKeys = [clone, target, field((product) => product.catalogNo)];
    this.nameKeys = Object.fromEntries(LANGUAGES.map((language) => [language, field((product) => localizedName(product.name, language), 'order')])) as Record<
      Language,
      SortedKeys
    >;
    this.term = emptySets(this.words);
    this.matched = emptySets(this.words);
    this.tiers = [0, 1, 2].map(() => new Uint32Array(this.words));
    this.active = new Int32Array(this.words);
    this.tierBlockLimit = Math.ceil(this.words / 8);
    this.tierBlocks = new Int32Array(this.tierBlockLimit);
    this.tierFlags = new Uint8Array(this.words);
  }

  /** Keeps in `active` only the blocks where `matched.all` still has a doc. */
  private compactActive(): void {
    const { all } = this.matched;
    let kept = 0;
    for (let index = 0; index < this.activeCount; index += 1) {
      const block = this.active[index] as number;
      if ((all[block] as number) !== 0) this.active[kept++] = block;
    }
    this.activeCount = kept;
  }

  /**
   * Every term must match; `matched.a` and `.ab` keep the docs whose every word is an identifier, or a name. The
   * term with the fewest products is laid down first, and the others are intersected within its blocks only.
   */
  private match(terms: IndexQuery['terms']): void {
    const { matched } = this;
    const sources = terms.map((term) => this.terms.products(term.token, term.prefix)).sort((x, y) => x.size - y.size);
    const first = sources[0] as TermProducts;
    if (first.sets) {
      matched.all.set(first.sets.all);
      matched.ab.set(first.sets.ab);
      matched.a.set(first.sets.a);
    } else {
      matched.all.fill(0);
      matched.ab.fill(0);
      matched.a.fill(0);
    }
    this.activeCount = 0;
    if (!first.sets) {
      // A range has no blocks of its own yet: its dense words are read whole, once.
      for (let block = 0; block < this.words; block += 1) this.active[this.activeCount++] = block;
      this.terms.addRange(first, matched, this.active, this.activeCount);
    }
    this.activeCount = 0;
    for (let block = 0; block < this.words; block += 1) if ((matched.all[block] as number) !== 0) this.active[this.activeCount++] = block;
    for (const source of sources.slice(1)) {
      if (this.activeCount === 0) return;
      let sets: ClassSets;
      if (source.sets) sets = source.sets;
      else {
        sets = this.term;
        sets.all.fill(0);
        sets.ab.fill(0);
        sets.a.fill(0);
        this.terms.addRange(source, sets, this.active, this.activeCount);
      }
      for (let index = 0; index < this.activeCount; index += 1) {
        const block = this.active[index] as number;
        matched.all[block] = (matched.all[block] as number) & (sets.all[block] as number);
        matched.ab[block] = (matched.ab[block] as number) & (sets.ab[block] as number);
        matched.a[block] = (matched.a[block] as number) & (sets.a[block] as number);
      }
      this.compactActive();
    }
  }

  /** Adds the exact catalogue number's product to the matches, its block to the active ones (kept ascending). */
  private addExact(doc: number): void {
    const block = doc >>> 5;
    const had = (this.matched.all[block] as number) !== 0;
    addBit(this.matched.all, doc);
    if (had) return;
    let at = this.activeCount;
    while (at > 0 && (this.active[at - 1] as number) > block) {
      this.active[at] = this.active[at - 1] as number;
      at -= 1;
    }
    this.active[at] = block;
    this.activeCount += 1;
  }

  /**
   * Marks the docs of the first three tiers. Their blocks are listed for the page while they are few; a query that
   * begins most names ("recombinant") marks too many to list, and the page then reads the active blocks instead.
   */
  private markTiers(query: IndexQuery, exactDoc: number | undefined): void {
    const { tiers, tierFlags, tierBlocks } = this;
    for (const tier of tiers) tier.fill(0);
    let listed = 0;
    let overflow = false;
    const list = (block: number) => {
      if (overflow || tierFlags[block] === 1) return;
      if (listed === this.tierBlockLimit) overflow = true;
      else {
        tierFlags[block] = 1;
        tierBlocks[listed++] = block;
      }
    };
    const text = query.raw.toLowerCase();
    const mark = (keys: SortedKeys, prefix: boolean, tier: Bitset) => {
      const { from, to } = keys.run(text, prefix);
      const { docs } = keys;
      for (let index = from; index < to; index += 1) {
        const doc = docs[index] as number;
        const block = doc >>> 5;
        tier[block] = (tier[block] as number) | (1 << (doc & 31));
        if (!overflow) list(block);
      }
    };
    for (const keys of this.prefixKeys) mark(keys, true, tiers[2] as Bitset);
    mark(this.nameKeys[query.language], true, tiers[2] as Bitset);
    for (const keys of this.exactKeys) mark(keys, false, tiers[1] as Bitset);
    if (exactDoc !== undefined) {
      addBit(tiers[0] as Bitset, exactDoc);
      list(exactDoc >>> 5);
    }
    for (let index = 0; index < listed; index += 1) tierFlags[tierBlocks[index] as number] = 0;
    if (overflow) this.tierBlockCount = -1;
    else {
      tierBlocks.subarray(0, listed).sort();
      this.tierBlockCount = listed;
    }
  }

  /**
   * The page of the ranking: the twelve buckets (tier by class) are read in order, each over the blocks that can
   * hold it (the marked blocks for the first three tiers, the active ones for the rest), until the page is full;
   * within a bucket docs come in catalogue-number order.
   */
  private page(offset: number, limit: number, within: Bitset): IndexedProduct[] {
    const need = offset + limit;
    const docs: number[] = [];
    const { a, ab, all } = this.matched;
    const [exact, identifier, prefix] = this.tiers as [Bitset, Bitset, Bitset];
    const bucket = (level: number, order: number, blocks: Int32Array, count: number) => {
      for (let index = 0; index < count && docs.length < need; index += 1) {
        const block = blocks[index] as number;
        const base = (all[block] as number) & (within[block] as number);
        if (base === 0) continue;
        const t0 = exact[block] as number;
        const t1 = (identifier[block] as number) & ~t0;
        const t2 = (prefix[block] as number) & ~t0 & ~t1;
        const tier = level === 0 ? t0 : level === 1 ? t1 : level === 2 ? t2 : ~(t0 | t1 | t2);
        const inA = a[block] as number;
        const kind = order === 0 ? inA : order === 1 ? (ab[block] as number) & ~inA : ~(ab[block] as number);
        for (let rest = tier & base & kind; rest !== 0 && docs.length < need; rest ^= rest & -rest) docs.push(block * 32 + 31 - Math.clz32(rest & -rest));
      }
    };
    for (let level = 0; level < TIERS; level += 1) {
      const listed = level < TIERS - 1 && this.tierBlockCount !== -1;
      const [blocks, count] = listed ? [this.tierBlocks, this.tierBlockCount] : [this.active, this.activeCount];
      for (let order = 0; order < CLASSES && docs.length < need; order += 1) bucket(level, order, blocks, count);
    }
    return docs.slice(offset).map((doc) => this.products[doc] as IndexedProduct);
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
    if (query.terms.length > 0) this.match(query.terms);
    else {
      this.matched.all.fill(0);
      this.matched.ab.fill(0);
      this.matched.a.fill(0);
      this.activeCount = 0;
    }
    if (exactDoc !== undefined) this.addExact(exactDoc);
    const counts = new Array<number>(PRODUCT_LINES.length).fill(0);
    const { all } = this.matched;
    for (let index = 0; index < this.activeCount; index += 1) {
      const block = this.active[index] as number;
      const bits = all[block] as number;
      const line = this.wordLine[block] as number;
      if (line !== -1) counts[line] = (counts[line] as number) + bitCount(bits);
      else this.lineSets.forEach((set, other) => (counts[other] = (counts[other] as number) + bitCount(bits & (set[block] as number))));
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
