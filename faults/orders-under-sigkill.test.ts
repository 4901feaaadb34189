import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../e2e/support/portal-process';
import { expectEveryRequestAnswered, expectSoundRun, outboxProblems, readOutbox, releaseOutboxLeases, trafficProblems } from './support/checks';
import { PortalProcess, portalEnv, prepareDataDir, sleep } from './support/portal';
import { STAFF, runTraffic, setUpWorkload } from './support/workload';

/**
 * Issue 19 item 4, embedded database: the shared workload (support/workload.ts) runs while the server is killed with
 * SIGKILL three times at random moments and started again on the same DATA_DIR; then the shared checks
 * (support/checks.ts) run against the restarted server and its database.
 */

const KILLS = 3;
/** After the server is (again) ready, the next kill comes at a random moment in this window. */
const KILL_AFTER_MS: readonly [number, number] = [1_500, 5_000];
/** How long the clients keep going after the last restart, so requests meet a restarted server too. */
const AFTER_LAST_RESTART_MS = 3_000;

let dataDir = '';
let portal: PortalProcess | null = null;

afterAll(async () => {
  portal?.dispose();
  if (dataDir && !process.env.FAULTS_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
});

/** Opens the stopped server's embedded database directly (the server must not be running: one writer only). */
async function withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

test('acknowledged inquiries survive SIGKILL exactly once, with totals, history and outbox intact', async () => {
  const timings: Record<string, number> = {};
  const clock = performance.now();
  const lap = (name: string) => (timings[name] = Math.round(performance.now() - clock));

  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
  const env = portalEnv(dataDir, await freePort());
  await prepareDataDir(env, STAFF);
  lap('seeded');
  portal = new PortalProcess(env, Number(env.PORT));
  const server = portal;
  const restarts: number[] = [(await server.start()).readyMs];
  lap('started');
  const workload = await setUpWorkload(server.baseUrl);
  lap('set up');

  const kills: { atMs: number; restartMs: number }[] = [];
  const traffic = await runTraffic(workload, async () => {
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(randomInt(KILL_AFTER_MS[0], KILL_AFTER_MS[1]));
      const atMs = Math.round(performance.now() - clock);
      await server.kill();
      // PGlite must reopen a data directory that a crash left behind: start() fails the test if it cannot.
      const restarted = await server.start();
      restarts.push(restarted.readyMs);
      kills.push({ atMs, restartMs: Math.round(restarted.readyMs) });
    }
    await sleep(AFTER_LAST_RESTART_MS);
  });
  lap('chaos over');
  expectEveryRequestAnswered(traffic);

  // A clean stop, then the outbox as the server left it, its leases fast-forwarded (the server must be stopped: PGlite
  // has one writer only).
  expect(await server.stop(), 'the server stops cleanly after the crashes').toEqual({ code: 0, signal: null });
  const leased = await withDatabase(releaseOutboxLeases);
  lap('reopened directly');
  restarts.push((await server.start()).readyMs);
  // The dispatcher's timer first fires 5 s after start; the margin covers sending a few hundred messages.
  const dispatcherTick = sleep(7_500);
  lap('final start');

  const { problems, details } = await trafficProblems(workload, traffic);
  lap('replayed and read orders');

  await dispatcherTick;
  expect(await server.stop(), 'the server stops cleanly').toEqual({ code: 0, signal: null });
  const outbox = await withDatabase(readOutbox);
  lap('outbox read');
  problems.push(...outboxProblems(details, outbox));

  expectSoundRun(traffic, problems, {
    kills,
    restartReadyMs: restarts.map(Math.round),
    outboxMessages: outbox.length,
    leasedByKilledDispatcher: leased,
    timings,
  });
});
