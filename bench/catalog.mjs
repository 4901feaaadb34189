// Catalogue throughput on a large generated catalogue (run through `npm run bench:catalog`, which builds first).
// CATALOG_BENCH_PRODUCTS sets the catalogue's size (default 100,000); generating it takes a few minutes.
// CATALOG_BENCH_POSTGRES (a server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres) runs it on a fresh
// PostgreSQL database instead of PGlite, and compares the uncached reads with hand-written SQL.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHandWritten } from './hand-written.mjs';

const PORT = 18_082;
const HAND_WRITTEN_PORT = 18_083;
const base = `http://127.0.0.1:${PORT}/jeecg-boot/by-abinvivo/abinvivo/product`;
const products = Number(process.env.CATALOG_BENCH_PRODUCTS ?? 100_000);
const WORDS = ['PD-1', 'CTLA-4', 'Pembrolizumab', 'RMP1-14', 'anti-mouse', 'HER2', 'trastuzumab', 'GK1.5', 'IL-2', 'Reporter'];
const TYPOS = ['pembrolizumb', 'nivolumb', 'trastuzumap', 'ipilimumb', 'bevacizumb'];

const postgresServer = process.env.CATALOG_BENCH_POSTGRES;
const benchDatabase = `portal_catalog_bench_${process.pid}`;
const databaseUrl = postgresServer ? Object.assign(new URL(postgresServer), { pathname: `/${benchDatabase}` }).toString() : undefined;

const environment = (dataDir) => ({
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Creates (or drops) the benchmark's own database on the PostgreSQL server. */
async function onServer(statement) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startPortal(dataDir) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js', '--api-only'], { env: environment(dataDir), stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { stop: async () => (child.kill('SIGTERM'), exited) };
}

async function waitUntilServing() {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/list?pageSize=1`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('the portal did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Loads one URL, or a new path per request when `path` is a function (uncached reads); `origin` for another server. */
function load(path, connections = 32, seconds = 5, origin = base) {
  const options =
    typeof path === 'function' ? { url: origin, requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }] } : { url: origin + path };
  return new Promise((resolve, reject) =>
    autocannon({ ...options, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const summary = (result) => ({
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
});

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const apiPath = '/jeecg-boot/by-abinvivo/abinvivo/product';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-catalog-bench-'));
if (postgresServer) await onServer(`create database ${benchDatabase}`);
try {
  const generated = spawnSync(process.execPath, ['apps/server/dist/catalog-generate.cli.js', '--count', String(products)], {
    env: environment(dataDir),
    stdio: 'inherit',
  });
  if (generated.status !== 0) throw new Error('generating the catalogue failed');
  const portal = startPortal(dataDir);
  try {
    await waitUntilServing();
    // The sitemap's first page names up to 50,000 products: enough to pick uncached ones from.
    const numbers = (await (await fetch(`${base}/sitemap?page=1`)).json()).result.products.map((entry) => entry.catalogNo);
    await load('/list?pageSize=10', 8, 2);
    const listPage = () => `line=anti-mouse&pageSize=20&pageNo=${1 + Math.floor(Math.random() * 500)}`;
    const table = {
      'list, cached': summary(await load('/list?line=anti-mouse&pageSize=20')),
      'list, uncached pages': summary(await load(() => `${apiPath}/list?${listPage()}`)),
      'detail, cached': summary(await load('/detail?catalogNo=AM00016')),
      'detail, uncached products': summary(await load(() => `${apiPath}/detail?catalogNo=${pick(numbers)}`)),
      'search, cached': summary(await load('/search?seachValue=PD-1')),
      'search, one or two words': summary(
        await load(() => `${apiPath}/search?seachValue=${encodeURIComponent(pick(WORDS))}&pageNo=${1 + Math.floor(Math.random() * 3)}`),
      ),
      'search, typos': summary(await load(() => `${apiPath}/search?seachValue=${pick(TYPOS)}&pageNo=${1 + Math.floor(Math.random() * 3)}`)),
    };
    if (databaseUrl) {
      const handWritten = await startHandWritten(databaseUrl, HAND_WRITTEN_PORT);
      const origin = `http://127.0.0.1:${HAND_WRITTEN_PORT}`;
      try {
        table['hand-written SQL: list, uncached pages'] = summary(await load(() => `/list?${listPage()}`, 32, 5, origin));
        table['hand-written SQL: detail, uncached products'] = summary(await load(() => `/detail?catalogNo=${pick(numbers)}`, 32, 5, origin));
      } finally {
        await handWritten.close();
      }
    }
    console.log(`Catalogue of ${products.toLocaleString('en')} generated products, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, 32 connections:`);
    console.table(table);
  } finally {
    await portal.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresServer) await onServer(`drop database if exists ${benchDatabase} with (force)`);
}
