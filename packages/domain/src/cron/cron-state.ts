/**
 * The cron editor's state (spec section 3): one record per unit of a seven-part Quartz-style expression
 * `second minute hour day-of-month month day-of-week year`. Week days are numbered 1 = Sunday to 7 = Saturday.
 */

/** Spec sections 5 and 9: the year inputs offer 2019 to 2119. */
export const CRON_YEAR_MIN = 2019;
export const CRON_YEAR_MAX = 2119;

/** The units with the plain modes: every value, a start and a step, a list, a range. */
export const CRON_PLAIN_UNITS = ['second', 'minute', 'hour', 'month', 'year'] as const;
export type CronPlainUnit = (typeof CRON_PLAIN_UNITS)[number];
export type CronUnit = CronPlainUnit | 'day' | 'week';

export type CronPlainMode = 'every' | 'increment' | 'specific' | 'range';

/**
 * Day of month and day of week exclude each other (exactly one of them is '?'), so one choice, `day.cronEvery`,
 * drives both parts (spec section 4, day modes 1 to 11):
 *
 * | mode | meaning                                        | day of month      | day of week        |
 * |------|------------------------------------------------|-------------------|--------------------|
 * | 1    | every day                                      | `*`               | `?`                |
 * | 2    | every n days of the week from weekday s (loop) | `?`               | `s/n`              |
 * | 3    | every n days of the month from day s           | `s/n`             | `?`                |
 * | 4    | the chosen weekdays                            | `?`               | `2,4,6`            |
 * | 5    | the chosen days of the month                   | `1,15`            | `?`                |
 * | 6    | the last day of the month                      | `L`               | `?`                |
 * | 7    | the last working day (Mon-Fri) of the month    | `LW`              | `?`                |
 * | 8    | a range of days of the month                   | `a-b`             | `?`                |
 * | 9    | n days before the end of the month             | `L-n`             | `?`                |
 * | 10   | the working day nearest to day n               | `nW`              | `?`                |
 * | 11   | the nth or the last given weekday of the month | `?`               | `d#n` or `dL`      |
 *
 * Modes 2, 4 and 11 take their values from the week unit; in mode 11 `week.cronEvery` tells whether the weekday
 * is the nth of the month (`cronNthDayDay#cronNthDayNth`) or the last (`cronLastSpecificDomDay` followed by L).
 */
export type CronDayMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
export const CRON_WEEK_DAY_MODES: readonly CronDayMode[] = [2, 4, 11];
export type CronWeekOfMonth = 'nth' | 'last';

type Base = {
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specificSpecific: number[];
};

export type CronPlainState = Base & { cronEvery: CronPlainMode };

export type CronDayState = Base & {
  cronEvery: CronDayMode;
  /** Mode 11, last: the weekday (1-7) whose last occurrence in the month runs. */
  cronLastSpecificDomDay: number;
  /** Mode 9: how many days before the last day of the month. */
  cronDaysBeforeEomMinus: number;
  /** Mode 10: the day of the month whose nearest working day runs. */
  cronDaysNearestWeekday: number;
};

export type CronWeekState = Omit<Base, 'rangeStart' | 'rangeEnd'> & {
  cronEvery: CronWeekOfMonth;
  /** Mode 11, nth: the weekday (1-7). */
  cronNthDayDay: number;
  /** Mode 11, nth: which occurrence in the month (1-5). */
  cronNthDayNth: number;
};

export type CronState = Record<CronPlainUnit, CronPlainState> & { day: CronDayState; week: CronWeekState };

/** The plain units from the finest to the coarsest time of day; the '*'-to-0 rule works along this order. */
export const CRON_TIME_OF_DAY: readonly CronPlainUnit[] = ['second', 'minute', 'hour'];

export function isWeekDayMode(mode: CronDayMode): boolean {
  return CRON_WEEK_DAY_MODES.includes(mode);
}

function plain(min: number, step = 1): CronPlainState {
  return { cronEvery: 'every', incrementStart: min, incrementIncrement: step, rangeStart: min, rangeEnd: min + 1, specificSpecific: [] };
}

/**
 * The state an empty value opens with: every unit '*' and the day of week '?' (spec section 4). Year inputs
 * start at `today`'s year, kept within the editor's year bounds.
 */
export function defaultCronState(today: Date = new Date()): CronState {
  const year = Math.min(Math.max(today.getFullYear(), CRON_YEAR_MIN), CRON_YEAR_MAX);
  return {
    second: plain(0),
    minute: plain(0),
    hour: plain(0),
    day: { ...plain(1), cronEvery: 1, cronLastSpecificDomDay: 6, cronDaysBeforeEomMinus: 1, cronDaysNearestWeekday: 1 },
    month: plain(1),
    week: { cronEvery: 'nth', incrementStart: 1, incrementIncrement: 1, specificSpecific: [], cronNthDayDay: 2, cronNthDayNth: 1 },
    year: { ...plain(year), rangeEnd: Math.min(year + 1, CRON_YEAR_MAX) },
  };
}
