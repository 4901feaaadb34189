// What visitors type, drawn from the catalogue the portal serves: its own product names (English and Chinese),
// targets, clones, isotypes, hosts and catalogue numbers, read through the public API like any client would.
// Made-up queries would measure a search for words nobody has, or miss the words everybody has.
import { CATALOGUE } from './portal.mjs';
import { combinations, shuffle } from './load.mjs';

/** The header search box refuses shorter queries (SEARCH_MIN_LENGTH in the domain's catalogue-lines.ts). */
const MIN_LENGTH = 3;
/** Per kind, so each kind's walk has enough distinct URLs for its row and no kind swamps the total. */
const MAX_PER_KIND = 1_000;
export const MIN_QUERIES = 2_000;
/** Named in issue 19: words in nearly every product, the slowest kind of search. */
const FORCED_COMMON = ['human', 'mouse', 'anti'];
const PAGE_SIZES = Array.from({ length: 50 }, (_, index) => index + 1);
const HAN = /\p{Script=Han}/u;

const json = async (origin, path, language = 'en') => {
  const reply = await fetch(origin + path, { headers: { 'Accept-Language': language } });
  if (reply.status !== 200) throw new Error(`${path}: HTTP ${reply.status}`);
  return (await reply.json()).result;
};

/** Every product's number and line, from the sitemap's pages. */
export async function catalogueNumbers(origin) {
  const products = [];
  for (let page = 1; ; page += 1) {
    const result = await json(origin, `${CATALOGUE}/sitemap?page=${page}`);
    products.push(...result.products);
    if (result.products.length === 0 || products.length >= result.total) return products;
  }
}

/**
 * Records of every line in English and in Chinese (the server reads Accept-Language), two pages of 1,000 per line
 * and language from different places in the line, and each line's size.
 */
export async function vocabularyRecords(origin, lines) {
  const records = { en: [], zh: [] };
  const totals = {};
  for (const line of lines) {
    const first = await json(origin, `${CATALOGUE}/list?line=${line}&pageSize=1000&pageNo=1`);
    totals[line] = first.total;
    // The list answers no deeper than MAX_LIST_DEPTH (10,000) products: ten pages of 1,000.
    const pages = [...new Set([1, 1 + Math.floor(Math.random() * Math.min(10, Math.max(1, first.pages)))])];
    for (const [language, key] of [
      ['en', 'en'],
      ['zh-CN', 'zh'],
    ]) {
      for (const page of pages) records[key].push(...(await json(origin, `${CATALOGUE}/list?line=${line}&pageSize=1000&pageNo=${page}`, language)).records);
    }
  }
  return { records, totals };
}

/** Words as a visitor would type them: hyphens and dots inside a word stay (PD-1, GK1.5), brackets and commas go. */
const wordsOf = (text) =>
  String(text ?? '')
    .split(/[\s()[\]{},;:/（）【】，；：、]+/u)
    .map((word) => word.replace(/^[-.×]+|[-.×]+$/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

const fieldsOf = (record) => [record.name, record.target, record.clone, record.isotype, record.host, record.reactivity, record.format];

/** Distinct by lower case, long enough, at most `limit` of them picked at random. */
function distinct(candidates, limit = MAX_PER_KIND) {
  const seen = new Map();
  for (const candidate of candidates) {
    const text = candidate.trim().replace(/\s+/g, ' ');
    if ([...text].length >= MIN_LENGTH && text.length <= 100 && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return shuffle([...seen.values()]).slice(0, limit);
}

/** One typo as people make them: a letter dropped, or two neighbouring letters swapped. */
function typoOf(word) {
  const letters = [...word];
  const at = Math.floor(Math.random() * (letters.length - 1));
  if (Math.random() < 0.5) letters.splice(at + (at === 0 ? 1 : 0), 1);
  else [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
  return letters.join('');
}

/** The queries of each kind, from the records (English and Chinese) and the catalogue numbers. */
export function queryKinds({ en, zh }, numbers) {
  const documentFrequency = new Map();
  const allWords = new Set();
  for (const record of en) {
    const words = new Set(
      fieldsOf(record)
        .flatMap(wordsOf)
        .map((word) => word.toLowerCase()),
    );
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    for (const word of words) allWords.add(word);
  }
  const common = distinct([
    ...FORCED_COMMON,
    ...[...documentFrequency]
      .filter(([word]) => word.length >= MIN_LENGTH && /\p{L}/u.test(word))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([word]) => word),
  ]);
  const isCommon = new Set(common.map((word) => word.toLowerCase()));
  const words = en.flatMap((record) => fieldsOf(record).flatMap(wordsOf)).filter((word) => !isCommon.has(word.toLowerCase()));
  const oneWord = distinct(words);
  const twoWords = distinct(
    en.flatMap((record) => {
      const name = wordsOf(record.name);
      const pairs = name.slice(1).map((word, index) => `${name[index]} ${word}`);
      return [...pairs, `${record.target} ${record.host}`, `${record.clone} ${record.target}`].filter((pair) => wordsOf(pair).length === 2);
    }),
  );
  const prefixes = distinct(
    numbers.map(({ catalogNo }) => catalogNo.slice(0, MIN_LENGTH + Math.floor(Math.random() * Math.max(1, catalogNo.length - MIN_LENGTH)))),
  );
  const chinese = distinct(
    zh.flatMap((record) => [record.name, ...wordsOf(record.name), ...(record.name.match(/\p{Script=Han}{3,}/gu) ?? [])]).filter((text) => HAN.test(text)),
  );
  const longWords = [...new Set(words)].filter((word) => (word.match(/\p{L}/gu) ?? []).length >= 5 && !HAN.test(word));
  // Three tries a word: different people get a word wrong in different places.
  const typos = distinct(longWords.flatMap((word) => [typoOf(word), typoOf(word), typoOf(word)]).filter((typo) => !allWords.has(typo.toLowerCase())));
  return { oneWord, twoWords, common, prefixes, chinese, typos };
}

/** The search rows: label, the language the visitor reads, the queries, and pages walked per query. */
export const SEARCH_KINDS = [
  { id: 'one-word', label: 'one word', key: 'oneWord', language: 'en', pages: 1 },
  { id: 'two-words', label: 'two words', key: 'twoWords', language: 'en', pages: 1 },
  // Few words with many pages of results each: visitors page through them, and the walk needs the URLs.
  { id: 'common', label: 'very common words', key: 'common', language: 'en', pages: 10 },
  { id: 'prefix', label: 'catalogue-number prefixes', key: 'prefixes', language: 'en', pages: 1 },
  { id: 'chinese', label: 'Chinese names', key: 'chinese', language: 'zh-CN', pages: 1 },
  { id: 'typo', label: 'typos', key: 'typos', language: 'en', pages: 1 },
];

/** Every (query, page size 1–50, page) of a kind once, shuffled. */
export function searchPaths(queries, pages) {
  const pageNos = Array.from({ length: pages }, (_, index) => index + 1);
  return combinations(
    [queries, PAGE_SIZES, pageNos],
    (query, size, page) => `${CATALOGUE}/search?seachValue=${encodeURIComponent(query)}&pageSize=${size}&pageNo=${page}`,
  );
}

/** Every (line, page size 1–50, page) once, shuffled, pages within the line and at most 100 deep. */
export function listPaths(totals, prefix = `${CATALOGUE}/list`) {
  const paths = [];
  for (const [line, total] of Object.entries(totals)) {
    for (const size of PAGE_SIZES) {
      for (let page = 1; page <= Math.min(100, Math.ceil(total / size)); page += 1) paths.push(`${prefix}?line=${line}&pageSize=${size}&pageNo=${page}`);
    }
  }
  return shuffle(paths);
}

/**
 * The catalogue numbers in a shuffled order, handed out once each: a product whose detail was read by one row
 * (or while preparing the customers) is in the reply cache, so no later "uncached" row may read it again.
 */
export class ProductPool {
  constructor(products) {
    this.products = shuffle([...products]);
    this.next = 0;
  }

  get left() {
    return this.products.length - this.next;
  }

  take(count) {
    const taken = this.products.slice(this.next, this.next + count);
    this.next += taken.length;
    return taken;
  }
}
