import { type CronPlainPart, type DayOfMonthRule, type DayOfWeekRule, expandCronItems, parseCronItems } from './cron-fields.js';
import { readCronExpression } from './cron-validate.js';

/** Spec section 9: the preview lists the next 10 run times, recomputed 500 ms after the last change. */
export const CRON_PREVIEW_COUNT = 10;
export const CRON_PREVIEW_DEBOUNCE_MS = 500;
/** How the preview writes a run time (dayjs tokens). */
export const CRON_RUN_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type MonthDays =
  { kind: 'all' } | { kind: 'days'; days: number[] } | { kind: 'last'; offset: number } | { kind: 'lastWorkday' } | { kind: 'nearestWorkday'; day: number };

type WeekDays =
  { kind: 'all' } | { kind: 'days'; weekdays: ReadonlySet<number> } | { kind: 'last'; weekday: number } | { kind: 'nth'; weekday: number; nth: number };

type Schedule = Record<CronPlainPart, number[]> & { monthDays: MonthDays; weekDays: WeekDays };

function compileMonthDays(rule: DayOfMonthRule): MonthDays {
  switch (rule.kind) {
    case 'every':
    case 'unset':
      return { kind: 'all' };
    case 'days':
      return { kind: 'days', days: expandCronItems(rule.items, 'dayOfMonth') };
    default:
      return rule;
  }
}

function compileWeekDays(rule: DayOfWeekRule): WeekDays {
  switch (rule.kind) {
    case 'every':
    case 'unset':
      return { kind: 'all' };
    case 'days':
      return { kind: 'days', weekdays: new Set(expandCronItems(rule.items, 'dayOfWeek')) };
    default:
      return rule;
  }
}

function compile(expression: string): Schedule | null {
  const read = readCronExpression(expression);
  if (!read.ok) return null;
  const values = (part: CronPlainPart) => expandCronItems(parseCronItems(read.plain[part], part) ?? [], part);
  return {
    second: values('second'),
    minute: values('minute'),
    hour: values('hour'),
    month: values('month'),
    year: values('year'),
    monthDays: compileMonthDays(read.dayOfMonth),
    weekDays: compileWeekDays(read.dayOfWeek),
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** 1 Sunday to 7 Saturday. */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(year, month - 1, day).getDay() + 1;
}

function isWorkday(weekday: number): boolean {
  return weekday >= 2 && weekday <= 6;
}

/**
 * The working day nearest to `day` without leaving the month: a Saturday moves to Friday (or to Monday the 3rd
 * when it is the 1st), a Sunday to Monday (or to Friday when it is the last day). A day the month lacks never runs.
 */
function nearestWorkday(year: number, month: number, day: number): number | null {
  const last = daysInMonth(year, month);
  if (day > last) return null;
  const weekday = weekdayOf(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

function monthDays(rule: MonthDays, year: number, month: number, last: number): number[] {
  switch (rule.kind) {
    case 'all':
      return Array.from({ length: last }, (_, index) => index + 1);
    case 'days':
      return rule.days.filter((day) => day <= last);
    case 'last':
      return last - rule.offset >= 1 ? [last - rule.offset] : [];
    case 'lastWorkday': {
      let day = last;
      while (!isWorkday(weekdayOf(year, month, day))) day -= 1;
      return [day];
    }
    case 'nearestWorkday': {
      const day = nearestWorkday(year, month, rule.day);
      return day === null ? [] : [day];
    }
  }
}

function matchesWeek(rule: WeekDays, year: number, month: number, day: number, last: number): boolean {
  if (rule.kind === 'all') return true;
  const weekday = weekdayOf(year, month, day);
  switch (rule.kind) {
    case 'days':
      return rule.weekdays.has(weekday);
    case 'last':
      return weekday === rule.weekday && day + 7 > last;
    case 'nth':
      return weekday === rule.weekday && Math.ceil(day / 7) === rule.nth;
  }
}

/** The days of a month the schedule runs on, ascending. */
function daysOf(schedule: Schedule, year: number, month: number): number[] {
  const last = daysInMonth(year, month);
  return monthDays(schedule.monthDays, year, month, last).filter((day) => matchesWeek(schedule.weekDays, year, month, day, last));
}

/**
 * The first run strictly after `after`. Walks the allowed values unit by unit, carrying to the next larger unit
 * only when a smaller one runs out, so it visits a handful of candidates rather than every second.
 *
 * Times are local. A wall-clock time that a daylight-saving change skips does not run that day; a wall-clock time
 * that occurs twice runs once, at its first occurrence.
 */
function nextRun(schedule: Schedule, after: Date): Date | null {
  const start = new Date(Math.floor(after.getTime() / 1000) * 1000 + 1000);
  const from = [start.getFullYear(), start.getMonth() + 1, start.getDate(), start.getHours(), start.getMinutes(), start.getSeconds()];
  // The values of year, month, day, hour, minute and second, each once the larger ones are chosen.
  const levels: ReadonlyArray<(chosen: readonly number[]) => readonly number[]> = [
    () => schedule.year,
    () => schedule.month,
    ([year = 0, month = 0]) => daysOf(schedule, year, month),
    () => schedule.hour,
    () => schedule.minute,
    () => schedule.second,
  ];
  const search = (chosen: number[], atStart: boolean): Date | null => {
    const level = chosen.length;
    if (level === 6) {
      const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = chosen;
      const run = new Date(year, month - 1, day, hour, minute, second);
      const onTheClock = run.getDate() === day && run.getHours() === hour && run.getMinutes() === minute;
      return onTheClock && run.getTime() > after.getTime() ? run : null;
    }
    const floor = from[level] ?? 0;
    for (const value of levels[level]?.(chosen) ?? []) {
      if (atStart && value < floor) continue;
      const found = search([...chosen, value], atStart && value === floor);
      if (found) return found;
    }
    return null;
  };
  return search([], true);
}

/**
 * The next `count` run times of an expression strictly after `from`, in local time. Empty when the expression is
 * not valid (see `cronExpressionProblem`) or never runs again, e.g. when its years are past.
 */
export function nextRunTimes(expression: string, from: Date, count: number = CRON_PREVIEW_COUNT): Date[] {
  const schedule = compile(expression);
  if (!schedule || Number.isNaN(from.getTime())) return [];
  const runs: Date[] = [];
  let after = from;
  while (runs.length < count) {
    const run = nextRun(schedule, after);
    if (!run) break;
    runs.push(run);
    after = run;
  }
  return runs;
}
