import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { captchas, jobRuns, outboxMessages, scheduledJobs, uploads } from '../../src/db/schema.js';
import { storeGeneratedFile } from '../../src/modules/uploads/index.js';
import { JobScheduler } from '../../src/modules/jobs/index.js';
import { createCustomer, loginToken } from '../helpers/accounts.js';
import { signedInStaff } from '../helpers/staff-session.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
let editor = '';
let reader = '';

const call = (method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url: `/jeecg-boot${path}`, headers: { 'x-access-token': token, 'accept-language': language }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signedInStaff(t, ['jobs:edit'], 'digest@supplier.example')).token;
  reader = (await signedInStaff(t, ['orders:quote'])).token;
});
afterAll(async () => {
  await t.close();
});

describe('scheduled jobs', () => {
  it('are listed with their default schedules and next run times, to staff holding jobs:edit only', async () => {
    const reply = await call('GET', '/staff/jobs', editor);
    expect(reply.statusCode).toBe(200);
    const jobs = reply.json().result as Array<{ code: string; cron: string; enabled: boolean; nextRuns: string[] }>;
    expect(jobs.map((job) => job.code)).toEqual(['daily-digest', 'session-cleanup', 'temp-upload-cleanup', 'quote-expiry']);
    const digest = jobs.find((job) => job.code === 'daily-digest');
    expect(digest?.cron).toBe('0 0 8 * * ? *');
    expect(digest?.nextRuns).toHaveLength(5);
    for (const run of digest?.nextRuns ?? []) expect(new Date(run).getHours()).toBe(8);

    expect((await call('GET', '/staff/jobs', reader)).statusCode).toBe(403);
    const customer = await createCustomer(t);
    expect((await call('GET', '/staff/jobs', await loginToken(t, customer.username, customer.password))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/jeecg-boot/staff/jobs' })).statusCode).toBe(401);
  });

  it('take a new schedule, refuse an invalid or never-running one in the caller language, and change nothing then', async () => {
    const saved = await call('PUT', '/staff/jobs/session-cleanup', editor, { cron: '0 15 */6 * * ? *', enabled: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.cron).toBe('0 15 */6 * * ? *');
    expect(new Date(saved.json().result.nextRuns[0] as string).getMinutes()).toBe(15);

    for (const cron of ['0 61 * * * ? *', "0 0 8 * * ? *'; drop table scheduled_jobs; --", '0 0 0 ? * ? *', '0 0 0 1 1 ? 2019']) {
      const refused = await call('PUT', '/staff/jobs/session-cleanup', editor, { cron, enabled: true }, 'zh');
      expect(refused.statusCode, cron).toBe(400);
      expect(refused.json().success).toBe(false);
      expect(refused.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
    const [row] = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'session-cleanup'));
    expect(row?.cron).toBe('0 15 */6 * * ? *');
    expect((await call('PUT', '/staff/jobs/no-such-job', editor, { cron: '0 0 8 * * ? *', enabled: true })).statusCode).toBe(404);
    expect((await call('PUT', '/staff/jobs/daily-digest', reader, { cron: '0 0 9 * * ? *', enabled: true })).statusCode).toBe(403);
  });

  it('refuse what the cron editor cannot show (spec section 5 bounds), naming the bounds, and keep a valid schedule as written', async () => {
    const widened: ReadonlyArray<readonly [string, RegExp]> = [
      ['0/60 * * * * ? *', /seconds 0 to 59, steps 1 to 59/],
      ['0 0 */24 * * ? *', /hours 0 to 23, steps 1 to 23/],
      ['0 0 0 * * ? 2150', /years 2019 to 2119/],
      ['0 0 0 1 1 ? 2020/100', /steps 1 to 99/],
      ['0 0 0 1 1 ? 2030-2020', /must not run backwards/],
    ];
    for (const [cron, message] of widened) {
      const refused = await call('PUT', '/staff/jobs/quote-expiry', editor, { cron, enabled: true });
      expect(refused.statusCode, cron).toBe(400);
      expect(refused.json().message, cron).toMatch(message);
    }
    const [row] = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'quote-expiry'));
    expect(row?.cron).not.toBe('0/60 * * * * ? *');

    const kept = await call('PUT', '/staff/jobs/quote-expiry', editor, { cron: '*/10 0 3 ? * MON-FRI', enabled: true });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().result.cron).toBe('*/10 0 3 ? * MON-FRI');
  });

  it('pause: a paused job has no next run and is not run by the scheduler', async () => {
    const paused = await call('PUT', '/staff/jobs/temp-upload-cleanup', editor, { cron: '0 30 3 * * ? *', enabled: false });
    expect(paused.json().result).toMatchObject({ enabled: false, nextRuns: [] });
    // Even with its next run due, a paused job is left alone.
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.code, 'temp-upload-cleanup'));
    let ran = false;
    const idle = async () => 'no';
    const watching = new JobScheduler(
      t.database.db,
      { 'daily-digest': idle, 'session-cleanup': idle, 'temp-upload-cleanup': async () => String((ran = true)), 'quote-expiry': idle },
      () => undefined,
    );
    await watching.tick();
    expect(ran).toBe(false);
    const resumed = await call('PUT', '/staff/jobs/temp-upload-cleanup', editor, { cron: '0 30 3 * * ? *', enabled: true });
    expect(resumed.json().result.enabled).toBe(true);
  });

  it('run by hand: the digest is queued for staff with an e-mail and the run is recorded', async () => {
    const reply = await call('POST', '/staff/jobs/daily-digest/run', editor);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toMatchObject({ lastStatus: 'ok' });
    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'digest@supplier.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/new customers: \d+/);
    const runs = await call('GET', '/staff/jobs/daily-digest/runs', editor);
    expect(runs.json().result[0]).toMatchObject({ trigger: 'manual', status: 'ok' });
  });

  it('run when due exactly once, even with two schedulers racing, then move to the following run', async () => {
    const db = t.database.db;
    const due = new Date(Date.now() - 1000);
    await db.update(scheduledJobs).set({ nextRunAt: due, cron: '0 0 3 * * ? *', enabled: true }).where(eq(scheduledJobs.code, 'session-cleanup'));
    const before = (await db.select().from(jobRuns).where(eq(jobRuns.code, 'session-cleanup'))).length;
    let calls = 0;
    const handlers = {
      'daily-digest': async () => 'no',
      'session-cleanup': async () => `call ${(calls += 1)}`,
      'temp-upload-cleanup': async () => 'no',
      'quote-expiry': async () => 'no',
    };
    const log = () => undefined;
    const one = new JobScheduler(db, handlers, log);
    const two = new JobScheduler(db, handlers, log);
    const now = new Date();
    await Promise.all([one.tick(now), two.tick(now)]);
    expect(calls).toBe(1);
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.code, 'session-cleanup'));
    expect(runs.length - before).toBe(1);
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'session-cleanup'));
    expect(row?.nextRunAt?.getHours()).toBe(3);
    expect(row?.nextRunAt && row.nextRunAt > now).toBe(true);
    expect(row).toMatchObject({ lastStatus: 'ok', lastMessage: 'call 1' });
  });

  it('record a failing job as failed without stopping the scheduler', async () => {
    const db = t.database.db;
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.code, 'temp-upload-cleanup'));
    const failing = new JobScheduler(
      db,
      {
        'daily-digest': async () => 'no',
        'session-cleanup': async () => 'no',
        'temp-upload-cleanup': async () => Promise.reject(new Error('disk unavailable')),
        'quote-expiry': async () => 'no',
      },
      () => undefined,
    );
    await failing.tick();
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'temp-upload-cleanup'));
    expect(row).toMatchObject({ lastStatus: 'failed', lastMessage: 'disk unavailable' });
  });

  it('clean up: temporary files older than a day and expired captchas go, newer ones stay', async () => {
    const db = t.database.db;
    const { customer } = await createCustomer(t);
    const store = (now: Date) =>
      storeGeneratedFile(db, t.config.uploadDir, {
        owner: { kind: 'customer', id: customer.id },
        folder: 'temp',
        name: 'report.xlsx',
        contentType: 'application/octet-stream',
        extension: 'xlsx',
        content: Buffer.from('x'),
        now,
      });
    const old = await store(new Date(Date.now() - 2 * 24 * 3600_000));
    const fresh = await store(new Date());
    await db.insert(captchas).values({ checkKey: `expired-${Date.now()}`, answerHash: 'x', expiresAt: new Date(Date.now() - 1000) });

    expect((await call('POST', '/staff/jobs/temp-upload-cleanup/run', editor)).json().result.lastStatus).toBe('ok');
    expect(existsSync(join(t.config.uploadDir, old))).toBe(false);
    expect(existsSync(join(t.config.uploadDir, fresh))).toBe(true);
    expect((await db.select().from(uploads).where(eq(uploads.path, old))).length).toBe(0);

    const cleaned = await call('POST', '/staff/jobs/session-cleanup/run', editor);
    expect(cleaned.json().result.lastMessage).toMatch(/^[1-9]\d* expired rows removed$/);
  });
});
