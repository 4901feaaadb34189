import { byCodeUnits, sortedRun } from './catalog.search.keys.js';

/** A typed array that grows by doubling, for the millions of postings a build collects. */
class Growing<T extends Int32Array | Uint8Array> {
  length = 0;
  constructor(
    public items: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.items.length) {
      const larger = this.make(this.items.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.length] = value;
    this.length += 1;
  }
}

/**
 * Which documents hold which token: one sorted vocabulary and flat typed arrays (compressed sparse rows). At
 * 100,000 products that is several million postings, which typed arrays hold in tens of megabytes where a map
 * of JavaScript arrays would take several times as much. Fields are read directly by the search's inner loops.
 */
export class Postings {
  readonly terms: string[];
  /** The postings of terms[i] are entries starts[i] … starts[i + 1] − 1, docs ascending. */
  readonly starts: Int32Array;
  readonly docs: Int32Array;
  readonly weights: Uint8Array;

  constructor(terms: string[], starts: Int32Array, docs: Int32Array, weights: Uint8Array) {
    this.terms = terms;
    this.starts = starts;
    this.docs = docs;
    this.weights = weights;
  }

  /** The terms equal to `token`, or beginning with it when `prefix` is set, as a range of term positions. */
  range(token: string, prefix: boolean): { from: number; to: number } {
    return sortedRun(this.terms, token, prefix);
  }

  /** The same vocabulary with the postings of some terms left out (the search keeps those as bitsets instead). */
  without(left: (position: number) => boolean): Postings {
    const starts = new Int32Array(this.starts.length);
    let kept = 0;
    for (let position = 0; position < this.terms.length; position += 1) {
      starts[position] = kept;
      if (!left(position)) kept += (this.starts[position + 1] as number) - (this.starts[position] as number);
    }
    starts[this.terms.length] = kept;
    const docs = new Int32Array(kept);
    const weights = new Uint8Array(kept);
    for (let position = 0; position < this.terms.length; position += 1) {
      if (left(position)) continue;
      const from = this.starts[position] as number;
      const to = this.starts[position + 1] as number;
      docs.set(this.docs.subarray(from, to), starts[position] as number);
      weights.set(this.weights.subarray(from, to), starts[position] as number);
    }
    return new Postings(this.terms, starts, docs, weights);
  }

  /** How many postings a range of terms holds: the cost of visiting it. */
  size(range: { from: number; to: number }): number {
    return (this.starts[range.to] as number) - (this.starts[range.from] as number);
  }
}

/** Collects postings document by document (documents in ascending order), then lays them out by term. */
export class PostingsBuilder {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly termOf = new Growing(new Int32Array(1 << 16), (size) => new Int32Array(size));
  private readonly docOf = new Growing(new Int32Array(1 << 16), (size) => new Int32Array(size));
  private readonly weightOf = new Growing(new Uint8Array(1 << 16), (size) => new Uint8Array(size));

  /** Adds a document's tokens of one weight; a document's classes hold no token twice. */
  add(doc: number, tokens: readonly string[], weight: number): void {
    for (const token of tokens) {
      let id = this.ids.get(token);
      if (id === undefined) {
        id = this.names.length;
        this.ids.set(token, id);
        this.names.push(token);
      }
      this.termOf.push(id);
      this.docOf.push(doc);
      this.weightOf.push(weight);
    }
  }

  build(): Postings {
    const order = this.names.map((_name, id) => id).sort((x, y) => byCodeUnits(this.names[x] as string, this.names[y] as string));
    const positionOf = new Int32Array(order.length);
    order.forEach((id, position) => {
      positionOf[id] = position;
    });
    const starts = new Int32Array(order.length + 1);
    const count = this.termOf.length;
    for (let entry = 0; entry < count; entry += 1) {
      const position = positionOf[this.termOf.items[entry] as number] as number;
      starts[position + 1] = (starts[position + 1] as number) + 1;
    }
    for (let position = 1; position < starts.length; position += 1) starts[position] = (starts[position] as number) + (starts[position - 1] as number);
    const docs = new Int32Array(count);
    const weights = new Uint8Array(count);
    const next = starts.slice(0, order.length);
    // Entries were added in document order, so each term's postings come out ascending.
    for (let entry = 0; entry < count; entry += 1) {
      const position = positionOf[this.termOf.items[entry] as number] as number;
      const at = next[position] as number;
      docs[at] = this.docOf.items[entry] as number;
      weights[at] = this.weightOf.items[entry] as number;
      next[position] = at + 1;
    }
    return new Postings(
      order.map((id) => this.names[id] as string),
      starts,
      docs,
      weights,
    );
  }
}
