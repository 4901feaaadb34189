import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '../src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--api-only'], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/jeecg-boot/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy');
}

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the server process on the embedded database', () => {
  it('migrates and seeds on first start, refuses a second process on the same data, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = start(port);
    await waitForHealth(port, first.child);
    const list = (await (await fetch(`http://127.0.0.1:${port}/jeecg-boot/by-abinvivo/abinvivo/product/list`)).json()) as { result: { total: number } };
    expect(list.result.total).toBeGreaterThan(0);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already open in process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
  }, 120_000);
});
