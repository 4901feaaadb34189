import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { type IndexSource, SearchIndexBuilder } from '../src/modules/catalog/catalog.search.builder.js';
import type { SearchIndex } from '../src/modules/catalog/catalog.search.index.js';
import { NearWords } from '../src/modules/catalog/catalog.search.near-words.js';
import { documentTokens, queryTerms, queryWords, storedTokens } from '../src/modules/catalog/catalog.tokens.js';

type Fields = Partial<Omit<IndexSource, 'name' | 'description'>> & { name?: { en: string; zh?: string }; description?: string };

/** A product with its tokens stored, as written since they are, or (`searchTokens: ''`) as written before. */
function source(catalogNo: string, { name, description = '', ...fields }: Fields): IndexSource {
  const english = name?.en ?? `${fields.target ?? ''} antibody`;
  const written: IndexSource = {
    id: catalogNo,
    catalogNo,
    line: 'biosimilar' as const,
    categorySec: 'V6',
    name: { en: english, zh: name?.zh ?? english, es: english, ja: english },
    target: '',
    geneSymbol: '',
    clone: '',
    isotype: 'Human IgG4',
    reactivity: 'Human',
    host: 'CHO',
    format: 'Purified',
    applications: ['in vivo'],
    priceFromUsd: 100,
    priceFromCny: 700,
    description: { en: description, zh: description, es: description, ja: description },
    searchTokens: '',
    ...fields,
  };
  return fields.searchTokens === '' ? written : { ...written, searchTokens: storedTokens(documentTokens(written)) };
}

const builder = new SearchIndexBuilder();
[
  source('BE0001', { target: 'PD-1', geneSymbol: 'PDCD1', clone: 'Pembrolizumab', name: { en: 'Pembrolizumab biosimilar', zh: '帕博利珠单抗' } }),
  source('BE0002', { target: 'PD-L1', geneSymbol: 'CD274', clone: 'Atezolizumab', name: { en: 'Atezolizumab biosimilar' } }),
  source('AM0003', { line: 'anti-mouse', target: 'PD-1', geneSymbol: 'Pdcd1', clone: 'RMP1-14', name: { en: 'Anti-mouse PD-1' } }),
  source('AM0004', { line: 'anti-mouse', target: 'CD3', clone: '145-2C11', name: { en: 'Anti-mouse CD3' }, description: 'binds pembrolizumab-like' }),
  source('RP0005', { line: 'recombinant-protein', target: 'IL-2', name: { en: 'Human IL-2 protein', zh: '人白介素2' }, searchTokens: '' }),
]
  .sort((x, y) => (x.catalogNo < y.catalogNo ? -1 : 1))
  .forEach((entry) => builder.add(entry));
const index = builder.build();

const find = (raw: string, extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
  index.search({ terms: queryTerms(queryWords(raw)), raw, line: null, language: 'en', offset: 0, limit: 10, ...extra });
const numbers = (raw: string, extra = {}) => find(raw, extra).products.map((product) => product.catalogNo);

describe('the catalogue search index', () => {
  it('ranks the exact catalogue number first, then exact identifiers, then prefixes, then the rest', () => {
    expect(numbers('AM0003')).toEqual(['AM0003']);
    expect(numbers('PD-1')).toEqual(['AM0003', 'BE0001']);
    expect(numbers('pdcd1')[0]).toBe('AM0003');
    // The clone begins with the word on BE0001; AM0004 only mentions it in its description.
    expect(numbers('pembro')).toEqual(['BE0001', 'AM0004']);
  });

  it('needs every word, matching Latin words by their beginning and Chinese by character pairs', () => {
    expect(numbers('anti mouse cd3')).toEqual(['AM0004']);
    expect(numbers('mouse anti')).toEqual(['AM0003', 'AM0004']);
    expect(numbers('帕博利', { language: 'zh' })).toEqual(['BE0001']);
    expect(numbers('白介素', { language: 'zh' })).toEqual(['RP0005']);
    expect(numbers('xyzzy')).toEqual([]);
  });

  it('counts every match per line, keeps to the line asked for and pages in ranking order', () => {
    const all = find('human');
    expect(all.total).toBe(5);
    expect(all.lines).toEqual([
      { value: 'biosimilar', count: 2 },
      { value: 'anti-mouse', count: 2 },
      { value: 'recombinant-protein', count: 1 },
    ]);
    const mouse = find('human', { line: 'anti-mouse' });
    expect(mouse.total).toBe(2);
    expect(mouse.lines).toEqual(all.lines);
    const second = find('human', { offset: 2, limit: 2 });
    expect(second.products.map((product) => product.catalogNo)).toEqual(all.products.slice(2, 4).map((product) => product.catalogNo));
  });

  it('finds nothing for a query without words unless it is a catalogue number', () => {
    expect(find('???').total).toBe(0);
    expect(find('be0002').products[0]?.catalogNo).toBe('BE0002');
  });
});

describe('near words', () => {
  const words = ['Pembrolizumab', 'Nivolumab', 'Trastuzumab', 'anti-mouse', 'GK1.5', '145-2C11', 'Atezolizumab'];

  it('measures similarity as pg_trgm does', async () => {
    const database = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await database.exec('create extension pg_trgm');
      const near = new NearWords(words.map((word) => ({ word, frequency: 1 })));
      for (const query of ['pembrolizumb', 'nivolumb', 'trastuzumap', 'anti mouse', 'gk15', '1452c11', 'atezo']) {
        const { rows } = await database.query<{ word: string }>(
          `select word from unnest($1::text[]) word where word % $2 order by similarity(word, $2) desc, word limit 3`,
          [words, query],
        );
        expect(near.nearest(query, 3), query).toEqual(rows.map((row) => row.word));
      }
    } finally {
      await database.close();
    }
  });

  it('prefers the more frequent of equally near words', () => {
    const near = new NearWords([
      { word: 'CD3e', frequency: 1 },
      { word: 'CD3d', frequency: 9 },
    ]);
    expect(near.nearest('CD3x', 2)).toEqual(['CD3d', 'CD3e']);
  });
});
