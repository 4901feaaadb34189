import { cronBound } from './cron-bounds.js';
import {
  CRON_PARTS,
  CRON_PART_RANGE,
  CRON_PART_STEP,
  type CronPart,
  type CronPlainPart,
  type DayOfMonthRule,
  type DayOfWeekRule,
  daysConflict,
  parseCronItems,
  parseDayOfMonth,
  parseDayOfWeek,
  splitCronExpression,
} from './cron-fields.js';

/** The message key for what is wrong with an expression: a text of the shared `errors` catalogue, for server and web. */
export type CronExpressionProblem =
  'cronEmpty' | 'cronPartCount' | 'cronSecond' | 'cronMinute' | 'cronHour' | 'cronDayOfMonth' | 'cronMonth' | 'cronDayOfWeek' | 'cronYear' | 'cronDayAndWeek';

const PART_PROBLEM: Record<CronPart, CronExpressionProblem> = {
  second: 'cronSecond',
  minute: 'cronMinute',
  hour: 'cronHour',
  dayOfMonth: 'cronDayOfMonth',
  month: 'cronMonth',
  dayOfWeek: 'cronDayOfWeek',
  year: 'cronYear',
};

export type ReadCron =
  { ok: true; plain: Record<CronPlainPart, string>; dayOfMonth: DayOfMonthRule; dayOfWeek: DayOfWeekRule } | { ok: false; problem: CronExpressionProblem };

/** Reads an expression into its parts, or says which part is wrong. */
export function readCronExpression(expression: string | null | undefined): ReadCron {
  if (!expression?.trim()) return { ok: false, problem: 'cronEmpty' };
  const parts = splitCronExpression(expression);
  if (!parts) return { ok: false, problem: 'cronPartCount' };
  const text = Object.fromEntries(CRON_PARTS.map((part, index) => [part, parts[index] ?? ''])) as Record<CronPart, string>;
  for (const part of CRON_PARTS) {
    if (part !== 'dayOfMonth' && part !== 'dayOfWeek' && !parseCronItems(text[part], part)) return { ok: false, problem: PART_PROBLEM[part] };
  }
  const dayOfMonth = parseDayOfMonth(text.dayOfMonth);
  if (!dayOfMonth) return { ok: false, problem: 'cronDayOfMonth' };
  const dayOfWeek = parseDayOfWeek(text.dayOfWeek);
  if (!dayOfWeek) return { ok: false, problem: 'cronDayOfWeek' };
  if (daysConflict(dayOfMonth, dayOfWeek)) return { ok: false, problem: 'cronDayAndWeek' };
  const { dayOfMonth: _dom, dayOfWeek: _dow, ...plain } = text;
  return { ok: true, plain, dayOfMonth, dayOfWeek };
}

/**
 * What is wrong with an expression, or null when it is valid: six or seven parts (the year may be left out),
 * every part within its values, and day of month and day of week not both restricting the days.
 */
export function cronExpressionProblem(expression: string | null | undefined): CronExpressionProblem | null {
  const read = readCronExpression(expression);
  return read.ok ? null : read.problem;
}

/**
 * The numbers a problem's message names, so the message says what the part accepts: its values and steps, and the
 * day parts' `L-n` and `d#n` limits.
 */
export function cronProblemParams(problem: CronExpressionProblem): Record<string, number> {
  const part = CRON_PARTS.find((candidate) => PART_PROBLEM[candidate] === problem);
  if (!part) return {};
  const { min, max } = CRON_PART_RANGE[part];
  const step = CRON_PART_STEP[part];
  return {
    min,
    max,
    stepMin: step.min,
    stepMax: step.max,
    beforeEndMax: cronBound('day', 'cronDaysBeforeEomMinus').max,
    nthMax: cronBound('week', 'cronNthDayNth').max,
  };
}
