/** Code-unit order, the order the binary searches compare in. */
export function byCodeUnits(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The first position in a sorted list whose entry is not before `text`. */
function lowerBound(sorted: readonly string[], text: string, from = 0, to = sorted.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The run of a sorted list equal to `text`, or beginning with it when `prefix` is set. */
export function sortedRun(sorted: readonly string[], text: string, prefix: boolean): { from: number; to: number } {
  const from = lowerBound(sorted, text);
  // Everything beginning with `text` sorts before `text` followed by the highest code unit.
  const to = prefix ? lowerBound(sorted, `${text}\uffff`, from) : lowerBound(sorted, `${text}\u0000`, from);
  return { from, to };
}

/**
 * One text field of every indexed product, lower-cased and sorted, so the products whose field equals a text or
 * begins with it are a contiguous run found by two binary searches instead of a comparison per product.
 */
export class SortedKeys {
  readonly keys: string[];
  readonly docs: Int32Array;

  /** `values[doc]`, already lower-cased; empty values are left out, as nothing is found by them. */
  constructor(values: readonly string[]) {
    const order = values.flatMap((value, doc) => (value ? [doc] : []));
    order.sort((x, y) => byCodeUnits(values[x] as string, values[y] as string) || x - y);
    this.keys = order.map((doc) => values[doc] as string);
    this.docs = Int32Array.from(order);
  }

  run(text: string, prefix: boolean): { from: number; to: number } {
    return text ? sortedRun(this.keys, text, prefix) : { from: 0, to: 0 };
  }
}
