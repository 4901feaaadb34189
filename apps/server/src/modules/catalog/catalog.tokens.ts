/**
 * The words of the catalogue's search documents and of search queries, cut the same way on both sides.
 *
 * The search index is built from these tokens, not from PostgreSQL's parser, whose idea of a word depends on the
 * database locale (PGlite's C locale does not count Chinese or Japanese characters as letters). Latin words are
 * kept whole, with hyphenated identifiers also joined (PD-1 → pd, 1, pd1); runs of CJK characters become
 * overlapping character pairs, so part of a Chinese name finds the whole name.
 */

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const LATIN_RUN = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu;

function normalizeText(text: string): string {
  // NFKC folds full-width letters and digits (Ｐ Ｄ－１) into the ones researchers usually type.
  return text.normalize('NFKC').toLowerCase();
}

function cjkPairs(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length === 1) return characters;
  return characters.slice(0, -1).map((character, index) => character + characters[index + 1]);
}

function latinTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.replace(CJK_RUN, ' ').matchAll(LATIN_RUN)) {
    const compound = match[0];
    const parts = compound.split(/[-./]/).filter(Boolean);
    tokens.push(...parts);
    if (parts.length > 1) tokens.push(parts.join(''));
  }
  return tokens;
}

/** The distinct search tokens of a text. */
export function textTokens(text: string): string[] {
  const normalized = normalizeText(text);
  const tokens = latinTokens(normalized);
  for (const match of normalized.matchAll(CJK_RUN)) tokens.push(...cjkPairs(match[0]));
  return [...new Set(tokens)];
}

/** The fields of a product its search tokens come from. */
export type DocumentFields = {
  catalogNo: string;
  clone: string;
  geneSymbol: string;
  target: string;
  name: Partial<Record<string, string>>;
  description: Partial<Record<string, string>> | null;
  isotype: string;
  reactivity: string;
  host: string;
  format: string;
  applications: string[];
};

/**
 * A product's search tokens in three classes, each without the tokens of the ones before: A, the identifiers
 * (the catalogue number also whole, so an exact number is one token); B, the names; C, the rest. `tokensOf` may
 * remember its answers, as clones, targets and names repeat across a catalogue.
 */
export function documentTokens(fields: DocumentFields, tokensOf: (text: string) => string[] = textTokens): TokenClasses {
  const identifiers = [...tokensOf(fields.catalogNo), ...tokensOf([fields.clone, fields.geneSymbol, fields.target].join(' '))];
  const a = new Set([fields.catalogNo.toLowerCase(), ...identifiers]);
  const b = new Set(tokensOf(Object.values(fields.name).join(' ')).filter((token) => !a.has(token)));
  const facets = tokensOf([fields.isotype, fields.reactivity, fields.host, fields.format, fields.applications.join(' ')].join(' '));
  const c = new Set([...facets, ...textTokens(Object.values(fields.description ?? {}).join(' '))].filter((token) => !a.has(token) && !b.has(token)));
  return { a: [...a], b: [...b], c: [...c] };
}

export type TokenClasses = { a: string[]; b: string[]; c: string[] };

/** The classes as stored in `products.search_tokens`; tokens hold only letters and digits, so the separators are safe. */
export function storedTokens(classes: TokenClasses): string {
  return [classes.a, classes.b, classes.c].map((tokens) => tokens.join(' ')).join('|');
}

/** The classes of a stored `search_tokens`; null when none were stored (a product written before they were). */
export function tokenClasses(stored: string): TokenClasses | null {
  if (!stored) return null;
  const [a = [], b = [], c = []] = stored.split('|').map((tokens) => (tokens ? tokens.split(' ') : []));
  return { a, b, c };
}

/** Words of a query: the Latin ones (typo-correctable) and the CJK pairs (matched as they are). */
export function queryWords(query: string): { latin: string[]; cjk: string[] } {
  const normalized = normalizeText(query);
  const latin = [...new Set(normalized.replace(CJK_RUN, ' ').match(LATIN_RUN) ?? [])];
  const cjk = [...new Set([...normalized.matchAll(CJK_RUN)].flatMap((match) => cjkPairs(match[0])))];
  return { latin, cjk };
}

/**
 * The terms of a query, all of which must match: Latin words also as a prefix (part of a word). A compound identifier
 * (PD-1, 145-2C11) is matched by its joined form, which documents hold next to the parts; matching the parts
 * too would turn "1" into a prefix of half the catalogue.
 */
export function queryTerms(words: { latin: string[]; cjk: string[] }): { token: string; prefix: boolean }[] {
  return [...words.latin.map((word) => ({ token: word.split(/[-./]/).join(''), prefix: true })), ...words.cjk.map((pair) => ({ token: pair, prefix: false }))];
}

/** Words worth correcting typos against: Latin words of at least four characters, as written. */
export function catalogueWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .replace(CJK_RUN, ' ')
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  ).filter((word) => word.length >= 4 && /\p{L}/u.test(word));
}
