import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobRuns, scheduledJobs } from './jobs.table.js';

export type JobRow = typeof scheduledJobs.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;

/** Adds the jobs that have no row yet with their default schedules; existing rows keep staff's choices. */
export async function insertMissingJobs(db: Database, jobs: ReadonlyArray<{ code: string; cron: string; nextRunAt: Date | null }>) {
  if (jobs.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(jobs.map((job) => ({ ...job })))
    .onConflictDoNothing();
}

export async function listJobRows(db: Database): Promise<JobRow[]> {
  return db.select().from(scheduledJobs).orderBy(scheduledJobs.code);
}

export async function jobRow(db: Database, code: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.code, code));
  return row;
}

export async function updateJobSchedule(
  db: Database,
  code: string,
  change: { cron: string; enabled: boolean; nextRunAt: Date | null; updatedBy: string; updatedAt: Date },
) {
  const [row] = await db.update(scheduledJobs).set(change).where(eq(scheduledJobs.code, code)).returning();
  return row;
}

/** Enabled jobs whose next run is due at `now`. */
export async function dueJobRows(db: Database, now: Date): Promise<JobRow[]> {
  return db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.enabled, true), lte(scheduledJobs.nextRunAt, now)));
}

/** The earliest next run among enabled jobs, for the scheduler's timer. */
export async function earliestNextRun(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ next: scheduledJobs.nextRunAt })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.enabled, true))
    .orderBy(scheduledJobs.nextRunAt)
    .limit(1);
  return row?.next ?? null;
}

/**
 * Moves a due job to its following run time if nobody else did first; true when this caller won the occurrence.
 * The compare is on the exact due time this caller read.
 */
export async function claimJobRun(db: Database, code: string, due: Date, following: Date | null): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ nextRunAt: following })
    .where(and(eq(scheduledJobs.code, code), eq(scheduledJobs.enabled, true), eq(scheduledJobs.nextRunAt, due)))
    .returning({ code: scheduledJobs.code });
  return rows.length === 1;
}

export async function insertJobRun(db: Database, run: { code: string; trigger: 'schedule' | 'manual'; startedAt: Date }): Promise<string> {
  const [row] = await db.insert(jobRuns).values(run).returning({ id: jobRuns.id });
  if (!row) throw new Error('job run not recorded');
  return row.id;
}

export async function finishJobRun(
  db: Database,
  id: string,
  code: string,
  outcome: { status: 'ok' | 'failed'; message: string; finishedAt: Date; durationMs: number; startedAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(jobRuns)
      .set({ status: outcome.status, message: outcome.message, finishedAt: outcome.finishedAt, durationMs: outcome.durationMs })
      .where(eq(jobRuns.id, id));
    await tx
      .update(scheduledJobs)
      .set({ lastRunAt: outcome.startedAt, lastStatus: outcome.status, lastMessage: outcome.message })
      .where(eq(scheduledJobs.code, code));
  });
}

export async function recentJobRuns(db: Database, code: string, limit: number): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).where(eq(jobRuns.code, code)).orderBy(desc(jobRuns.startedAt)).limit(limit);
}

/** Runs of every job since `since` that failed, for the digest. */
export async function failedRunsSince(db: Database, since: Date): Promise<JobRunRow[]> {
  return db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.status, 'failed'), gte(jobRuns.startedAt, since)))
    .orderBy(desc(jobRuns.startedAt));
}
