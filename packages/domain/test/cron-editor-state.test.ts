import { describe, expect, it } from 'vitest';
import {
  type CronDayMode,
  type CronState,
  cronBound,
  cronExpressionProblem,
  cronProblemParams,
  cronStateProblem,
  defaultCronState,
  generateCronExpression,
  isCronValueAllowed,
  nextRunTimes,
  normalizeCronExpression,
  parseCronExpression,
  updateCronState,
} from '../src/cron/index.js';

const TODAY = new Date(2026, 10, 23);
const parse = (expression: string | null | undefined) => parseCronExpression(expression, TODAY);
const roundTrip = (expression: string) => generateCronExpression(parse(expression));

describe('defaults (spec section 4)', () => {
  it.each([undefined, null, '', '   '])('opens %j with week "?" and every other unit "*"', (value) => {
    expect(generateCronExpression(parse(value))).toBe('* * * * * ? *');
  });

  it('starts the year inputs at the current year, within 2019-2119', () => {
    expect(defaultCronState(TODAY).year.incrementStart).toBe(2026);
    expect(defaultCronState(new Date(2010, 0, 1)).year.incrementStart).toBe(2019);
    expect(defaultCronState(new Date(2200, 0, 1)).year.rangeStart).toBe(2119);
  });
});

describe('generating the seven parts', () => {
  it('writes each plain mode', () => {
    let state = defaultCronState(TODAY);
    state = { ...state, second: { ...state.second, cronEvery: 'increment', incrementStart: 3, incrementIncrement: 5 } };
    state = { ...state, minute: { ...state.minute, cronEvery: 'range', rangeStart: 10, rangeEnd: 20 } };
    state = { ...state, hour: { ...state.hour, cronEvery: 'specific', specificSpecific: [14, 2, 14] } };
    state = { ...state, year: { ...state.year, cronEvery: 'specific', specificSpecific: [] } };
    expect(generateCronExpression(state)).toBe('3/5 10-20 2,14 * * ? 2019');
  });

  const modes: ReadonlyArray<readonly [CronDayMode, string]> = [
    [1, '* ?'],
    [2, '? 2/3'],
    [3, '5/10 ?'],
    [4, '? 2,6'],
    [5, '1,15 ?'],
    [6, 'L ?'],
    [7, 'LW ?'],
    [8, '10-20 ?'],
    [9, 'L-3 ?'],
    [10, '15W ?'],
    [11, '? 6#2'],
  ];

  it.each(modes)('day mode %i writes day of month and day of week as "%s"', (mode, parts) => {
    const base = defaultCronState(TODAY);
    const state: CronState = {
      ...base,
      day: {
        ...base.day,
        cronEvery: mode,
        incrementStart: 5,
        incrementIncrement: 10,
        specificSpecific: [15, 1],
        rangeStart: 10,
        rangeEnd: 20,
        cronDaysBeforeEomMinus: 3,
        cronDaysNearestWeekday: 15,
      },
      week: { ...base.week, incrementStart: 2, incrementIncrement: 3, specificSpecific: [6, 2], cronNthDayDay: 6, cronNthDayNth: 2 },
    };
    const [, , , dayOfMonth, , dayOfWeek] = generateCronExpression(state).split(' ');
    expect(`${dayOfMonth} ${dayOfWeek}`).toBe(parts);
    // Day modes 2, 4 and 11 leave the day of month unset; all others the day of week.
    expect([2, 4, 11].includes(mode) ? dayOfMonth : dayOfWeek).toBe('?');
  });

  it('writes the last given weekday of the month in mode 11', () => {
    const base = defaultCronState(TODAY);
    const state: CronState = { ...base, day: { ...base.day, cronEvery: 11, cronLastSpecificDomDay: 6 }, week: { ...base.week, cronEvery: 'last' } };
    expect(generateCronExpression(state)).toBe('* * * ? * 6L *');
  });
});

describe('parsing an expression into the editor', () => {
  it.each([
    '* * * * * ? *',
    '0/5 0 2,14 * * ? *',
    '3/5 10-20 2,14 * * ? 2019',
    '0 0 12 ? * 2/3 *',
    '0 0 12 ? * 2,3,4,5,6 *',
    '0 0 0 5/10 * ? *',
    '0 0 0 1,15 * ? *',
    '0 0 0 L * ? *',
    '0 0 18 LW * ? *',
    '0 0 0 10-20 * ? *',
    '0 0 0 L-3 * ? *',
    '0 0 0 15W * ? *',
    '0 0 0 ? * 6#2 *',
    '0 0 0 ? * 6L *',
    '0 0 0 1 1/3 ? 2020/2',
    '0 0/60 0 * * ? *',
    '0 0 0 1 3-9 ? 2030-2040',
    '59 59 23 31 12 ? 2119',
  ])('reads %s back unchanged', (expression) => {
    expect(roundTrip(expression)).toBe(expression);
  });

  it('reads the modes and values of each unit', () => {
    const state = parse('0/5 0 2,14 ? * 6#2 2030');
    expect(state.second).toMatchObject({ cronEvery: 'increment', incrementStart: 0, incrementIncrement: 5 });
    expect(state.minute).toMatchObject({ cronEvery: 'specific', specificSpecific: [0] });
    expect(state.hour).toMatchObject({ cronEvery: 'specific', specificSpecific: [2, 14] });
    expect(state.day.cronEvery).toBe(11);
    expect(state.week).toMatchObject({ cronEvery: 'nth', cronNthDayDay: 6, cronNthDayNth: 2 });
    expect(state.month.cronEvery).toBe('every');
    expect(state.year).toMatchObject({ cronEvery: 'specific', specificSpecific: [2030] });
    expect(parse('0 0 0 ? * FRIL').day).toMatchObject({ cronEvery: 11, cronLastSpecificDomDay: 6 });
    expect(parse('0 0 0 ? * FRIL').week.cronEvery).toBe('last');
  });

  it('reads a six-part expression with the year as every year', () => {
    expect(roundTrip('0 30 9 * * ?')).toBe('0 30 9 * * ? *');
  });

  it.each([
    '*/10 * * * * ?',
    '0 0 9 ? JAN-MAR MON,WED',
    '0 0 9 ? * MON-FRI',
    '0 0 9 ? * L',
    '0 0-30/10 1-3,10 * * ?',
    '0 0 0 1 1 ? */2',
    '0 0 22-2 * * ?',
    '0 0 0 1 1 ? 2019-2119/50',
  ])('keeps the run times of %s when normalising it', (expression) => {
    const from = new Date(2026, 0, 1);
    expect(nextRunTimes(roundTrip(expression), from, 20)).toEqual(nextRunTimes(expression, from, 20));
  });

  it('normalises what the editor shows another way', () => {
    expect(roundTrip('*/10 * * * * ?')).toBe('0/10 * * * * ? *');
    expect(roundTrip('0 0 9 ? JAN-MAR MON,WED')).toBe('0 0 9 ? 1-3 2,4 *');
    expect(roundTrip('0 0 9 ? * MON-FRI')).toBe('0 0 9 ? * 2,3,4,5,6 *');
    expect(roundTrip('0 0 9 ? * L')).toBe('0 0 9 ? * 7 *');
    expect(roundTrip('0 0 0 1 1 ? */2')).toBe('0 0 0 1 1 ? 2019/2');
    expect(roundTrip('0 0-30/10 1-3,10 * * ?')).toBe('0 0,10,20,30 1,2,3,10 * * ? *');
    expect(roundTrip('0 0 9 * * *')).toBe('0 0 9 * * ? *');
    expect(roundTrip('0 0 9 ? * *')).toBe('0 0 9 * * ? *');
    expect(roundTrip('0 0 9 * * 2')).toBe('0 0 9 ? * 2 *');
    expect(roundTrip('0 0 22-2 * * ?')).toBe('0 0 22-2 * * ? *');
  });

  it('opens a unit it cannot read in its every mode and keeps the others', () => {
    expect(roundTrip('0/5 abc 3 * * ? *')).toBe('0/5 * 3 * * ? *');
    expect(roundTrip('0 0 3 1 * 2 *')).toBe('0 0 3 * * ? *');
    expect(roundTrip('0 0 3 ? * ? *')).toBe('0 0 3 * * ? *');
    expect(roundTrip('0 0 3 32 * ? *')).toBe('0 0 3 * * ? *');
    expect(roundTrip('0 0 3 ? * 2#6 *')).toBe('0 0 3 * * ? *');
    expect(roundTrip('? 0 3 * * ? *')).toBe('* 0 3 * * ? *');
  });

  it('opens a unit outside the bounds of spec section 5 in its every mode', () => {
    expect(roundTrip('0/60 0 0 * * ? *')).toBe('* 0 0 * * ? *');
    expect(roundTrip('0 0 */24 * * ? *')).toBe('0 0 * * * ? *');
    expect(roundTrip('0 0 0 * * ? 2005')).toBe('0 0 0 * * ? *');
    expect(roundTrip('0 0 0 * * ? 2150')).toBe('0 0 0 * * ? *');
    expect(roundTrip('0 0 0 * * ? 2030-2020')).toBe('0 0 0 * * ? *');
    expect(roundTrip('0 0 0 L-31 * ? *')).toBe('0 0 0 * * ? *');
  });

  it('reads every valid expression into a state within the editor bounds', () => {
    for (const expression of [
      '*/59 * * * * ?',
      '0 0/60 0 * * ?',
      '0 0 1/23 * * ?',
      '0 0 0 ? * */7',
      '0 0 0 1 */12 ?',
      '0 0 0 1 1 ? 2019/99',
      '0 0 0 1 1 ? 2119',
    ]) {
      expect(cronExpressionProblem(expression), expression).toBeNull();
      expect(cronStateProblem(parse(expression)), expression).toBeNull();
    }
  });

  it('opens a wrong number of parts with the defaults', () => {
    expect(roundTrip('0 0 0 * *')).toBe('* * * * * ? *');
    expect(roundTrip('0 0 0 * * ? * *')).toBe('* * * * * ? *');
  });

  it('gives back the state it was generated from', () => {
    let state = defaultCronState(TODAY);
    state = updateCronState(state, 'second', { cronEvery: 'increment', incrementStart: 0, incrementIncrement: 5 });
    state = updateCronState(state, 'hour', { cronEvery: 'specific', specificSpecific: [3, 15] });
    state = updateCronState(state, 'day', { cronEvery: 10, cronDaysNearestWeekday: 15 });
    state = updateCronState(state, 'month', { cronEvery: 'range', rangeStart: 3, rangeEnd: 9 });
    state = updateCronState(state, 'year', { cronEvery: 'increment', incrementStart: 2027, incrementIncrement: 2 });
    expect(parse(generateCronExpression(state))).toEqual(state);
  });
});

describe('editing (spec section 4)', () => {
  const start = defaultCronState(TODAY);

  it('turns each coarser "*" time unit to 0 when a finer one is set', () => {
    const seconds = updateCronState(start, 'second', { cronEvery: 'increment', incrementStart: 0, incrementIncrement: 5 });
    expect(generateCronExpression(seconds)).toBe('0/5 0 0 * * ? *');
    const minutes = updateCronState(start, 'minute', { cronEvery: 'specific', specificSpecific: [30] });
    expect(generateCronExpression(minutes)).toBe('* 30 0 * * ? *');
  });

  it('leaves set units, finer units and the calendar alone', () => {
    const hourSet = updateCronState(start, 'hour', { cronEvery: 'range', rangeStart: 8, rangeEnd: 18 });
    expect(generateCronExpression(hourSet)).toBe('* * 8-18 * * ? *');
    const thenSeconds = updateCronState(hourSet, 'second', { cronEvery: 'specific', specificSpecific: [15] });
    expect(generateCronExpression(thenSeconds)).toBe('15 0 8-18 * * ? *');
  });

  it('applies the rule when a unit leaves "every", not on later changes of its values', () => {
    const seconds = updateCronState(start, 'second', { cronEvery: 'increment', incrementStart: 0, incrementIncrement: 5 });
    const hourBack = updateCronState(seconds, 'hour', { cronEvery: 'every' });
    const stepChanged = updateCronState(hourBack, 'second', { incrementIncrement: 10 });
    expect(generateCronExpression(stepChanged)).toBe('0/10 0 * * * ? *');
  });

  it('fills an empty list with the unit minimum', () => {
    expect(updateCronState(start, 'second', { cronEvery: 'specific' }).second.specificSpecific).toEqual([0]);
    expect(updateCronState(start, 'month', { cronEvery: 'specific', specificSpecific: [] }).month.specificSpecific).toEqual([1]);
    expect(updateCronState(start, 'year', { cronEvery: 'specific' }).year.specificSpecific).toEqual([2019]);
    expect(updateCronState(start, 'day', { cronEvery: 5 }).day.specificSpecific).toEqual([1]);
    expect(updateCronState(start, 'day', { cronEvery: 4 }).week.specificSpecific).toEqual([1]);
    const weekdays = updateCronState(start, 'day', { cronEvery: 4 });
    expect(updateCronState(weekdays, 'week', { specificSpecific: [] }).week.specificSpecific).toEqual([1]);
  });

  it('keeps day of month and day of week exclusive whatever the mode', () => {
    for (const mode of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const) {
      const [, , , dayOfMonth, , dayOfWeek] = generateCronExpression(updateCronState(start, 'day', { cronEvery: mode })).split(' ');
      expect([dayOfMonth, dayOfWeek].filter((part) => part === '?')).toHaveLength(1);
      expect(cronExpressionProblem(generateCronExpression(updateCronState(start, 'day', { cronEvery: mode })))).toBeNull();
    }
  });
});

describe('bounds (spec section 5)', () => {
  it.each([
    ['second', 'incrementIncrement', 1, 59],
    ['second', 'incrementStart', 0, 59],
    ['minute', 'incrementIncrement', 1, 60],
    ['minute', 'incrementStart', 0, 59],
    ['minute', 'rangeEnd', 0, 59],
    ['hour', 'specificSpecific', 0, 23],
    ['week', 'incrementIncrement', 1, 7],
    ['day', 'incrementIncrement', 1, 31],
    ['day', 'incrementStart', 1, 31],
    ['week', 'cronNthDayNth', 1, 5],
    ['week', 'cronNthDayDay', 1, 7],
    ['day', 'cronLastSpecificDomDay', 1, 7],
    ['month', 'rangeStart', 1, 12],
    ['year', 'incrementIncrement', 1, 99],
    ['year', 'rangeStart', 2019, 2119],
  ] as const)('%s %s is %i to %i', (unit, field, min, max) => {
    expect(cronBound(unit, field)).toEqual({ min, max });
    expect(isCronValueAllowed(unit, field, min)).toBe(true);
    expect(isCronValueAllowed(unit, field, max)).toBe(true);
    expect(isCronValueAllowed(unit, field, min - 1)).toBe(false);
    expect(isCronValueAllowed(unit, field, max + 1)).toBe(false);
  });

  it('takes integers only', () => {
    expect(isCronValueAllowed('second', 'incrementStart', 1.5)).toBe(false);
    expect(isCronValueAllowed('second', 'incrementStart', Number.NaN)).toBe(false);
  });

  it('names the first field in use that is out of bounds, ignoring fields the modes do not use', () => {
    const start = defaultCronState(TODAY);
    expect(cronStateProblem(start)).toBeNull();
    const unusedStep = { ...start, second: { ...start.second, incrementIncrement: 0 } };
    expect(cronStateProblem(unusedStep)).toBeNull();
    const step = { ...unusedStep, second: { ...unusedStep.second, cronEvery: 'increment' as const } };
    expect(cronStateProblem(step)).toEqual({ unit: 'second', field: 'incrementIncrement' });
    const nth = { ...start, day: { ...start.day, cronEvery: 11 as const }, week: { ...start.week, cronNthDayNth: 6 } };
    expect(cronStateProblem(nth)).toEqual({ unit: 'week', field: 'cronNthDayNth' });
    const list = { ...start, hour: { ...start.hour, cronEvery: 'specific' as const, specificSpecific: [3, 24] } };
    expect(cronStateProblem(list)).toEqual({ unit: 'hour', field: 'specificSpecific' });
  });
});

describe('cronExpressionProblem', () => {
  it.each([
    ['0 0 12 * * ? *', null],
    ['0 0 12 * * ?', null],
    ['0 0 12 ? * MON-FRI 2030', null],
    ['0 0 12 LW * ?', null],
    ['0 0 12 ? * 6#3', null],
    ['', 'cronEmpty'],
    [null, 'cronEmpty'],
    ['0 0 12 * *', 'cronPartCount'],
    ['0 0 12 * * ? * *', 'cronPartCount'],
    ['60 0 12 * * ?', 'cronSecond'],
    ['0 0/0 12 * * ?', 'cronMinute'],
    ['0 0 24 * * ?', 'cronHour'],
    ['0 0 12 0 * ?', 'cronDayOfMonth'],
    ['0 0 12 L-31 * ?', 'cronDayOfMonth'],
    ['0 0 12 * 13 ?', 'cronMonth'],
    ['0 0 12 ? * 8', 'cronDayOfWeek'],
    ['0 0 12 ? * 2#6', 'cronDayOfWeek'],
    ['0 0 12 * * ? 2018', 'cronYear'],
    ['0 0 12 * * ? 2120', 'cronYear'],
    ['0 0 12 * * ? 2150', 'cronYear'],
    ['0 0 12 * * ? 2019-2119', null],
    ['0 0 12 * * ? 2030-2020', 'cronYear'],
    ['0 0 12 * * ? 2020/99', null],
    ['0 0 12 * * ? 2020/100', 'cronYear'],
    ['0 0 12 * * ? */100', 'cronYear'],
    ['0/59 0 12 * * ?', null],
    ['0/60 0 12 * * ?', 'cronSecond'],
    ['*/60 0 12 * * ?', 'cronSecond'],
    ['0 0/60 12 * * ?', null],
    ['0 0/61 12 * * ?', 'cronMinute'],
    ['0 0 */23 * * ?', null],
    ['0 0 */24 * * ?', 'cronHour'],
    ['0 0 0/24 * * ?', 'cronHour'],
    ['0 0 22-2 * * ?', null],
    ['0 0 12 1/32 * ?', 'cronDayOfMonth'],
    ['0 0 12 1 1/13 ?', 'cronMonth'],
    ['0 0 12 ? * 1/8', 'cronDayOfWeek'],
    ['0 0 12 1.5 * ?', 'cronDayOfMonth'],
    ['0 0 12 1 * 2', 'cronDayAndWeek'],
    ['0 0 12 ? * ?', 'cronDayAndWeek'],
    ['? 0 12 * * ?', 'cronSecond'],
  ])('%j: %s', (expression, problem) => {
    expect(cronExpressionProblem(expression)).toBe(problem);
  });
});

describe('cronProblemParams', () => {
  it('names the values and steps of the part that is wrong, as spec section 5 bounds them', () => {
    expect(cronProblemParams('cronSecond')).toMatchObject({ min: 0, max: 59, stepMin: 1, stepMax: 59 });
    expect(cronProblemParams('cronMinute')).toMatchObject({ min: 0, max: 59, stepMin: 1, stepMax: 60 });
    expect(cronProblemParams('cronHour')).toMatchObject({ min: 0, max: 23, stepMin: 1, stepMax: 23 });
    expect(cronProblemParams('cronDayOfMonth')).toMatchObject({ min: 1, max: 31, beforeEndMax: 30 });
    expect(cronProblemParams('cronDayOfWeek')).toMatchObject({ min: 1, max: 7, stepMax: 7, nthMax: 5 });
    expect(cronProblemParams('cronYear')).toMatchObject({ min: 2019, max: 2119, stepMin: 1, stepMax: 99 });
    expect(cronProblemParams('cronDayAndWeek')).toEqual({});
  });
});

describe('normalizeCronExpression', () => {
  it('puts one space between the parts and the year when left out', () => {
    expect(normalizeCronExpression('  0  0 12 * * ? ')).toBe('0 0 12 * * ? *');
    expect(normalizeCronExpression('0 0 12 * * ? 2030')).toBe('0 0 12 * * ? 2030');
    expect(normalizeCronExpression(' not cron ')).toBe('not cron');
  });
});
