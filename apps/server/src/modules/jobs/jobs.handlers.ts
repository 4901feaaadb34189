import { type JobCode, type Language, TEMP_UPLOAD_MAX_AGE_MS, translate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { failedRunsSince } from './jobs.repository.js';
import type { JobHandlers } from './jobs.scheduler.js';

const DAY_MS = 24 * 3600_000;

/** What the jobs read and change in other modules, handed in by the app so this module depends on none of them. */
export type JobSources = {
  /** Ends expired sessions, codes, captchas and tickets everywhere; returns how many rows went. */
  purgeExpired: (now: Date) => Promise<number>;
  /** Removes temporary uploads, and document files never attached, older than `before`; returns how many files went. */
  removeTempUploads: (before: Date) => Promise<number>;
  /** Sends unconfirmed quotes past their validity back for a new price; returns how many. */
  expireQuotes: (now: Date) => Promise<number>;
  figuresSince: (since: Date) => Promise<{ customers: number; files: number; waiting: number; failing: number }>;
  recipients: () => Promise<Array<{ email: string; name: string }>>;
  /** Queues an e-mail in the outbox (delivered after the job, retried on failure). */
  sendEmail: (message: { recipient: string; subject: string; body: string }) => Promise<void>;
  language: Language;
  brand: string;
};

/** The day before `now`, in the digest's words. */
async function sendDigest(db: Database, sources: JobSources, now: Date): Promise<string> {
  const since = new Date(now.getTime() - DAY_MS);
  const figures = await sources.figuresSince(since);
  const failedRuns = (await failedRunsSince(db, since)).length;
  const recipients = await sources.recipients();
  const date = now.toISOString().slice(0, 10);
  for (const recipient of recipients) {
    await sources.sendEmail({
      recipient: recipient.email,
      subject: translate(sources.language, 'errors', 'digestSubject', { brand: sources.brand, date }),
      body: translate(sources.language, 'errors', 'digestBody', { name: recipient.name, ...figures, failedRuns }),
    });
  }
  return `${recipients.length} recipients; customers ${figures.customers}, files ${figures.files}, waiting ${figures.waiting}, failed runs ${failedRuns}`;
}

export function createJobHandlers(db: Database, sources: JobSources): JobHandlers {
  const handlers: Record<JobCode, (now: Date) => Promise<string>> = {
    'daily-digest': (now) => sendDigest(db, sources, now),
    'session-cleanup': async (now) => `${await sources.purgeExpired(now)} expired rows removed`,
    'temp-upload-cleanup': async (now) => `${await sources.removeTempUploads(new Date(now.getTime() - TEMP_UPLOAD_MAX_AGE_MS))} temporary files removed`,
    'quote-expiry': async (now) => `${await sources.expireQuotes(now)} expired quotes returned for a new price`,
  };
  return handlers;
}
