/**
 * One text field of every indexed product, sorted, so the products whose field equals a text or begins with it
 * are a contiguous run found by two binary searches instead of a comparison per product.
 */
export class SortedKeys {
  private readonly keys: string[];
  private readonly docs: Int32Array;

  /** `valueOf(doc)` for docs 0 … count − 1; empty values are left out, as nothing is found by them. */
  constructor(count: number, valueOf: (doc: number) => string) {
    const entries: { key: string; doc: number }[] = [];
    for (let doc = 0; doc < count; doc += 1) {
      const key = valueOf(doc);
      if (key) entries.push({ key, doc });
    }
    // Code-unit order: the same order the binary searches below compare in.
    entries.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.doc - y.doc));
    this.keys = entries.map((entry) => entry.key);
    this.docs = Int32Array.from(entries, (entry) => entry.doc);
  }

  private lowerBound(text: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] as string) < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Calls `visit` for each doc whose key equals `text`, or begins with it when `prefix` is set. */
  forEach(text: string, prefix: boolean, visit: (doc: number) => void): void {
    if (!text) return;
    for (let index = this.lowerBound(text); index < this.keys.length; index += 1) {
      const key = this.keys[index] as string;
      if (prefix ? !key.startsWith(text) : key !== text) return;
      visit(this.docs[index] as number);
    }
  }
}
