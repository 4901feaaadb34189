import {
  type Language,
  type ProductSearchQuery,
  type ProductSummary,
  type ProductSearchResult,
  SEARCH_MIN_LENGTH,
  lineForSearchCategory,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Pricing } from './catalog.repository.js';
import { backfillSearchTokens } from './catalog.derived.service.js';
import { SearchIndexBuilder } from './catalog.search.builder.js';
import { type IndexAnswer, type IndexedProduct, type SearchIndex, localizedName } from './catalog.search.index.js';
import { NearWords } from './catalog.search.near-words.js';
import { groupPricesFrom, readCatalogueWords, readIndexSources } from './catalog.search.repository.js';
import { checkPageDepth } from './catalog.service.js';
import { queryTerms, queryWords } from './catalog.tokens.js';
import { readRevision } from './catalog.write.repository.js';

/** Latin words shorter than this are not corrected: three letters are too few to tell a typo from another word. */
const CORRECTABLE_LENGTH = 4;
const SUGGESTIONS = 5;

type Built = { revision: number; index: SearchIndex; words: NearWords };
type SearchContext = { language: Language; pricing: Pricing };

function correctable(part: string): boolean {
  const { latin, cjk } = queryWords(part);
  return cjk.length === 0 && latin.join('').length >= CORRECTABLE_LENGTH;
}

/** The query with each Latin word replaced by the nearest catalogue word, when one is nearer than itself. */
function corrected(words: NearWords, query: string): { text: string; changed: boolean } {
  let changed = false;
  const parts = query.split(' ').map((part) => {
    if (!correctable(part)) return part;
    const [nearest] = words.nearest(part, 1);
    if (!nearest || nearest.toLowerCase() === part.toLowerCase()) return part;
    changed = true;
    return nearest;
  });
  return { text: parts.join(' '), changed };
}

function suggestionsFor(words: NearWords, query: string): string[] {
  const near = query
    .split(' ')
    .filter(correctable)
    .flatMap((part) => words.nearest(part, SUGGESTIONS));
  return [...new Set(near)].slice(0, SUGGESTIONS);
}

/**
 * The header search (spec section 5), answered from an index of the catalogue held in memory and rebuilt from
 * PostgreSQL whenever the catalogue revision moves; a search waits for the index of the current revision, so it
 * never answers from a catalogue that has changed. Typo tolerance: when the query as typed finds nothing, each
 * Latin word is replaced by the nearest catalogue word and the corrected query is searched; when that finds
 * nothing either, near words are offered.
 */
export class CatalogueSearch {
  private built: Built | null = null;
  private building: Promise<Built> | null = null;
  private stopped = false;
  private warming: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly revisionNow: () => Promise<number>,
  ) {}

  /** Builds the index ahead of the first search, once every product has its search tokens stored. */
  warm(): Promise<void> {
    this.warming ??= (async () => {
      await backfillSearchTokens(this.db, () => this.stopped);
      if (!this.stopped) await this.current(await this.revisionNow());
    })();
    return this.warming;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([this.warming, this.building]);
  }

  private async build(): Promise<Built> {
    // The revision is read before and after the products: a write in between means a build of mixed revisions.
    for (;;) {
      const revision = await readRevision(this.db);
      const builder = new SearchIndexBuilder();
      const [complete, words] = await Promise.all([
        readIndexSources(
          this.db,
          () => this.stopped,
          (source) => builder.add(source),
        ),
        readCatalogueWords(this.db),
      ]);
      if (!complete) throw new Error('the catalogue search has stopped');
      if ((await readRevision(this.db)) !== revision) continue;
      return { revision, index: builder.build(), words: new NearWords(words) };
    }
  }

  private async current(revision: number): Promise<Built> {
    while (!this.built || this.built.revision < revision) {
      this.building ??= this.build().finally(() => {
        this.building = null;
      });
      this.built = await this.building;
    }
    return this.built;
  }

  /** Result rows written as one object each, straight from the index (this runs for every row of every search). */
  private async summaries(products: IndexedProduct[], context: SearchContext): Promise<ProductSummary[]> {
    const { pricing, language } = context;
    const groupPrices =
      pricing.priceGroup === 'list'
        ? null
        : await groupPricesFrom(
            this.db,
            products.map((product) => product.id),
            pricing,
          );
    return products.map((product) => ({
      id: product.id,
      catalogNo: product.catalogNo,
      line: product.line,
      categorySec: product.categorySec,
      name: localizedName(product.name, language),
      target: product.target,
      clone: product.clone,
      isotype: product.isotype,
      reactivity: product.reactivity,
      host: product.host,
      format: product.format,
      applications: product.applications,
      priceFrom: groupPrices ? (groupPrices.get(product.id) ?? null) : pricing.currency === 'USD' ? product.priceFromUsd : product.priceFromCny,
      currency: pricing.currency,
    }));
  }

  async search(query: ProductSearchQuery, context: SearchContext): Promise<ProductSearchResult> {
    const text = query.seachValue.trim().replace(/\s+/g, ' ');
    if (Array.from(text).length < SEARCH_MIN_LENGTH) throw new AppError(400, 'catalogSearchTooShort');
    checkPageDepth(query);
    const { index, words } = await this.current(await this.revisionNow());
    const run = (raw: string): IndexAnswer =>
      index.search({
        terms: queryTerms(queryWords(raw)),
        raw,
        line: query.line ?? lineForSearchCategory(query.categoryId),
        language: context.language,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
    let searched = text;
    let found = run(text);
    if (found.total === 0) {
      const fix = corrected(words, text);
      if (fix.changed) {
        searched = fix.text;
        found = run(fix.text);
      }
    }
    return {
      records: await this.summaries(found.products, context),
      total: found.total,
      size: query.pageSize,
      current: query.pageNo,
      pages: Math.ceil(found.total / query.pageSize),
      highlight: found.total === 0 ? [] : searched.split(' '),
      suggestions: found.total === 0 ? suggestionsFor(words, text) : [],
      lines: found.lines,
    };
  }
}
