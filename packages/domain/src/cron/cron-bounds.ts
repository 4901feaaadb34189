import { CRON_PLAIN_UNITS, CRON_YEAR_MAX, CRON_YEAR_MIN, type CronState, type CronUnit } from './cron-state.js';

export type CronBound = { min: number; max: number };

/** The number fields of the editor state. */
export type CronField =
  | 'incrementStart'
  | 'incrementIncrement'
  | 'rangeStart'
  | 'rangeEnd'
  | 'specificSpecific'
  | 'cronLastSpecificDomDay'
  | 'cronDaysBeforeEomMinus'
  | 'cronDaysNearestWeekday'
  | 'cronNthDayDay'
  | 'cronNthDayNth';

/**
 * Spec section 5, 'Cron bounds', for start, range and listed values. Readings: the hour's 0-23 and the month's
 * 1-12 bound its values; the year is the fixed 2019-2119 the year selector offers (spec section 9).
 */
const VALUE: Record<CronUnit, CronBound> = {
  second: { min: 0, max: 59 },
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  day: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  week: { min: 1, max: 7 },
  year: { min: CRON_YEAR_MIN, max: CRON_YEAR_MAX },
};

/**
 * The step of the increment mode. A step of 0 schedules nothing, so the spec's hour '0-23' and month '0-12' read as
 * steps from 1.
 */
const STEP: Record<CronUnit, CronBound> = {
  second: { min: 1, max: 59 },
  minute: { min: 1, max: 60 },
  hour: { min: 1, max: 23 },
  day: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  week: { min: 1, max: 7 },
  year: { min: 1, max: 99 },
};

/** The bounds of one number input of the editor. */
export function cronBound(unit: CronUnit, field: CronField): CronBound {
  switch (field) {
    case 'incrementIncrement':
      return STEP[unit];
    case 'cronLastSpecificDomDay':
    case 'cronNthDayDay':
      return VALUE.week;
    case 'cronNthDayNth':
      return { min: 1, max: 5 };
    case 'cronDaysBeforeEomMinus':
      return { min: 1, max: 30 };
    case 'cronDaysNearestWeekday':
      return VALUE.day;
    default:
      return VALUE[unit];
  }
}

/** Integers only, within the field's bounds. */
export function isCronValueAllowed(unit: CronUnit, field: CronField, value: number): boolean {
  const { min, max } = cronBound(unit, field);
  return Number.isInteger(value) && value >= min && value <= max;
}

export type CronFieldRef = { unit: CronUnit; field: CronField };

/** The fields the state's current modes read; the other fields keep their values but do not count. */
export function activeCronFields(state: CronState): CronFieldRef[] {
  const fields: CronFieldRef[] = [];
  const add = (unit: CronUnit, ...names: CronField[]) => fields.push(...names.map((field) => ({ unit, field })));
  for (const unit of CRON_PLAIN_UNITS) {
    const mode = state[unit].cronEvery;
    if (mode === 'increment') add(unit, 'incrementStart', 'incrementIncrement');
    if (mode === 'range') add(unit, 'rangeStart', 'rangeEnd');
    if (mode === 'specific') add(unit, 'specificSpecific');
  }
  switch (state.day.cronEvery) {
    case 2:
      add('week', 'incrementStart', 'incrementIncrement');
      break;
    case 3:
      add('day', 'incrementStart', 'incrementIncrement');
      break;
    case 4:
      add('week', 'specificSpecific');
      break;
    case 5:
      add('day', 'specificSpecific');
      break;
    case 8:
      add('day', 'rangeStart', 'rangeEnd');
      break;
    case 9:
      add('day', 'cronDaysBeforeEomMinus');
      break;
    case 10:
      add('day', 'cronDaysNearestWeekday');
      break;
    case 11:
      if (state.week.cronEvery === 'last') add('day', 'cronLastSpecificDomDay');
      else add('week', 'cronNthDayDay', 'cronNthDayNth');
      break;
  }
  return fields;
}

function fieldValues(state: CronState, { unit, field }: CronFieldRef): number[] {
  const value = (state[unit] as Partial<Record<CronField, number | number[]>>)[field];
  return Array.isArray(value) ? value : [value ?? Number.NaN];
}

/** The first field in use that is not a whole number within its bounds, or null when the state is sound. */
export function cronStateProblem(state: CronState): CronFieldRef | null {
  return activeCronFields(state).find((ref) => !fieldValues(state, ref).every((value) => isCronValueAllowed(ref.unit, ref.field, value))) ?? null;
}
