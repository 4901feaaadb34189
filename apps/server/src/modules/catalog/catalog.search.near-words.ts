/** The similarity below which a word is not offered, as pg_trgm's default `similarity_threshold`. */
const THRESHOLD = 0.3;

/** Trigrams as pg_trgm makes them: each run of letters and digits, lower-cased and padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = Array.from(`  ${word} `);
    for (let start = 0; start + 3 <= padded.length; start += 1) found.add(padded.slice(start, start + 3).join(''));
  }
  return found;
}

export type CatalogueWord = { word: string; frequency: number };

/**
 * The catalogue's words for typo correction, found by trigram similarity (shared trigrams over all trigrams of
 * both words, as pg_trgm's `similarity`), the nearest first, then the most frequent.
 */
export class NearWords {
  private readonly words: CatalogueWord[];
  private readonly sizes: Uint16Array;
  private readonly byTrigram = new Map<string, number[]>();

  constructor(words: CatalogueWord[]) {
    this.words = words;
    this.sizes = new Uint16Array(words.length);
    words.forEach((entry, index) => {
      const own = trigrams(entry.word);
      this.sizes[index] = own.size;
      for (const trigram of own) {
        const list = this.byTrigram.get(trigram);
        if (list) list.push(index);
        else this.byTrigram.set(trigram, [index]);
      }
    });
  }

  nearest(word: string, limit: number): string[] {
    const own = trigrams(word);
    const shared = new Map<number, number>();
    for (const trigram of own) for (const index of this.byTrigram.get(trigram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    const near: { entry: CatalogueWord; similarity: number }[] = [];
    for (const [index, common] of shared) {
      const similarity = common / (own.size + (this.sizes[index] as number) - common);
      if (similarity >= THRESHOLD) near.push({ entry: this.words[index] as CatalogueWord, similarity });
    }
    near.sort(
      (x, y) =>
        y.similarity - x.similarity || y.entry.frequency - x.entry.frequency || (x.entry.word < y.entry.word ? -1 : x.entry.word > y.entry.word ? 1 : 0),
    );
    return near.slice(0, limit).map((candidate) => candidate.entry.word);
  }
}
