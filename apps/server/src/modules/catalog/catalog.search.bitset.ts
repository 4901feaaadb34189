/**
 * Sets of products as bits, 32 to a word: a set of 100,000 products is 3,125 words, so intersecting two sets
 * or counting one costs the same whether it holds ten products or all of them.
 */
export type Bitset = Uint32Array;

export const wordsFor = (count: number) => Math.ceil(count / 32);

export function addBit(set: Bitset, doc: number): void {
  set[doc >>> 5] = (set[doc >>> 5] as number) | (1 << (doc & 31));
}

/** The number of set bits of a 32-bit word. */
export function bitCount(word: number): number {
  const pairs = word - ((word >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Every doc below `count`. */
export function fullSet(count: number): Bitset {
  const set = new Uint32Array(wordsFor(count)).fill(0xffffffff);
  const rest = count & 31;
  if (rest !== 0) set[set.length - 1] = (1 << rest) - 1;
  return set;
}

/** `target` ← `target` ∧ `other`. */
export function intersect(target: Bitset, other: Bitset): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] as number) & (other[word] as number);
}

/** `target` ← `target` ∨ `other`. */
export function unite(target: Bitset, other: Bitset): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] as number) | (other[word] as number);
}
