import {
  JOB_CODES,
  JOB_PREVIEW_RUNS,
  type Job,
  type JobCode,
  type JobRun,
  type JobUpdate,
  cronExpressionProblem,
  cronProblemParams,
  nextRunTimes,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type JobRow, jobRow, listJobRows, recentJobRuns, updateJobSchedule } from './jobs.repository.js';
import { type JobScheduler, followingRun } from './jobs.scheduler.js';

const HISTORY_LENGTH = 20;

function knownCode(code: string): JobCode {
  const known = JOB_CODES.find((candidate) => candidate === code);
  if (!known) throw new AppError(404, 'jobUnknown');
  return known;
}

function jobOf(row: JobRow, now: Date): Job {
  return {
    code: knownCode(row.code),
    cron: row.cron,
    enabled: row.enabled,
    nextRuns: row.enabled ? nextRunTimes(row.cron, now, JOB_PREVIEW_RUNS).map((run) => run.toISOString()) : [],
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastStatus: row.lastStatus ?? null,
    lastMessage: row.lastMessage,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function listJobs(db: Database, now = new Date()): Promise<Job[]> {
  const rows = (await listJobRows(db)).filter((row) => JOB_CODES.includes(row.code as JobCode));
  // The order the jobs are declared in, whatever the database's collation.
  rows.sort((left, right) => JOB_CODES.indexOf(left.code as JobCode) - JOB_CODES.indexOf(right.code as JobCode));
  return rows.map((row) => jobOf(row, now));
}

/**
 * A new schedule or pause: the expression must be valid (the editor's own bounds, with its message) and run again;
 * it is stored as written, and the scheduler picks it up at once.
 */
export async function changeJob(db: Database, scheduler: JobScheduler, code: string, change: JobUpdate, staffName: string, now = new Date()): Promise<Job> {
  const known = knownCode(code);
  const problem = cronExpressionProblem(change.cron);
  if (problem) throw new AppError(400, problem, cronProblemParams(problem));
  const nextRunAt = followingRun(change.cron, now);
  if (!nextRunAt) throw new AppError(400, 'cronNeverRuns');
  const row = await updateJobSchedule(db, known, { cron: change.cron, enabled: change.enabled, nextRunAt, updatedBy: staffName, updatedAt: now });
  if (!row) throw new AppError(404, 'jobUnknown');
  await scheduler.wake();
  return jobOf(row, now);
}

export async function runJobNow(db: Database, scheduler: JobScheduler, code: string): Promise<Job> {
  const known = knownCode(code);
  await scheduler.run(known, 'manual');
  const row = await jobRow(db, known);
  if (!row) throw new AppError(404, 'jobUnknown');
  return jobOf(row, new Date());
}

export async function jobHistory(db: Database, code: string): Promise<JobRun[]> {
  const rows = await recentJobRuns(db, knownCode(code), HISTORY_LENGTH);
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status ?? null,
    message: row.message,
    trigger: row.trigger,
  }));
}
