import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../e2e/support/portal-process';
import { expectEveryRequestAnswered, expectSoundRun, outboxProblems, readOutbox, releaseOutboxLeases, trafficProblems } from './support/checks';
import { PortalProcess, portalEnv, prepareDataDir, sleep } from './support/portal';
import { PrivatePostgres } from './support/postgres';
import { type Pace, STAFF, runTraffic, setUpWorkload } from './support/workload';

/**
 * Issue 19 item 4, PostgreSQL: the shared workload (support/workload.ts) runs against a portal on a PostgreSQL the test
 * starts itself (support/postgres.ts: `initdb` in a temporary directory, its own port; the machine's shared server is
 * never touched), while that PostgreSQL is stopped crash-like (`pg_ctl stop -m immediate`) and started again three
 * times at random moments. The portal process stays up throughout: it answers 5xx while its database is gone and must
 * be answering again, with every committed order, once the database is back. Then the shared checks (support/checks.ts)
 * run.
 */

const RESTARTS = 3;
/** After the portal answers again, the next restart comes at a random moment in this window. */
const RESTART_AFTER_MS: readonly [number, number] = [1_500, 5_000];
/**
 * How long PostgreSQL stays away in each restart: longer than a client's longest think (PACE.thinkMs), so every client
 * sends at least one inquiry into the outage and the run cannot miss the fault (a bare restart takes about 200 ms, and
 * one CI run's three restarts all fell between requests).
 */
const DOWN_MS = 2_500;
/** How long the clients keep going after the last restart, so requests meet the restarted database too. */
const AFTER_LAST_RESTART_MS = 3_000;
/** The portal's /health (a database ping) answers 200 again within this of the database being back. */
const RECOVERY_MS = 10_000;
/**
 * The portal keeps its in-memory limiters through the run (the SIGKILL variant's restarts start them afresh): 20
 * customer sign-ins a minute from 127.0.0.1 and 20 inquiries a minute per session, retries included. Twelve client
 * sessions at about one inquiry every 1.5 s each stay inside both, and leave sign-ins for the replay's sessions.
 */
const PACE: Pace = { clients: 6, sessionsPerClient: 2, thinkMs: [1_000, 2_000] };

let dataDir = '';
let postgres: PrivatePostgres | null = null;
let portal: PortalProcess | null = null;

afterAll(async () => {
  portal?.dispose();
  const keep = Boolean(process.env.FAULTS_KEEP_DATA);
  await postgres?.dispose({ keep });
  if (dataDir && !keep) await rm(dataDir, { recursive: true, force: true });
});

test('acknowledged inquiries survive PostgreSQL restarts exactly once, with totals, history and outbox intact', async () => {
  const timings: Record<string, number> = {};
  const clock = performance.now();
  const lap = (name: string) => (timings[name] = Math.round(performance.now() - clock));

  postgres = await PrivatePostgres.create(await freePort());
  const database = postgres;
  lap('postgres up');
  // DATA_DIR still holds the portal's files (uploads); the orders live in PostgreSQL.
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
  const env = portalEnv(dataDir, await freePort(), { DATABASE_URL: database.url });
  await prepareDataDir(env, STAFF);
  lap('seeded');
  portal = new PortalProcess(env, Number(env.PORT));
  const server = portal;
  await server.start();
  lap('started');
  const workload = await setUpWorkload(server.baseUrl, PACE);
  lap('set up');

  const restarts: { atMs: number; restartMs: number; portalBackMs: number }[] = [];
  const traffic = await runTraffic(workload, async () => {
    for (let restart = 0; restart < RESTARTS; restart += 1) {
      await sleep(randomInt(RESTART_AFTER_MS[0], RESTART_AFTER_MS[1]));
      const atMs = Math.round(performance.now() - clock);
      const restartMs = await database.restart(DOWN_MS);
      // The same process must answer again: healthy() fails the test, with the portal's log, if it has exited.
      const portalBackMs = await server.healthy(RECOVERY_MS).catch(async (error: unknown) => {
        throw new Error(`the portal did not ride out PostgreSQL restart ${restart + 1}; PostgreSQL's log:\n${await database.log()}`, { cause: error });
      });
      restarts.push({ atMs, restartMs: Math.round(restartMs), portalBackMs: Math.round(portalBackMs) });
    }
    await sleep(AFTER_LAST_RESTART_MS);
  });
  lap('chaos over');
  expect(server.exitStatus(), `the portal process outlived the restarts:\n${server.log()}`).toBeNull();
  expectEveryRequestAnswered(traffic);

  // The outbox as the restarts left it, its leases fast-forwarded; the dispatcher's timer fires every 5 s, the margin
  // covers sending a few hundred messages.
  const leased = await database.withClient(releaseOutboxLeases);
  const dispatcherTick = sleep(7_500);

  const { problems, details } = await trafficProblems(workload, traffic);
  lap('replayed and read orders');

  await dispatcherTick;
  const outbox = await database.withClient(readOutbox);
  lap('outbox read');
  problems.push(...outboxProblems(details, outbox));
  expect(await server.stop(), 'the portal stops cleanly after the restarts').toEqual({ code: 0, signal: null });

  expectSoundRun(traffic, problems, {
    restarts,
    outboxMessages: outbox.length,
    leasedWhenDatabaseWent: leased,
    timings,
  });
});
