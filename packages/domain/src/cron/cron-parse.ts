import {
  CRON_PART_RANGE,
  type CronItem,
  type DayOfMonthRule,
  type DayOfWeekRule,
  daysConflict,
  expandCronItems,
  parseCronItems,
  parseDayOfMonth,
  parseDayOfWeek,
  restrictsDays,
  splitCronExpression,
} from './cron-fields.js';
import {
  CRON_PLAIN_UNITS,
  type CronDayState,
  type CronPlainState,
  type CronPlainUnit,
  type CronState,
  type CronWeekState,
  defaultCronState,
} from './cron-state.js';

/** A lone `v/step` or `*\/step`: the increment mode. */
function loneIncrement(items: readonly CronItem[]): { start: number | '*'; step: number } | null {
  const [item] = items;
  if (items.length !== 1 || !item || item.step === undefined || item.to !== undefined) return null;
  return { start: item.from, step: item.step };
}

/** A lone `a-b`: the range mode. */
function loneRange(items: readonly CronItem[]): { start: number; end: number } | null {
  const [item] = items;
  if (items.length !== 1 || !item || item.from === '*' || item.to === undefined || item.step !== undefined) return null;
  return { start: item.from, end: item.to };
}

/** Where an increment starts in the editor: `*\/step` counts from the part's first value. */
function incrementStart(unit: CronPlainUnit, start: number | '*'): number {
  return start === '*' ? CRON_PART_RANGE[unit].min : start;
}

function plainUnit(unit: CronPlainUnit, text: string): Partial<CronPlainState> | null {
  const items = parseCronItems(text, unit);
  if (!items) return null;
  if (items.length === 1 && items[0]?.from === '*' && items[0].step === undefined) return { cronEvery: 'every' };
  const increment = loneIncrement(items);
  if (increment) {
    return { cronEvery: 'increment', incrementStart: incrementStart(unit, increment.start), incrementIncrement: increment.step };
  }
  const range = loneRange(items);
  if (range) return { cronEvery: 'range', rangeStart: range.start, rangeEnd: range.end };
  // Lists, and ranges with a step, are kept as the values they select.
  return { cronEvery: 'specific', specificSpecific: expandCronItems(items, unit) };
}

type DayAndWeek = { day: Partial<CronDayState>; week?: Partial<CronWeekState> };

function byWeek(rule: DayOfWeekRule): DayAndWeek | null {
  switch (rule.kind) {
    case 'days': {
      const increment = loneIncrement(rule.items);
      if (increment)
        return { day: { cronEvery: 2 }, week: { incrementStart: increment.start === '*' ? 1 : increment.start, incrementIncrement: increment.step } };
      return { day: { cronEvery: 4 }, week: { specificSpecific: expandCronItems(rule.items, 'dayOfWeek') } };
    }
    case 'last':
      return { day: { cronEvery: 11, cronLastSpecificDomDay: rule.weekday }, week: { cronEvery: 'last' } };
    case 'nth':
      return { day: { cronEvery: 11 }, week: { cronEvery: 'nth', cronNthDayDay: rule.weekday, cronNthDayNth: rule.nth } };
    default:
      return null;
  }
}

function byMonth(rule: DayOfMonthRule): DayAndWeek {
  switch (rule.kind) {
    case 'every':
    case 'unset':
      return { day: { cronEvery: 1 } };
    case 'days': {
      const increment = loneIncrement(rule.items);
      if (increment) return { day: { cronEvery: 3, incrementStart: increment.start === '*' ? 1 : increment.start, incrementIncrement: increment.step } };
      const range = loneRange(rule.items);
      if (range) return { day: { cronEvery: 8, rangeStart: range.start, rangeEnd: range.end } };
      return { day: { cronEvery: 5, specificSpecific: expandCronItems(rule.items, 'dayOfMonth') } };
    }
    case 'last':
      return rule.offset === 0 ? { day: { cronEvery: 6 } } : { day: { cronEvery: 9, cronDaysBeforeEomMinus: rule.offset } };
    case 'lastWorkday':
      return { day: { cronEvery: 7 } };
    case 'nearestWorkday':
      return { day: { cronEvery: 10, cronDaysNearestWeekday: rule.day } };
  }
}

/** The day mode of day of month and day of week; null when they restrict the days together or both are unset. */
function dayAndWeek(dayOfMonthText: string, dayOfWeekText: string): DayAndWeek | null {
  const dayOfMonth = parseDayOfMonth(dayOfMonthText);
  const dayOfWeek = parseDayOfWeek(dayOfWeekText);
  if (!dayOfMonth || !dayOfWeek) return null;
  if (daysConflict(dayOfMonth, dayOfWeek)) return null;
  return restrictsDays(dayOfWeek) ? byWeek(dayOfWeek) : byMonth(dayOfMonth);
}

/**
 * The editor state of an expression (spec section 4). No value gives the defaults (week '?', others '*'); a unit
 * that is not valid (see `cronExpressionProblem`) opens in its 'every' mode (day mode 1). The year may be left out.
 * A list or a stepped range opens as the values it selects.
 */
export function parseCronExpression(expression: string | null | undefined, today: Date = new Date()): CronState {
  let state = defaultCronState(today);
  const parts = expression?.trim() ? splitCronExpression(expression) : null;
  if (!parts) return state;
  const [second = '', minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = '', year = ''] = parts;
  const text: Record<CronPlainUnit, string> = { second, minute, hour, month, year };
  for (const unit of CRON_PLAIN_UNITS) {
    const patch = plainUnit(unit, text[unit]);
    if (patch) state = { ...state, [unit]: { ...state[unit], ...patch } };
  }
  const days = dayAndWeek(dayOfMonth, dayOfWeek);
  if (days) state = { ...state, day: { ...state.day, ...days.day }, week: { ...state.week, ...days.week } };
  return state;
}
