/**
 * Which documents hold which token, laid out as one sorted vocabulary and flat arrays (compressed sparse rows):
 * at 100,000 products that is a few million entries, which typed arrays hold in tens of megabytes where a map of
 * JavaScript arrays would take several times as much.
 */
export class Postings {
  private readonly terms: string[];
  /** The postings of terms[i] are entries starts[i] … starts[i + 1] − 1. */
  private readonly starts: Int32Array;
  private readonly docs: Int32Array;
  private readonly weights: Uint8Array;

  /** `tokensOf(doc)` gives each token of a document with its weight (1–255). */
  constructor(count: number, tokensOf: (doc: number) => Map<string, number>) {
    const byTerm = new Map<string, number[]>();
    let entries = 0;
    for (let doc = 0; doc < count; doc += 1) {
      for (const [token, weight] of tokensOf(doc)) {
        let list = byTerm.get(token);
        if (!list) byTerm.set(token, (list = []));
        // Docs come in ascending order, so every list is sorted as it is built.
        list.push(doc, weight);
        entries += 1;
      }
    }
    this.terms = [...byTerm.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    this.starts = new Int32Array(this.terms.length + 1);
    this.docs = new Int32Array(entries);
    this.weights = new Uint8Array(entries);
    let at = 0;
    this.terms.forEach((term, index) => {
      this.starts[index] = at;
      const list = byTerm.get(term) as number[];
      for (let pair = 0; pair < list.length; pair += 2) {
        this.docs[at] = list[pair] as number;
        this.weights[at] = list[pair + 1] as number;
        at += 1;
      }
    });
    this.starts[this.terms.length] = at;
  }

  private lowerBound(text: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.terms[middle] as string) < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The terms equal to `token`, or beginning with it when `prefix` is set, as a range of term positions. */
  range(token: string, prefix: boolean): { from: number; to: number } {
    const from = this.lowerBound(token);
    let to = from;
    while (to < this.terms.length && (prefix ? (this.terms[to] as string).startsWith(token) : this.terms[to] === token)) to += 1;
    return { from, to };
  }

  /** How many postings a range of terms holds: the cost of visiting it. */
  size(range: { from: number; to: number }): number {
    return (this.starts[range.to] as number) - (this.starts[range.from] as number);
  }

  /** Calls `visit` for every posting of the range; `whole` tells whether the term is the token itself. */
  forEach(range: { from: number; to: number }, token: string, visit: (doc: number, weight: number, whole: boolean) => void): void {
    for (let term = range.from; term < range.to; term += 1) {
      const whole = this.terms[term] === token;
      const end = this.starts[term + 1] as number;
      for (let entry = this.starts[term] as number; entry < end; entry += 1) visit(this.docs[entry] as number, this.weights[entry] as number, whole);
    }
  }
}
