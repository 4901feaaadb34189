import { DEFAULT_JOB_SCHEDULES, JOB_CODES, type JobCode, nextRunTimes } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { claimJobRun, dueJobRows, earliestNextRun, finishJobRun, insertJobRun, insertMissingJobs } from './jobs.repository.js';

/** What a job does; resolves to a one-line summary for the run history, throws when it fails. */
export type JobHandler = (now: Date) => Promise<string>;
export type JobHandlers = Readonly<Record<JobCode, JobHandler>>;

/** Another instance may change a schedule; every instance looks again at least this often. */
const MAX_SLEEP_MS = 60_000;

export const followingRun = (cron: string, after: Date): Date | null => nextRunTimes(cron, after, 1)[0] ?? null;

/**
 * Runs the jobs when due. Each due occurrence is claimed in the database first (see `claimJobRun`), so with
 * several instances exactly one runs it. After downtime a job runs once, then resumes its schedule.
 */
export class JobScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly handlers: JobHandlers,
    private readonly log: (error: unknown, code?: string) => void,
  ) {}

  /** Adds missing jobs with their default schedules. */
  async install(now = new Date()): Promise<void> {
    await insertMissingJobs(
      this.db,
      JOB_CODES.map((code) => ({ code, cron: DEFAULT_JOB_SCHEDULES[code], nextRunAt: followingRun(DEFAULT_JOB_SCHEDULES[code], now) })),
    );
  }

  async start(): Promise<void> {
    await this.install();
    this.stopped = false;
    await this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Re-reads the schedules now (after a change on this instance). */
  async wake(): Promise<void> {
    if (this.stopped) return;
    const next = await earliestNextRun(this.db);
    // Checked after the read: a stop or another wake may have come meanwhile, and only one timer may stand.
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const wait = next ? Math.min(Math.max(next.getTime() - Date.now(), 0), MAX_SLEEP_MS) : MAX_SLEEP_MS;
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .catch((error: unknown) => this.log(error))
        .finally(() => {
          this.ticking = null;
          void this.wake().catch((error: unknown) => this.log(error));
        });
    }, wait);
  }

  /** Runs every job due at `now` that this instance wins. */
  async tick(now = new Date()): Promise<void> {
    for (const row of await dueJobRows(this.db, now)) {
      if (!row.nextRunAt || !JOB_CODES.includes(row.code as JobCode)) continue;
      const won = await claimJobRun(this.db, row.code, row.nextRunAt, followingRun(row.cron, now));
      if (won) await this.run(row.code as JobCode, 'schedule', now);
    }
  }

  /** Runs a job and records the outcome; a failure is recorded, never thrown. */
  async run(code: JobCode, trigger: 'schedule' | 'manual', now = new Date()): Promise<{ status: 'ok' | 'failed'; message: string }> {
    const startedAt = new Date();
    const id = await insertJobRun(this.db, { code, trigger, startedAt });
    let outcome: { status: 'ok' | 'failed'; message: string };
    try {
      outcome = { status: 'ok', message: await this.handlers[code](now) };
    } catch (error) {
      this.log(error, code);
      outcome = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    const finishedAt = new Date();
    await finishJobRun(this.db, id, code, { ...outcome, startedAt, finishedAt, durationMs: finishedAt.getTime() - startedAt.getTime() });
    return outcome;
  }
}
