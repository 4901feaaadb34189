import { type CronBound, cronBound } from './cron-bounds.js';
import type { CronUnit } from './cron-state.js';

/**
 * Reading the text of each part of a cron expression. Shared by validation, the schedule and the editor's parser,
 * so the three always agree on what an expression says, and all three take their bounds from the editor's
 * (`cron-bounds.ts`): whatever is valid, the editor can show.
 */

export const CRON_PARTS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'] as const;
export type CronPart = (typeof CRON_PARTS)[number];
export type CronPlainPart = Exclude<CronPart, 'dayOfMonth' | 'dayOfWeek'>;

const UNIT_OF_PART: Record<CronPart, CronUnit> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  dayOfMonth: 'day',
  month: 'month',
  dayOfWeek: 'week',
  year: 'year',
};

/** The values each part accepts (spec section 5); the years also bound the search for run times. */
export const CRON_PART_RANGE = Object.fromEntries(CRON_PARTS.map((part) => [part, cronBound(UNIT_OF_PART[part], 'specificSpecific')])) as Record<
  CronPart,
  CronBound
>;

/** The steps each part accepts (spec section 5). */
export const CRON_PART_STEP = Object.fromEntries(CRON_PARTS.map((part) => [part, cronBound(UNIT_OF_PART[part], 'incrementIncrement')])) as Record<
  CronPart,
  CronBound
>;

const within = (value: number, { min, max }: CronBound) => value >= min && value <= max;

const NAMES: Partial<Record<CronPart, readonly string[]>> = {
  month: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  dayOfWeek: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
};

/**
 * One comma-separated item: `*`, `v`, `a-b`, each optionally followed by `/step`. A start without an end and with
 * a step (`v/step`) runs to the part's maximum.
 */
export type CronItem = { from: number | '*'; to?: number; step?: number };

/** The parts of an expression, the year '*' when left out; null unless there are six or seven. */
export function splitCronExpression(expression: string): string[] | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length === 6) return [...parts, '*'];
  return parts.length === 7 ? parts : null;
}

/** One space between the parts and the year '*' when left out; other text is only trimmed. */
export function normalizeCronExpression(expression: string): string {
  return splitCronExpression(expression)?.join(' ') ?? expression.trim();
}

/** A value of the part, by number or (months, week days) by English three-letter name; null if out of range. */
export function cronValue(text: string, part: CronPart): number | null {
  const range = CRON_PART_RANGE[part];
  const named = NAMES[part]?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return named + range.min;
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return within(value, range) ? value : null;
}

function parseItem(text: string, part: CronPart): CronItem | null {
  const match = /^(\*|[A-Za-z0-9]+)(?:-([A-Za-z0-9]+))?(?:\/(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const [, fromText = '', toText, stepText] = match;
  const from = fromText === '*' ? '*' : cronValue(fromText, part);
  if (from === null || (from === '*' && toText !== undefined)) return null;
  const item: CronItem = { from };
  if (toText !== undefined) {
    const to = cronValue(toText, part);
    // Years do not come round again: a range of years that runs backwards is refused rather than wrapped.
    if (to === null || (part === 'year' && typeof from === 'number' && to < from)) return null;
    item.to = to;
  }
  if (stepText !== undefined) {
    const step = Number(stepText);
    if (!within(step, CRON_PART_STEP[part])) return null;
    item.step = step;
  }
  return item;
}

/** The items of a plain list, or null if any item is unreadable. '?' is not a plain value. */
export function parseCronItems(text: string, part: CronPart): CronItem[] | null {
  const items: CronItem[] = [];
  for (const piece of text.split(',')) {
    const item = parseItem(piece, part);
    if (!item) return null;
    items.push(item);
  }
  return items;
}

/**
 * The values the items select, ascending. A range whose end is below its start wraps past the maximum
 * (hours `22-2` are 22, 23, 0, 1, 2), as Quartz reads it; years never wrap (`parseCronItems` refuses that).
 */
export function expandCronItems(items: readonly CronItem[], part: CronPart): number[] {
  const { min, max } = CRON_PART_RANGE[part];
  const span = max - min + 1;
  const values = new Set<number>();
  for (const item of items) {
    const start = item.from === '*' ? min : item.from;
    const end = item.to ?? (item.from === '*' || item.step !== undefined ? max : start);
    const step = item.step ?? 1;
    const length = (end - start + span) % span;
    for (let offset = 0; offset <= length; offset += step) values.add(min + ((start - min + offset) % span));
  }
  return [...values].sort((a, b) => a - b);
}

export type DayOfMonthRule =
  | { kind: 'every' }
  | { kind: 'unset' }
  | { kind: 'days'; items: CronItem[] }
  | { kind: 'last'; offset: number }
  | { kind: 'lastWorkday' }
  | { kind: 'nearestWorkday'; day: number };

export type DayOfWeekRule =
  | { kind: 'every' }
  | { kind: 'unset' }
  | { kind: 'days'; items: CronItem[] }
  | { kind: 'last'; weekday: number }
  | { kind: 'nth'; weekday: number; nth: number };

/** Day of month: `*`, `?`, a list, `L`, `L-n` (n 1-30), `LW` or `nW` (the working day nearest to day n). */
export function parseDayOfMonth(text: string): DayOfMonthRule | null {
  if (text === '*') return { kind: 'every' };
  if (text === '?') return { kind: 'unset' };
  const upper = text.toUpperCase();
  if (upper === 'L') return { kind: 'last', offset: 0 };
  if (upper === 'LW') return { kind: 'lastWorkday' };
  const beforeEnd = /^L-(\d{1,2})$/.exec(upper);
  if (beforeEnd) {
    const offset = Number(beforeEnd[1]);
    return within(offset, cronBound('day', 'cronDaysBeforeEomMinus')) ? { kind: 'last', offset } : null;
  }
  const nearest = /^(\d{1,2})W$/.exec(upper);
  if (nearest) {
    const day = cronValue(nearest[1] ?? '', 'dayOfMonth');
    return day === null ? null : { kind: 'nearestWorkday', day };
  }
  const items = parseCronItems(text, 'dayOfMonth');
  return items ? { kind: 'days', items } : null;
}

/** Day of week (1 Sunday to 7 Saturday): `*`, `?`, a list, `L` (Saturday), `dL` (the last d) or `d#n` (n 1-5). */
export function parseDayOfWeek(text: string): DayOfWeekRule | null {
  if (text === '*') return { kind: 'every' };
  if (text === '?') return { kind: 'unset' };
  const upper = text.toUpperCase();
  if (upper === 'L') return { kind: 'days', items: [{ from: 7 }] };
  const last = /^([A-Z0-9]+)L$/.exec(upper);
  if (last) {
    const weekday = cronValue(last[1] ?? '', 'dayOfWeek');
    return weekday === null ? null : { kind: 'last', weekday };
  }
  const nth = /^([A-Z0-9]+)#(\d)$/.exec(upper);
  if (nth) {
    const weekday = cronValue(nth[1] ?? '', 'dayOfWeek');
    const which = Number(nth[2]);
    return weekday === null || !within(which, cronBound('week', 'cronNthDayNth')) ? null : { kind: 'nth', weekday, nth: which };
  }
  const items = parseCronItems(text, 'dayOfWeek');
  return items ? { kind: 'days', items } : null;
}

/** Whether a day rule restricts the days at all. */
export function restrictsDays(rule: DayOfMonthRule | DayOfWeekRule): boolean {
  return rule.kind !== 'every' && rule.kind !== 'unset';
}

/** Day of month and day of week exclude each other: at most one restricts the days, and not both are '?'. */
export function daysConflict(dayOfMonth: DayOfMonthRule, dayOfWeek: DayOfWeekRule): boolean {
  const both = restrictsDays(dayOfMonth) && restrictsDays(dayOfWeek);
  return both || (dayOfMonth.kind === 'unset' && dayOfWeek.kind === 'unset');
}
