import { cronBound } from './cron-bounds.js';
import {
  CRON_PLAIN_UNITS,
  CRON_TIME_OF_DAY,
  type CronDayState,
  type CronPlainState,
  type CronPlainUnit,
  type CronState,
  type CronUnit,
  type CronWeekState,
} from './cron-state.js';

function list(values: readonly number[], minimum: number): string {
  return values.length === 0 ? String(minimum) : [...new Set(values)].sort((a, b) => a - b).join(',');
}

function plainPart(unit: CronPlainUnit, state: CronPlainState): string {
  switch (state.cronEvery) {
    case 'every':
      return '*';
    case 'increment':
      return `${state.incrementStart}/${state.incrementIncrement}`;
    case 'range':
      return `${state.rangeStart}-${state.rangeEnd}`;
    case 'specific':
      return list(state.specificSpecific, cronBound(unit, 'specificSpecific').min);
  }
}

/** Day of month and day of week for the day mode (the table in cron-state.ts). */
function dayParts(day: CronDayState, week: CronWeekState): [string, string] {
  switch (day.cronEvery) {
    case 1:
      return ['*', '?'];
    case 2:
      return ['?', `${week.incrementStart}/${week.incrementIncrement}`];
    case 3:
      return [`${day.incrementStart}/${day.incrementIncrement}`, '?'];
    case 4:
      return ['?', list(week.specificSpecific, cronBound('week', 'specificSpecific').min)];
    case 5:
      return [list(day.specificSpecific, cronBound('day', 'specificSpecific').min), '?'];
    case 6:
      return ['L', '?'];
    case 7:
      return ['LW', '?'];
    case 8:
      return [`${day.rangeStart}-${day.rangeEnd}`, '?'];
    case 9:
      return [`L-${day.cronDaysBeforeEomMinus}`, '?'];
    case 10:
      return [`${day.cronDaysNearestWeekday}W`, '?'];
    case 11:
      return ['?', week.cronEvery === 'last' ? `${day.cronLastSpecificDomDay}L` : `${week.cronNthDayDay}#${week.cronNthDayNth}`];
  }
}

/** The seven-part expression of an editor state. */
export function generateCronExpression(state: CronState): string {
  const [dayOfMonth, dayOfWeek] = dayParts(state.day, state.week);
  return [
    plainPart('second', state.second),
    plainPart('minute', state.minute),
    plainPart('hour', state.hour),
    dayOfMonth,
    plainPart('month', state.month),
    dayOfWeek,
    plainPart('year', state.year),
  ].join(' ');
}

/** Spec section 4: a list left empty holds the unit's minimum. */
function withMinimumLists(state: CronState): CronState {
  const next = { ...state };
  for (const unit of CRON_PLAIN_UNITS) {
    if (next[unit].cronEvery === 'specific' && next[unit].specificSpecific.length === 0) {
      next[unit] = { ...next[unit], specificSpecific: [cronBound(unit, 'specificSpecific').min] };
    }
  }
  if (next.day.cronEvery === 5 && next.day.specificSpecific.length === 0) {
    next.day = { ...next.day, specificSpecific: [cronBound('day', 'specificSpecific').min] };
  }
  if (next.day.cronEvery === 4 && next.week.specificSpecific.length === 0) {
    next.week = { ...next.week, specificSpecific: [cronBound('week', 'specificSpecific').min] };
  }
  return next;
}

/**
 * One change made in the editor, with the rules of spec section 4 applied:
 * - Day of month and day of week exclude each other: both follow the one day mode.
 * - A list left empty holds the unit's minimum.
 * - 'Setting a finer unit makes a coarser '*' unit 0', read for the time of day (second, minute, hour): when the
 *   second or the minute leaves 'every' for another mode, each coarser of minute and hour still at 'every' becomes
 *   the value 0. Choosing second 30 thus reads as the time 00:00:30 each day rather than second 30 of every
 *   minute; the coarser unit may be set back to 'every' afterwards. Day, month, week and year have no 0 and are
 *   left alone.
 */
export function updateCronState<U extends CronUnit>(state: CronState, unit: U, patch: Partial<CronState[U]>): CronState {
  const next: CronState = { ...state, [unit]: { ...state[unit], ...patch } };
  const finer = CRON_TIME_OF_DAY.indexOf(unit as CronPlainUnit);
  if (finer >= 0 && state[unit].cronEvery === 'every' && next[unit].cronEvery !== 'every') {
    for (const coarser of CRON_TIME_OF_DAY.slice(finer + 1)) {
      if (next[coarser].cronEvery === 'every') next[coarser] = { ...next[coarser], cronEvery: 'specific', specificSpecific: [0] };
    }
  }
  return withMinimumLists(next);
}
