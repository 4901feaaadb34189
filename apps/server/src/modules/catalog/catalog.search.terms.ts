import { type Bitset, bitCount } from './catalog.search.bitset.js';
import type { Postings } from './catalog.search.postings.js';

/** The products holding a word as an identifier (class A), as an identifier or in a name (A or B), anywhere. */
export type ClassSets = { a: Bitset; ab: Bitset; all: Bitset };

/** A query term's products: kept class sets (`sets`, read only), or a range of words to unite at query time. */
export type TermProducts = { size: number; sets: ClassSets } | { size: number; sets: null; from: number; to: number };

/** Token weights as the builder stores them. */
const IDENTIFIER = 3;
const NAME = 2;
/**
 * A range of words whose union would cost more than this many bitset unions at query time is united once, when
 * the index is built: short prefixes ("a", "anti", "cd") span dozens of common words.
 */
const KEPT_UNION_COST = 2;
/** Bytes of kept unions at most, the costliest first (at 100,000 products about a hundred ranges, 4 MB). */
const KEPT_UNION_BYTES = 16 * 1024 * 1024;

export function emptySets(words: number): ClassSets {
  return { a: new Uint32Array(words), ab: new Uint32Array(words), all: new Uint32Array(words) };
}

/**
 * Where every query term's products come from. Words held by many products are kept as class sets (one bit per
 * product); rarer words are read from their postings; the unions of the ranges of words that short prefixes stand
 * for, which would cost most at query time, are kept too. A term then costs at most a few passes over a set.
 */
export class TermIndex {
  private readonly dense = new Map<number, { size: number; sets: ClassSets }>();
  private readonly unions = new Map<number, { size: number; sets: ClassSets }>();
  readonly postings: Postings;

  constructor(
    postings: Postings,
    private readonly words: number,
  ) {
    // Below this many postings a word is cheaper to read from its postings than from three bitsets.
    const denseFrom = Math.max(64, words * 2);
    for (let position = 0; position < postings.terms.length; position += 1) {
      const size = postings.size({ from: position, to: position + 1 });
      if (size < denseFrom) continue;
      const sets = emptySets(words);
      addPostings(postings, { from: position, to: position + 1 }, sets);
      this.dense.set(position, { size, sets });
    }
    // A dense word's postings are in its bitsets now; most postings belong to the few dense words.
    this.postings = postings.without((position) => this.dense.has(position));
    this.keepCostlyUnions();
  }

  /** The products of a term: the word itself, or every word it begins when `prefix` is set. */
  products(token: string, prefix: boolean): TermProducts {
    const { from, to } = this.postings.range(token, prefix);
    const kept = to - from === 1 ? this.dense.get(from) : this.unions.get(this.rangeKey(from, to));
    if (kept) return kept;
    let size = 0;
    for (let position = from; position < to; position += 1) size += this.dense.get(position)?.size ?? this.postings.size({ from: position, to: position + 1 });
    return { size, sets: null, from, to };
  }

  /**
   * Adds the products of a range of words to `target`; of the kept sets only the blocks of 32 products listed in
   * `blocks` (the first `count`), as only those are read afterwards. Postings are added whole.
   */
  addRange(range: { from: number; to: number }, target: ClassSets, blocks: Int32Array, count: number): void {
    for (let position = range.from; position < range.to; position += 1) {
      const dense = this.dense.get(position);
      if (!dense) {
        addPostings(this.postings, { from: position, to: position + 1 }, target);
        continue;
      }
      const { a, ab, all } = dense.sets;
      for (let index = 0; index < count; index += 1) {
        const block = blocks[index] as number;
        target.all[block] = (target.all[block] as number) | (all[block] as number);
        target.ab[block] = (target.ab[block] as number) | (ab[block] as number);
        target.a[block] = (target.a[block] as number) | (a[block] as number);
      }
    }
  }

  private rangeKey(from: number, to: number): number {
    return from * (this.postings.terms.length + 1) + to;
  }

  /** The cost of uniting a range at query time, in postings read (a dense word costs three passes over a set). */
  private unionCost(from: number, to: number): number {
    let cost = 0;
    for (let position = from; position < to; position += 1)
      cost += this.dense.has(position) ? 3 * this.words : this.postings.size({ from: position, to: position + 1 });
    return cost;
  }

  /**
   * Finds every range a prefix stands for (one per node of the vocabulary's prefix tree, walked with a stack over
   * the sorted words) and keeps the union of the costliest, within the byte budget.
   */
  private keepCostlyUnions(): void {
    const { terms } = this.postings;
    const costly: { from: number; to: number; cost: number }[] = [];
    const open: { length: number; from: number }[] = [];
    const close = (above: number, at: number) => {
      while (open.length > 0 && (open.at(-1) as { length: number }).length > above) {
        const { from } = open.pop() as { from: number };
        if (at - from < 2) continue;
        const cost = this.unionCost(from, at);
        if (cost > KEPT_UNION_COST * 3 * this.words) costly.push({ from, to: at, cost });
      }
    };
    let previous = '';
    terms.forEach((term, position) => {
      let common = 0;
      while (common < term.length && common < previous.length && term[common] === previous[common]) common += 1;
      close(common, position);
      for (let length = (open.at(-1)?.length ?? 0) + 1; length <= term.length; length += 1) open.push({ length, from: position });
      previous = term;
    });
    close(-1, terms.length);
    const most = Math.floor(KEPT_UNION_BYTES / (3 * 4 * this.words));
    const everyBlock = Int32Array.from({ length: this.words }, (_unused, block) => block);
    for (const { from, to } of costly.sort((x, y) => y.cost - x.cost).slice(0, most)) {
      const sets = emptySets(this.words);
      this.addRange({ from, to }, sets, everyBlock, this.words);
      let size = 0;
      for (const bits of sets.all) size += bitCount(bits);
      this.unions.set(this.rangeKey(from, to), { size, sets });
    }
  }
}

/** Sets the bits of a range's postings in the class sets their weights put them in. */
function addPostings(postings: Postings, range: { from: number; to: number }, sets: ClassSets): void {
  const { starts, docs, weights } = postings;
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
