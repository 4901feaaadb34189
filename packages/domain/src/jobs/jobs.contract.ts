import { z } from 'zod';

/**
 * The jobs the server runs on a schedule (Quartz-style seven-part cron expressions, in the server's time zone).
 * Staff holding `jobs:edit` change their schedules, pause them and run them at once.
 */
export const JOB_CODES = ['daily-digest', 'session-cleanup', 'temp-upload-cleanup', 'quote-expiry'] as const;
export type JobCode = (typeof JOB_CODES)[number];

/** The schedule each job starts with. */
export const DEFAULT_JOB_SCHEDULES: Readonly<Record<JobCode, string>> = {
  'daily-digest': '0 0 8 * * ? *',
  'session-cleanup': '0 0 3 * * ? *',
  'temp-upload-cleanup': '0 30 3 * * ? *',
  /** Just after midnight, when yesterday's last valid quotes have run out. */
  'quote-expiry': '0 5 0 * * ? *',
};

/** Files left in the temporary folder longer than this are removed by the clean-up job. */
export const TEMP_UPLOAD_MAX_AGE_MS = 24 * 3600_000;

/** How many run times the job list previews for each job. */
export const JOB_PREVIEW_RUNS = 5;

export const jobRunStatusSchema = z.enum(['ok', 'failed']);

export const jobSchema = z.object({
  code: z.enum(JOB_CODES),
  cron: z.string(),
  enabled: z.boolean(),
  nextRuns: z.array(z.string()),
  lastRunAt: z.string().nullable(),
  lastStatus: jobRunStatusSchema.nullable(),
  lastMessage: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: jobRunStatusSchema.nullable(),
  message: z.string(),
  trigger: z.enum(['schedule', 'manual']),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobUpdateSchema = z.object({ cron: z.string().trim().min(1).max(120), enabled: z.boolean() });
export type JobUpdate = z.infer<typeof jobUpdateSchema>;
