import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job. `nextRunAt` is the claim token: an instance runs a due job only after moving it
 * forward with a compare-and-set, so several instances never run the same occurrence twice.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  code: text('code').primaryKey(),
  cron: text('cron').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastStatus: text('last_status').$type<'ok' | 'failed'>(),
  lastMessage: text('last_message').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Every run, scheduled or started by hand, with its outcome. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status').$type<'ok' | 'failed'>(),
    message: text('message').notNull().default(''),
    durationMs: integer('duration_ms'),
  },
  (table) => [index('job_runs_code_started_idx').on(table.code, table.startedAt)],
);
