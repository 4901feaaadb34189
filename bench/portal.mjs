// The built portal as a child process of this script (node itself, not npm, so the pid is the server's and its
// memory can be read), on a temporary data directory or a throw-away PostgreSQL database.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const API = '/jeecg-boot';
export const CATALOGUE = `${API}/by-abinvivo/abinvivo/product`;
export const HOME = '/abinvivo/Home';

/**
 * The portal's settings for a benchmark. Pinned like the browser suite's, so a developer's shell cannot change
 * what is measured. PORTAL_ENV=test only adds the captcha answers the sign-ins need (test-support endpoint);
 * the rest is as in development. The load comes from one address, so the general limit is lifted; the sign-in
 * limits stay as shipped, and the simulated customers come through 127.0.0.1 as a trusted proxy, each under an
 * address of its own (X-Forwarded-For), as they would through a load balancer.
 */
const UNSET = ['DATABASE_URL', 'REDIS_URL', 'THEME', 'ZH_SITE_URL', 'INTL_SITE_URL', 'EXTRA_PUBLIC_PATH', 'UPLOAD_DIR'];

export function portalEnvironment({ port, dataDir, databaseUrl }) {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !UNSET.includes(name))),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORTAL_ENV: 'test',
    EDITION: 'intl',
    SYSTEM_TYPE: '3',
    HOME_PATH: HOME,
    API_BASE_PATH: API,
    RATE_LIMIT_MAX: '100000000',
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Starts the server; `stop()` ends it with SIGTERM (SIGKILL after 15 s) and waits for it to go. */
export function startPortal(env, { apiOnly = false } = {}) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js', ...(apiOnly ? ['--api-only'] : [])], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const startedAt = performance.now();
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  return {
    pid: child.pid,
    startedAt,
    origin: `http://127.0.0.1:${env.PORT}`,
    exited,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(kill, 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}

/** Milliseconds from the spawn until `ready(reply, text)` holds for a reply to `path`; polled every 10 ms. */
export async function msUntil(portal, path, ready = (reply) => reply.status === 200, headers = {}) {
  let gone = false;
  portal.exited.then(() => (gone = true));
  for (;;) {
    try {
      const reply = await fetch(portal.origin + path, { headers });
      if (await ready(reply)) return Math.round(performance.now() - portal.startedAt);
      if (!reply.bodyUsed) await reply.body?.cancel();
    } catch {
      // not listening yet
    }
    if (gone) throw new Error(`the portal exited before ${path} answered`);
    if (performance.now() - portal.startedAt > 300_000) throw new Error(`no answer to ${path} within 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The first home page that shows products: the page a visitor would wait for. */
export const homeWithProducts = async (reply) => reply.status === 200 && (await reply.text()).includes('data-testid="product-card"');

/** Resident and peak memory of the server process, from the kernel (MB). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
}

/** On PostgreSQL the server neither migrates nor seeds (a deployment runs these once per release); answers seconds. */
export function migrateAndSeed(env) {
  const started = performance.now();
  for (const cli of ['migrate.cli.js', 'seed.cli.js']) {
    const done = spawnSync(process.execPath, [`apps/server/dist/${cli}`], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (done.status !== 0) throw new Error(`${cli} failed`);
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Adds `count` generated products with the built generator, as an operator would; answers the seconds it took. */
export function generateCatalogue(env, count) {
  const started = performance.now();
  const generated = spawnSync(process.execPath, ['apps/server/dist/catalog-generate.cli.js', '--count', String(count)], { env, stdio: 'inherit' });
  if (generated.status !== 0) throw new Error('generating the catalogue failed');
  return Math.round((performance.now() - started) / 100) / 10;
}

/** A fresh database on the PostgreSQL server `serverUrl`, and how to drop it again. */
export async function throwAwayDatabase(serverUrl) {
  const name = `portal_bench_${process.pid}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
