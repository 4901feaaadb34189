import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const READY_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`portal exited early (code ${server.exitCode}, signal ${server.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/jeecg-boot/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`portal not healthy after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // Pin what the specs assume (embedded database with the demo account, international animal-model edition)
  // so a developer's shell or CI environment cannot silently change the portal under test.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  Object.assign(env, { PORTAL_ENV: 'test', EDITION: 'intl', SYSTEM_TYPE: '3', HOME_PATH: '/abinvivo/Home', API_BASE_PATH: '/jeecg-boot' });
  // The default rate limit stays on: the whole suite comes from one address, so it also shows that static
  // files and the pages' in-process API calls are not counted against a visitor.
  const pinned = ['DATABASE_URL', 'REDIS_URL', 'ZH_SITE_URL', 'INTL_SITE_URL', 'EXTRA_PUBLIC_PATH', 'BRAND_SHORT_NAME'];
  for (const key of pinned) env[key] = undefined;

  const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const teardown = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return teardown;
}
