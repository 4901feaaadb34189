import { CronExpressionParser } from 'cron-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRON_PREVIEW_COUNT, nextRunTimes } from '../src/cron/index.js';

// Local time is the process's time zone: each test names the zone it runs in.
afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * Expressions both schedules read, each as this project writes it (seven parts, week days 1 Sunday to 7 Saturday,
 * '?' for the unused day part) and as cron-parser writes it (six parts, week days 0 Sunday to 6 Saturday).
 */
const SHARED: ReadonlyArray<readonly [string, string]> = [
  ['* * * * * ?', '* * * * * *'],
  ['0/5 * * * * ?', '0/5 * * * * *'],
  ['*/7 * * * * ?', '*/7 * * * * *'],
  ['15-45/10 * * * * ?', '15-45/10 * * * * *'],
  ['10,20,30 0/20 1-5 ? * 1,7', '10,20,30 0/20 1-5 * * 0,6'],
  ['0 */15 * * * ?', '0 */15 * * * *'],
  ['30 5 9 * * ?', '30 5 9 * * *'],
  ['0 30 8-18/2 * * ?', '0 30 8-18/2 * * *'],
  ['0 0 12 ? * 2-6', '0 0 12 * * 1-5'],
  ['0 0 6 ? JAN-MAR MON', '0 0 6 * JAN-MAR MON'],
  ['0 0/30 * ? * SAT,SUN', '0 0/30 * * * SAT,SUN'],
  ['0 15 10 ? * 6L', '0 15 10 * * 5L'],
  ['0 0 9 ? * 1L', '0 0 9 * * 0L'],
  ['0 0 8 ? * 2#1', '0 0 8 * * 1#1'],
  ['0 0 0 ? * 7#2', '0 0 0 * * 6#2'],
  ['0 0 0 ? * 5#5', '0 0 0 * * 4#5'],
  ['0 0 0 L * ?', '0 0 0 L * *'],
  ['59 59 23 L 12 ?', '59 59 23 L 12 *'],
  ['0 0 0 1,15 * ?', '0 0 0 1,15 * *'],
  ['0 0 12 1/5 * ?', '0 0 12 1/5 * *'],
  ['0 0 0 29 2 ?', '0 0 0 29 2 *'],
  ['0 0 0 31 * ?', '0 0 0 31 * *'],
  ['5 4 3 2 1 ?', '5 4 3 2 1 *'],
  ['0 0 */6 * 2/3 ?', '0 0 */6 * 2/3 *'],
  ['0 0 0 10-20 * ?', '0 0 0 10-20 * *'],
  ['0 0 0 * * ? *', '0 0 0 * * *'],
  ['0 0 0 * * ?', '0 0 0 * * *'],
];

/** Start times, made once the test's zone is set. */
const starts = () => [
  new Date(2026, 0, 31, 23, 59, 58, 500),
  new Date(2026, 1, 28, 12, 0, 0),
  new Date(2024, 1, 29, 0, 0, 0),
  new Date(2026, 5, 15, 6, 30, 29, 999),
  new Date(2026, 11, 31, 23, 59, 59),
];

/**
 * cron-parser walks a rare date (29 February) for most of a second per start, so on a loaded two-core machine one
 * expression may take longer than Vitest's default 5 s; the limit is for the reference, not for our schedule.
 */
const REFERENCE_TIMEOUT_MS = 30_000;

// Zones without daylight saving: on the day New York springs forward, cron-parser 5.5.0 drops that day's 09:05:30,
// a time that exists; the daylight-saving behaviour is hand-checked below instead.
describe.each(['UTC', 'Asia/Kolkata'])('nextRunTimes against cron-parser, in %s', (zone) => {
  it.each(SHARED)('%s', { timeout: REFERENCE_TIMEOUT_MS }, (ours, theirs) => {
    vi.stubEnv('TZ', zone);
    for (const from of starts()) {
      const expected = CronExpressionParser.parse(theirs, { currentDate: from })
        .take(CRON_PREVIEW_COUNT)
        .map((date) => date.toDate().toISOString());
      expect(
        nextRunTimes(ours, from).map((date) => date.toISOString()),
        `from ${from.toISOString()}`,
      ).toEqual(expected);
    }
  });
});

/** Local times, written as [year, month (1-12), day, hour, minute, second]. */
function local(...times: ReadonlyArray<readonly [number, number, number, number?, number?, number?]>): string[] {
  return times.map(([year, month, day, hour = 0, minute = 0, second = 0]) => new Date(year, month - 1, day, hour, minute, second).toISOString());
}

function runs(expression: string, from: Date, count?: number): string[] {
  return nextRunTimes(expression, from, count).map((date) => date.toISOString());
}

describe('nextRunTimes, hand-checked (what cron-parser lacks)', () => {
  let newYear = new Date(Number.NaN);
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Shanghai');
    newYear = new Date(2026, 0, 1);
  });

  it('runs strictly after the start, to the second', () => {
    expect(runs('0 0 0 * * ?', newYear, 2)).toEqual(local([2026, 1, 2], [2026, 1, 3]));
    expect(runs('* * * * * ?', new Date(2026, 0, 1, 0, 0, 0, 500), 2)).toEqual(local([2026, 1, 1, 0, 0, 1], [2026, 1, 1, 0, 0, 2]));
  });

  it('lists ten by default and as many as asked', () => {
    expect(nextRunTimes('0 0 * * * ?', newYear)).toHaveLength(10);
    expect(nextRunTimes('0 0 * * * ?', newYear, 3)).toHaveLength(3);
    expect(nextRunTimes('0 0 * * * ?', newYear, 0)).toEqual([]);
  });

  it('honours the year: one year, lists and ranges, a step, the last year, past years', () => {
    expect(runs('0 0 12 1 1 ? 2030', newYear)).toEqual(local([2030, 1, 1, 12]));
    expect(runs('0 0 0 1 1 ? 2027,2029-2030', newYear)).toEqual(local([2027, 1, 1], [2029, 1, 1], [2030, 1, 1]));
    expect(runs('0 0 0 1 1 ? 2030/5', newYear, 3)).toEqual(local([2030, 1, 1], [2035, 1, 1], [2040, 1, 1]));
    expect(runs('* * * * * ? 2119', newYear, 2)).toEqual(local([2119, 1, 1, 0, 0, 0], [2119, 1, 1, 0, 0, 1]));
    expect(runs('0 0 0 * * ? 2020', newYear)).toEqual([]);
    expect(runs('0 0 0 * * ? 2019-2025', newYear)).toEqual([]);
  });

  it('finds nothing for a date that never comes, without scanning second by second', () => {
    expect(runs('* * * 30 2 ?', newYear)).toEqual([]);
    expect(runs('* * * 31 4,6,9,11 ?', newYear)).toEqual([]);
  });

  it('runs L-n days before the end of the month', () => {
    expect(runs('0 0 0 L-2 * ?', newYear, 5)).toEqual(local([2026, 1, 29], [2026, 2, 26], [2026, 3, 29], [2026, 4, 28], [2026, 5, 29]));
    expect(runs('0 0 0 L-30 * ?', new Date(2025, 11, 31), 3)).toEqual(local([2026, 1, 1], [2026, 3, 1], [2026, 5, 1]));
  });

  it('runs LW on the last working day of the month', () => {
    expect(runs('0 0 18 LW * ?', newYear, 5)).toEqual(local([2026, 1, 30, 18], [2026, 2, 27, 18], [2026, 3, 31, 18], [2026, 4, 30, 18], [2026, 5, 29, 18]));
  });

  it('runs nW on the working day nearest to day n, within the month', () => {
    expect(runs('0 0 0 15W * ?', newYear, 5)).toEqual(local([2026, 1, 15], [2026, 2, 16], [2026, 3, 16], [2026, 4, 15], [2026, 5, 15]));
    expect(runs('0 0 0 15W 8 ?', newYear, 1)).toEqual(local([2026, 8, 14]));
    // The 1st on a Saturday moves forward to Monday the 3rd; the last day on a Sunday moves back to Friday.
    expect(runs('0 0 0 1W 8,11 ?', newYear, 2)).toEqual(local([2026, 8, 3], [2026, 11, 2]));
    expect(runs('0 0 0 31W 1-5 ? 2026', newYear)).toEqual(local([2026, 1, 30], [2026, 3, 31], [2026, 5, 29]));
  });

  it('reads L alone in the day of week as Saturday, and week-day ranges that wrap', () => {
    expect(runs('0 0 9 ? * L', newYear, 2)).toEqual(local([2026, 1, 3, 9], [2026, 1, 10, 9]));
    expect(runs('0 0 9 ? * FRI-MON', newYear, 5)).toEqual(local([2026, 1, 2, 9], [2026, 1, 3, 9], [2026, 1, 4, 9], [2026, 1, 5, 9], [2026, 1, 9, 9]));
  });

  it('wraps hour ranges past midnight', () => {
    expect(runs('0 0 22-2 * * ?', new Date(2026, 0, 1, 12), 6)).toEqual(
      local([2026, 1, 1, 22], [2026, 1, 1, 23], [2026, 1, 2, 0], [2026, 1, 2, 1], [2026, 1, 2, 2], [2026, 1, 2, 22]),
    );
  });

  it('reads a six-part expression as any year', () => {
    expect(runs('0 0 0 1 1 ?', newYear, 2)).toEqual(local([2027, 1, 1], [2028, 1, 1]));
  });

  it('finds nothing for an invalid expression or start', () => {
    expect(runs('0 0 0 * * *', newYear)).toHaveLength(10);
    expect(runs('0 0 0 1 * 2', newYear)).toEqual([]);
    expect(runs('0 0 0 ? * ?', newYear)).toEqual([]);
    expect(runs('60 * * * * ?', newYear)).toEqual([]);
    expect(runs('nonsense', newYear)).toEqual([]);
    expect(nextRunTimes('0 0 0 * * ?', new Date(Number.NaN))).toEqual([]);
  });
});

describe('nextRunTimes across daylight-saving changes (Europe/Berlin)', () => {
  it('skips a time the clock jumps over and runs a repeated time once', () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    // 2026-03-29 02:00 CET becomes 03:00 CEST; 2026-10-25 03:00 CEST becomes 02:00 CET.
    expect(runs('0 30 2 * * ?', new Date('2026-03-27T12:00:00Z'), 3)).toEqual([
      '2026-03-28T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
      '2026-03-31T00:30:00.000Z',
    ]);
    expect(runs('0 30 2 * * ?', new Date('2026-10-24T12:00:00Z'), 2)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
    expect(runs('0 0 * * * ?', new Date('2026-10-24T23:30:00Z'), 4)).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
      '2026-10-25T04:00:00.000Z',
    ]);
  });
});
