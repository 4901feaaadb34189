// Start-up and serving benchmarks for the built portal (run through `npm run bench`, which builds first).
// Every figure comes from this one run on this machine; the load generator shares the machine's cores.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseScores } from './lighthouse.mjs';
import { initialJavaScript } from './page-weight.mjs';
import { builderTimings } from './plasmid-builder.mjs';

const PORT = 18_080;
const CEILING_PORT = 18_081;
const base = `http://127.0.0.1:${PORT}`;
const LIST = '/jeecg-boot/by-abinvivo/abinvivo/product/list?pageNo=1&pageSize=10';
const HOME = '/abinvivo/Home';
const PUBLIC_PAGES = [HOME, '/Biosimilar', '/Search?seachValue=PD-1&categoryId=0'];

function startPortal(dataDir) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    // The load comes from one address; the limiter would otherwise answer most of it with 429.
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, stop: async () => (child.kill('SIGTERM'), exited) };
}

async function msUntilFirstPage() {
  const started = performance.now();
  for (;;) {
    try {
      const reply = await fetch(base + HOME);
      if (reply.status === 200 && (await reply.text()).includes('data-testid="product-card"')) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('no first page within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function load(url, connections, seconds = 5, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

// A session cookie makes a page personal, so it is rendered for every request instead of served from the page cache.
const RENDER_EACH_TIME = { cookie: 'access_token=bench-not-a-session' };

const summary = (result) => ({
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p90 ms': result.latency.p90,
  'p97.5 ms': result.latency.p97_5,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
});

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const results = {};
try {
  let portal = startPortal(dataDir);
  results['cold start to first page (ms)'] = Math.round(await msUntilFirstPage());
  await portal.stop();
  portal = startPortal(dataDir);
  results['restart to first page (ms)'] = Math.round(await msUntilFirstPage());

  const sample = await (await fetch(base + LIST)).text();
  const [first] = JSON.parse(sample).result.records;
  const productPage = `/product/detailCommon?catalogNo=${encodeURIComponent(first.catalogNo)}`;
  const ceiling = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(sample);
  }).listen(CEILING_PORT, '127.0.0.1');

  await load(base + LIST, 8, 2); // warm-up
  const table = {
    'bare node:http, same JSON (32 conn)': summary(await load(`http://127.0.0.1:${CEILING_PORT}/`, 32)),
    'catalogue list API, PGlite (32 conn)': summary(await load(base + LIST, 32)),
    'server-rendered home (16 conn)': summary(await load(base + HOME, 16)),
    'server-rendered product page (16 conn)': summary(await load(base + productPage, 16)),
    'product page rendered each time (16 conn)': summary(await load(base + productPage, 16, 5, RENDER_EACH_TIME)),
  };
  const weights = {};
  for (const path of [...PUBLIC_PAGES, productPage]) weights[path] = await initialJavaScript(base, path);
  ceiling.close();
  // Lighthouse runs alone, so the load above does not disturb its timings.
  const lighthouse = await lighthouseScores(base, [...PUBLIC_PAGES, productPage]);
  const builder = await builderTimings(base);
  await portal.stop();
  console.log(results);
  console.table(table);
  console.table(weights);
  console.table(lighthouse);
  console.table(builder);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
