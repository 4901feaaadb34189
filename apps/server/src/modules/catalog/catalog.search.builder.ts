import type { LocalizedText } from '@portal/domain';
import { type IndexedProduct, SearchIndex } from './catalog.search.index.js';
import { PostingsBuilder } from './catalog.search.postings.js';
import { documentTokens, textTokens, tokenClasses } from './catalog.tokens.js';

/**
 * A published product as read for the index: what it keeps, its stored search tokens, and its description, read
 * only when no tokens were stored yet.
 */
export type IndexSource = IndexedProduct & { searchTokens: string; description: LocalizedText | null };

/** Identifiers outweigh names, names outweigh the rest of the text (the token classes A, B and C). */
const WEIGHT = { identifier: 3, name: 2, other: 1 } as const;

/**
 * Builds a search index from products added in catalogue-number order, a page at a time, so the rows read from
 * the database can go as soon as they are added. Texts that repeat across products (clones, targets, formats,
 * names of the same antibody) are tokenized and kept once.
 */
export class SearchIndexBuilder {
  private readonly products: IndexedProduct[] = [];
  private readonly postings = new PostingsBuilder();
  private readonly strings = new Map<string, string>();
  private readonly tokenized = new Map<string, string[]>();
  private readonly applications = new Map<string, string[]>();

  private intern(text: string): string {
    const kept = this.strings.get(text);
    if (kept !== undefined) return kept;
    this.strings.set(text, text);
    return text;
  }

  private tokensOf = (text: string): string[] => {
    let tokens = this.tokenized.get(text);
    if (!tokens) this.tokenized.set(text, (tokens = textTokens(text)));
    return tokens;
  };

  add({ description, searchTokens, ...product }: IndexSource): void {
    const doc = this.products.length;
    const key = product.applications.join('\u0000');
    const applications = this.applications.get(key) ?? (this.applications.set(key, product.applications), product.applications);
    this.products.push({
      ...product,
      categorySec: this.intern(product.categorySec),
      target: this.intern(product.target),
      geneSymbol: this.intern(product.geneSymbol),
      clone: this.intern(product.clone),
      isotype: this.intern(product.isotype),
      reactivity: this.intern(product.reactivity),
      host: this.intern(product.host),
      format: this.intern(product.format),
      applications,
    });
    const { a, b, c } = tokenClasses(searchTokens) ?? documentTokens({ ...product, description }, this.tokensOf);
    this.postings.add(doc, a, WEIGHT.identifier);
    this.postings.add(doc, b, WEIGHT.name);
    this.postings.add(doc, c, WEIGHT.other);
  }

  build(): SearchIndex {
    return new SearchIndex(this.products, this.postings.build());
  }
}
