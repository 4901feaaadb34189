import { type Language, PRODUCT_LINES, type ProductLine } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { type IndexSource, SearchIndexBuilder } from '../src/modules/catalog/catalog.search.builder.js';
import { type IndexQuery, localizedName } from '../src/modules/catalog/catalog.search.index.js';
import { documentTokens, queryTerms, queryWords, storedTokens, tokenClasses } from '../src/modules/catalog/catalog.tokens.js';

/**
 * The index against a plain reading of the ranking rules, on a catalogue large enough that its common words are kept
 * as bitsets and its short prefixes as kept unions: every shortcut of the index must give what the rules say.
 */

/** A small deterministic generator (mulberry32), so a failure names a query that fails again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(19);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const TARGETS = ['PD-1', 'PD-L1', 'CD3', 'CD4', 'CD40', 'CD44', 'CD45', 'CD47', 'CTLA-4', 'IL-2', 'IL-6', 'TIGIT', 'LAG-3', 'HER2', 'TNF-α'];
const FORMATS = ['InVivoMAb', 'InVivoPlus', 'Carrier-free', 'Lyophilized', 'Purified'];
const HOSTS = ['Rat', 'Mouse', 'Hamster', 'CHO', 'HEK293'];
const CHINESE = ['抗小鼠', '人源化', '生物类似药', '重组蛋白', '报告基因细胞', '单克隆抗体'];
const PREFIX: Record<ProductLine, string> = Object.fromEntries(PRODUCT_LINES.map((line, index) => [line, `Q${'ABCDEFGH'[index]}`])) as Record<
  ProductLine,
  string
>;

function generated(count: number): IndexSource[] {
  return Array.from({ length: count }, (_unused, doc) => {
    const line = pick(PRODUCT_LINES);
    const target = pick(TARGETS);
    const format = pick(FORMATS);
    const clone = next() < 0.7 ? `${pick(['RMP', 'GK', '10F.', 'MIH', 'anti'])}${Math.floor(next() * 40)}${pick(['', '.9G2', '-14'])}` : '';
    // Another target in some names: a word then matches some products as an identifier and others by name only.
    const also = next() < 0.3 ? ` with ${pick(TARGETS)} ${pick(['RMP3', 'GK1.5', '9G2'])}` : '';
    const english = `${format} ${pick(['anti-mouse', 'anti-human', 'human', 'mouse'])} ${target} ${pick(['antibody', 'protein', 'cells'])}${also}`;
    const fields = {
      id: `p${doc}`,
      catalogNo: `${PREFIX[line]}${String(doc).padStart(5, '0')}`,
      line,
      categorySec: 'V1',
      name: { en: english, zh: `${pick(CHINESE)}${target}${pick(CHINESE)}`, es: english, ja: english },
      target,
      geneSymbol: next() < 0.5 ? target.replace('-', '') : `${pick(['PDCD', 'CD', 'IL', 'TNFRSF'])}${Math.floor(next() * 20)}`,
      clone,
      isotype: pick(['Rat IgG2a', 'Mouse IgG1', 'Human IgG4']),
      reactivity: pick(['Mouse', 'Human']),
      host: pick(HOSTS),
      format,
      applications: ['in vivo'],
      priceFromUsd: 100,
      priceFromCny: 700,
      description: null,
    };
    return { ...fields, searchTokens: storedTokens(documentTokens(fields)) };
  });
}

const weightedOf = new Map<IndexSource, (readonly [string, number])[]>();
/** A product's tokens with their class weights, as the builder stores them. */
function weightedTokens(source: IndexSource): (readonly [string, number])[] {
  let weighted = weightedOf.get(source);
  if (!weighted) {
    const classes = tokenClasses(source.searchTokens) as { a: string[]; b: string[]; c: string[] };
    weighted = [
      ...classes.a.map((token) => [token, 3] as const),
      ...classes.b.map((token) => [token, 2] as const),
      ...classes.c.map((token) => [token, 1] as const),
    ];
    weightedOf.set(source, weighted);
  }
  return weighted;
}

/** The ranking rules read plainly: every product checked against every term, then sorted by tier, class and number. */
function reference(sources: IndexSource[], query: IndexQuery) {
  const text = query.raw.toLowerCase();
  const exact = sources.findIndex((source) => source.catalogNo === query.raw.toUpperCase());
  const ranked = sources.flatMap((source, doc) => {
    const weighted = weightedTokens(source);
    const weights = query.terms.map((term) =>
      Math.max(0, ...weighted.filter(([token]) => (term.prefix ? token.startsWith(term.token) : token === term.token)).map(([, weight]) => weight)),
    );
    const matches = (query.terms.length > 0 && weights.every((weight) => weight > 0)) || doc === exact;
    if (!matches) return [];
    const lower = (value: string) => value.toLowerCase();
    const tier =
      doc === exact
        ? 0
        : [source.clone, source.target, source.geneSymbol].some((value) => value && lower(value) === text)
          ? 1
          : [source.clone, source.target, source.catalogNo, localizedName(source.name, query.language)].some((value) => value && lower(value).startsWith(text))
            ? 2
            : 3;
    const exactOnly = query.terms.length === 0 || !weights.every((weight) => weight > 0);
    const kind = exactOnly ? 2 : weights.every((weight) => weight >= 3) ? 0 : weights.every((weight) => weight >= 2) ? 1 : 2;
    return [{ doc, tier, kind, line: source.line }];
  });
  const lines = PRODUCT_LINES.map((line) => ({ value: line, count: ranked.filter((entry) => entry.line === line).length })).filter((entry) => entry.count > 0);
  const kept = ranked.filter((entry) => query.line === null || entry.line === query.line);
  kept.sort((x, y) => x.tier - y.tier || x.kind - y.kind || x.doc - y.doc);
  return {
    numbers: kept.slice(query.offset, query.offset + query.limit).map((entry) => sources[entry.doc]?.catalogNo),
    total: kept.length,
    lines,
  };
}

describe('the search index against the ranking rules', () => {
  const sources = generated(3_000).sort((x, y) => (x.catalogNo < y.catalogNo ? -1 : 1));
  const builder = new SearchIndexBuilder();
  sources.forEach((source) => builder.add(source));
  const index = builder.build();

  const words = [...new Set(sources.flatMap((source) => Object.values(tokenClasses(source.searchTokens) as { a: string[]; b: string[] }).flat()))];
  const queries = [
    'human',
    'mouse',
    'anti',
    'a',
    'an',
    'cd4',
    'cd',
    'in',
    'anti-mouse cd4',
    'human pd-1 antibody',
    'l1',
    '9g2',
    'pdcd',
    'gk1',
    'rmp3 cd4',
    '人源化',
    '抗小鼠 CD3',
    sources[17]?.catalogNo as string,
    (sources[42]?.catalogNo as string).toLowerCase(),
    ...Array.from({ length: 80 }, () => {
      const word = pick(words.filter(Boolean));
      const roll = next();
      if (roll < 0.3) return word.slice(0, 1 + Math.floor(next() * word.length));
      if (roll < 0.6) return `${word} ${pick(words.filter(Boolean))}`;
      return word;
    }),
  ];

  it('finds, counts and ranks as the rules say, within a line and on later pages too', () => {
    for (const raw of queries) {
      for (const variant of [
        { line: null, offset: 0, limit: 20, language: 'en' as Language },
        { line: pick(PRODUCT_LINES), offset: 0, limit: 10, language: 'zh' as Language },
        { line: null, offset: 37, limit: 25, language: 'en' as Language },
      ]) {
        const query: IndexQuery = { terms: queryTerms(queryWords(raw)), raw, ...variant };
        const found = index.search(query);
        const expected = reference(sources, query);
        const label = `${raw} ${JSON.stringify(variant)}`;
        expect(
          found.products.map((product) => product.catalogNo),
          label,
        ).toEqual(expected.numbers);
        expect(found.total, label).toBe(expected.total);
        expect(found.lines, label).toEqual(expected.lines);
      }
    }
  });
});
