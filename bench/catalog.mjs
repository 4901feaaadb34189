// The public catalogue's reads at 32 connections: list, product and search, cached (one URL over and over) and
// uncached. The portal keeps replies by their parsed query (catalog.cache.ts), ignoring `_t` and unknown
// parameters, so an uncached row sends every URL once, with values the API really reads (page, size, query). The
// count of a filter's products is kept apart from the replies and stays in use, as it does in production.
import { againstCeiling } from './ceiling.mjs';
import { startHandWritten } from './hand-written.mjs';
import { measure, pathsOf } from './load.mjs';
import { CATALOGUE } from './portal.mjs';
import { SEARCH_KINDS, listPaths, searchPaths } from './queries.mjs';

export const CACHED = {
  list: `${CATALOGUE}/list?line=anti-mouse&pageSize=20`,
  search: `${CATALOGUE}/search?seachValue=PD-1`,
  detail: (catalogNo) => `${CATALOGUE}/detail?catalogNo=${encodeURIComponent(catalogNo)}`,
};

const language = (code) => ({ 'Accept-Language': code });

/** A row that was meant to send each URL once and did not is marked, and its figures are not to be trusted. */
function checkedDistinct(row) {
  return row.repeats > 0 ? { ...row, failed: `${row.repeats} repeated URLs: the reply cache may have answered` } : row;
}

/**
 * The rows of one database run: `totals` are the lines' sizes, `queries` the search kinds' queries, `detailNumbers`
 * the products no one has read yet, `cachedNumber` the product read every time.
 */
export async function catalogueRows({ origin, ceiling, totals, queries, detailNumbers, cachedNumber }) {
  const rows = [];
  const add = (id, label, row, extra = {}) => rows.push({ id, label, connections: 32, ...againstCeiling(row, ceiling), ...extra });
  // Warm-up (JIT, pools, the catalogue's first reads), on URLs the rows below do not send.
  await measure({ origin, path: `${CATALOGUE}/list?pageSize=10`, connections: 8, seconds: 2 });
  await measure({ origin, path: `${CATALOGUE}/search?seachValue=antibody`, connections: 8, seconds: 1 });

  add('list.cached', 'list, cached (same URL)', await measure({ origin, path: CACHED.list }));
  add('list.uncached', 'list, uncached (line × page size × page)', checkedDistinct(await measure({ origin, paths: pathsOf(listPaths(totals)) })));
  add('detail.cached', 'product detail, cached (same URL)', await measure({ origin, path: CACHED.detail(cachedNumber) }));
  add(
    'detail.uncached',
    'product detail, uncached (each product once)',
    checkedDistinct(await measure({ origin, paths: pathsOf(detailNumbers.map(({ catalogNo }) => CACHED.detail(catalogNo))) })),
  );
  add('search.cached', 'search, cached (same URL: "PD-1")', await measure({ origin, path: CACHED.search }));
  for (const kind of SEARCH_KINDS) {
    const list = queries[kind.key];
    const row = await measure({ origin, paths: searchPaths(list, kind.pages), headers: language(kind.language) });
    add(`search.${kind.id}`, `search, uncached: ${kind.label}`, checkedDistinct(row), { queries: list.length });
  }
  return rows;
}

/**
 * The same uncached list and product reads answered by hand-written SQL through a bare node:http server (PostgreSQL
 * only): what the portal's layers cost over the queries themselves. Fresh walks, so neither side reads the other's
 * pages in the same order.
 */
export async function handWrittenRows({ databaseUrl, port, ceiling, totals, numbers }) {
  const handWritten = await startHandWritten(databaseUrl, port);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await measure({ origin, path: '/list?line=anti-mouse&pageSize=10&pageNo=1', connections: 8, seconds: 1 }); // warm-up
    const list = checkedDistinct(await measure({ origin, paths: pathsOf(listPaths(totals, '/list')) }));
    const detail = checkedDistinct(
      await measure({ origin, paths: pathsOf(numbers.map(({ catalogNo }) => `/detail?catalogNo=${encodeURIComponent(catalogNo)}`)) }),
    );
    return [
      { id: 'hand.list.uncached', label: 'hand-written SQL: list, uncached', connections: 32, ...againstCeiling(list, ceiling) },
      { id: 'hand.detail.uncached', label: 'hand-written SQL: product detail, uncached', connections: 32, ...againstCeiling(detail, ceiling) },
    ];
  } finally {
    await handWritten.close();
  }
}
