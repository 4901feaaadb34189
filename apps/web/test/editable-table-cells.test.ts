import { describe, expect, it } from 'vitest';
import {
  CELL_TYPES,
  CellTypeConflictError,
  type EditableRow,
  ROW_CELL_TYPES,
  acceptNumberInput,
  assertCustomCellTypes,
  cellTags,
  columnStatistics,
  formatTagsInput,
  isRowCellType,
  keepSelectable,
  numberInputText,
  numberOnBlur,
  numericCellValue,
  selectionState,
  toggleAllSelection,
  toggleRowSelection,
  uploadPathsOf,
  withUploadedPaths,
} from '../app/lib/editable-table';

describe('number cells (spec section 5)', () => {
  it.each([
    ['', '1', '1'],
    ['1', '12', '12'],
    ['', '-', '-'],
    ['-', '-1', '-1'],
    ['1', '1.', '1.'],
    ['1.', '1.5', '1.5'],
    ['', '.', '.'],
    ['12', '12a', '12'],
    ['12', '1-2', '12'],
    ['1.5', '1.5.', '1.5'],
    ['-1', '--1', '-1'],
    ['1', '1e3', '1'],
    ['1', '+1', '1'],
    ['1', '1 ', '1'],
    ['12', '', ''],
  ])('from %j, typing %j leaves %j', (previous, typed, shown) => {
    expect(acceptNumberInput(previous, typed)).toBe(shown);
  });

  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['1.', 1],
    ['.5', 0.5],
    ['-0', -0],
    [' 7 ', 7],
    ['-', null],
    ['.', null],
    ['-.', null],
    ['', null],
    ['abc', null],
  ])('on leaving, %j becomes %s', (text, value) => {
    expect(numberOnBlur(text)).toBe(value);
  });

  it('shows numbers and half-typed text, nothing else', () => {
    expect([numberInputText(3.5), numberInputText('3.'), numberInputText(null), numberInputText(Number.NaN)]).toEqual(['3.5', '3.', '', '']);
  });
});

describe('tags cells: two-character tags separated by semicolons', () => {
  it.each([
    ['', ''],
    ['A', 'A'],
    ['AB', 'AB'],
    ['ABC', 'AB;C'],
    ['ABCD', 'AB;CD'],
    ['ABCDE', 'AB;CD;E'],
    ['AB;', 'AB'],
    ['AB;C;D', 'AB;CD'],
    ['a b c', 'ab;c'],
    ['生物素标记', '生物;素标;记'],
  ])('%j reads %j', (typed, shown) => {
    expect(formatTagsInput(typed)).toBe(shown);
  });

  it('lets a person delete back through a semicolon', () => {
    expect(formatTagsInput('AB;')).toBe('AB');
  });

  it('lists the tags of a value', () => {
    expect(cellTags('BI;FA;P')).toEqual(['BI', 'FA', 'P']);
    expect(cellTags('')).toEqual([]);
    expect(cellTags(undefined)).toEqual([]);
  });
});

describe('statistics', () => {
  const rows: EditableRow[] = [
    { id: '1', od: 2, price: '0.1' },
    { id: '2', od: '3.5', price: '0.2' },
    { id: '3', od: '', price: null },
    { id: '4', od: 'n/a' },
    { id: '5', od: -1.5, price: ' 0.3 ' },
  ];

  it('sums and averages the cells holding numbers, leaving out empty and non-numeric cells', () => {
    expect(columnStatistics(rows, 'od')).toEqual({ count: 3, sum: 4, average: 1.3333333333 });
    expect(columnStatistics(rows, 'price')).toEqual({ count: 3, sum: 0.6, average: 0.2 });
  });

  it('has no average without numbers', () => {
    expect(columnStatistics([{ id: '1' }, { id: '2', od: '' }], 'od')).toEqual({ count: 0, sum: 0, average: null });
  });

  it.each([
    [5, 5],
    ['5', 5],
    [' -2.5 ', -2.5],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['5 kg', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
  ])('counts %j as %s', (value, number) => {
    expect(numericCellValue(value)).toBe(number);
  });
});

describe('row selection (spec section 4)', () => {
  const rows: EditableRow[] = [{ id: 'a' }, { id: 'b', locked: true }, { id: 'c' }];
  const isDisabled = (row: EditableRow) => row.locked === true;

  it('is none, some or all of the rows that are not disabled', () => {
    expect(selectionState(rows, [], isDisabled)).toBe('none');
    expect(selectionState(rows, ['a'], isDisabled)).toBe('some');
    expect(selectionState(rows, ['a', 'c'], isDisabled)).toBe('all');
    expect(selectionState(rows, ['b'], isDisabled)).toBe('none');
    expect(selectionState([], [], isDisabled)).toBe('none');
    expect(selectionState(rows, ['a', 'c'])).toBe('some');
  });

  it('selects every enabled row from none or some, and clears from all', () => {
    expect(toggleAllSelection(rows, [], isDisabled)).toEqual(['a', 'c']);
    expect(toggleAllSelection(rows, ['c'], isDisabled)).toEqual(['a', 'c']);
    expect(toggleAllSelection(rows, ['a', 'c'], isDisabled)).toEqual([]);
  });

  it('toggles one row, skipping disabled and unknown rows', () => {
    expect(toggleRowSelection(rows, ['a'], 'c', { isDisabled })).toEqual(['a', 'c']);
    expect(toggleRowSelection(rows, ['a', 'c'], 'a', { isDisabled })).toEqual(['c']);
    expect(toggleRowSelection(rows, ['a'], 'b', { isDisabled })).toEqual(['a']);
    expect(toggleRowSelection(rows, ['a'], 'zz', { isDisabled })).toEqual(['a']);
  });

  it('keeps one row for a radio selection', () => {
    expect(toggleRowSelection(rows, ['a'], 'c', { single: true })).toEqual(['c']);
    expect(toggleRowSelection(rows, ['a'], 'b', { single: true, isDisabled })).toEqual(['a']);
  });

  it('drops removed and disabled rows from a selection', () => {
    expect(keepSelectable(rows, ['c', 'gone', 'b', 'a'], isDisabled)).toEqual(['c', 'a']);
  });
});

describe('cell types (spec section 3)', () => {
  it('has every type the spec lists', () => {
    const listed =
      'input, inputNumber, textarea, input_pop, select, list_multi, sel_search, sel_search_async, select-multiple, date, datetime, time, checkbox, radio, upload, file, image, popup, progress, sel_depart, sel_user, tags, slot, normal, hidden, row-number, row-checkbox, row-radio, row-expand, row-drag-sort';
    expect([...CELL_TYPES].sort()).toEqual(listed.split(', ').sort());
  });

  it('reserves the row types', () => {
    expect(ROW_CELL_TYPES.every(isRowCellType)).toBe(true);
    expect(isRowCellType('input')).toBe(false);
  });

  it('accepts custom names, also replacing a value type, and refuses a reserved row type name', () => {
    expect(() => assertCustomCellTypes(['colour', 'input'])).not.toThrow();
    expect(() => assertCustomCellTypes(['colour', 'row-checkbox'])).toThrow(CellTypeConflictError);
    expect(() => assertCustomCellTypes(new Set(['row-drag-sort']))).toThrow(
      expect.objectContaining({ cellType: 'row-drag-sort', message: expect.stringContaining('"row-drag-sort"') }),
    );
  });
});

describe('upload cells', () => {
  it('keeps stored paths comma-separated', () => {
    expect(uploadPathsOf('temp/a.pdf, temp/b.png')).toEqual(['temp/a.pdf', 'temp/b.png']);
    expect(uploadPathsOf(['temp/a.pdf'])).toEqual(['temp/a.pdf']);
    expect(uploadPathsOf('')).toEqual([]);
    expect(uploadPathsOf(null)).toEqual([]);
  });

  it('adds uploaded paths, keeping only the last ones when limited', () => {
    expect(withUploadedPaths('a', ['b', 'c'])).toBe('a,b,c');
    expect(withUploadedPaths('a,b', ['c'], 2)).toBe('b,c');
    expect(withUploadedPaths(undefined, ['c'], 1)).toBe('c');
  });
});
