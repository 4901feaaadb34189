/** Code-unit order, the order the binary searches compare in. */
export function byCodeUnits(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The first position below `to` whose entry (`entryAt`, sorted) is not before `text`. */
function lowerBound(entryAt: (position: number) => string, text: string, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entryAt(middle) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The run of sorted entries (`count` of them) equal to `text`, or beginning with it when `prefix` is set. */
function runOf(entryAt: (position: number) => string, count: number, text: string, prefix: boolean): { from: number; to: number } {
  const from = lowerBound(entryAt, text, 0, count);
  // Everything beginning with `text` sorts before `text` followed by the highest code unit.
  const to = lowerBound(entryAt, prefix ? `${text}\uffff` : `${text}\u0000`, from, count);
  return { from, to };
}

/** The run of a sorted list equal to `text`, or beginning with it when `prefix` is set. */
export function sortedRun(sorted: readonly string[], text: string, prefix: boolean): { from: number; to: number } {
  return runOf((position) => sorted[position] as string, sorted.length, text, prefix);
}

/**
 * One text field of every indexed product, lower-cased and sorted, so the products whose field equals a text or
 * begins with it are a contiguous run found by two binary searches instead of a comparison per product. Fields whose
 * values repeat (clones, targets) keep their lower-cased keys, one string per value; names, which are each their
 * own, keep only the order, and a probe lower-cases its product's name again (about thirty per query), where
 * keeping every product's lower-cased name in four languages took some thirty megabytes at 100,000 products.
 */
export class SortedKeys {
  readonly docs: Int32Array;
  private readonly keyAt: (position: number) => string;

  /** `keyOf(doc)`, lower-cased, for each of `count` docs; empty values are left out, as nothing is found by them. */
  constructor(keyOf: (doc: number) => string, count: number, kept: 'keys' | 'order') {
    // Built in a function of its own: a closure made here would share this scope with every key, and keep them all.
    const { docs, sorted } = sortedDocs(keyOf, count, kept);
    this.docs = docs;
    this.keyAt = sorted ? (position) => sorted[position] as string : (position) => keyOf(docs[position] as number);
  }

  run(text: string, prefix: boolean): { from: number; to: number } {
    return text ? runOf(this.keyAt, this.docs.length, text, prefix) : { from: 0, to: 0 };
  }
}

/** The docs with a value, in the order of their keys; the sorted keys themselves when `kept` is 'keys'. */
function sortedDocs(keyOf: (doc: number) => string, count: number, kept: 'keys' | 'order'): { docs: Int32Array; sorted?: string[] } {
  const distinct = new Map<string, string>();
  const keys = Array.from({ length: count }, (_unused, doc) => {
    const key = keyOf(doc);
    return kept === 'keys' ? (distinct.get(key) ?? (distinct.set(key, key), key)) : key;
  });
  const order = keys.flatMap((key, doc) => (key ? [doc] : []));
  order.sort((x, y) => byCodeUnits(keys[x] as string, keys[y] as string) || x - y);
  const docs = Int32Array.from(order);
  return kept === 'keys' ? { docs, sorted: order.map((doc) => keys[doc] as string) } : { docs };
}
