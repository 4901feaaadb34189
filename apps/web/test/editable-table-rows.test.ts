import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT_KEY,
  type EditableRow,
  type EditableTableColumn,
  INSERT_THROTTLE_MS,
  addRowCount,
  addRowsIndex,
  blankTableRow,
  insertAllowed,
  insertTableRows,
  isTemporaryRowId,
  moveTableRow,
  removeTableRows,
  renumberTableRows,
  temporaryRowIds,
} from '../app/lib/editable-table';

const rows = (...ids: string[]): EditableRow[] => ids.map((id) => ({ id }));
const ids = (list: readonly EditableRow[]) => list.map((row) => row.id);

describe('adding rows (spec section 5)', () => {
  it.each([
    [1, 1],
    [3, 3],
    [0, 1],
    [-2, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('adds %s row(s) as %i', (count, expected) => {
    expect(addRowCount(count)).toBe(expected);
  });

  it.each([
    [0, 3, 3],
    [1, 3, 0],
    [2, 3, 1],
    [3, 3, 2],
    [4, 3, 2],
    [-1, 3, 3],
    [1.9, 3, 0],
    [Number.NaN, 3, 3],
    [0, 0, 0],
    [1, 0, 0],
  ])('position %s of %i rows inserts at index %i', (position, rowCount, index) => {
    expect(addRowsIndex(position, rowCount)).toBe(index);
  });

  it('puts new rows at the bottom for position 0 and makes the first new row row number p for position p', () => {
    const table = rows('a', 'b', 'c');
    expect(ids(insertTableRows(table, rows('x', 'y'), 0))).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect(ids(insertTableRows(table, rows('x'), 1))).toEqual(['x', 'a', 'b', 'c']);
    expect(ids(insertTableRows(table, rows('x', 'y'), 3))).toEqual(['a', 'b', 'x', 'y', 'c']);
    expect(ids(table)).toEqual(['a', 'b', 'c']);
  });

  it('fills a new row with the default values of value columns, copied so rows do not share them', () => {
    const columns: EditableTableColumn[] = [
      { key: 'pick', type: 'row-checkbox', defaultValue: true },
      { key: 'scale', type: 'select', defaultValue: '25nmol' },
      { key: 'tags', type: 'select-multiple', defaultValue: ['a'] },
      { key: 'secret', type: 'hidden', defaultValue: 0 },
      { key: 'note', type: 'textarea' },
    ];
    const first = blankTableRow(columns, 'new_1');
    const second = blankTableRow(columns, 'new_2');
    expect(first).toEqual({ id: 'new_1', scale: '25nmol', tags: ['a'], secret: 0 });
    expect(first.tags).not.toBe(second.tags);
  });

  it('gives new rows temporary ids that do not repeat and are told apart from saved ids', () => {
    const next = temporaryRowIds('seed');
    const made = [next(), next(), next()];
    expect(new Set(made).size).toBe(3);
    expect(made.every(isTemporaryRowId)).toBe(true);
    expect(temporaryRowIds('other')()).not.toBe(made[0]);
    expect(isTemporaryRowId('1790000000000000001')).toBe(false);
  });
});

describe('insert throttle (spec section 9)', () => {
  it('is 1500 ms', () => {
    expect(INSERT_THROTTLE_MS).toBe(1500);
  });

  it.each([
    [null, 0, true],
    [10_000, 10_000, false],
    [10_000, 11_499, false],
    [10_000, 11_500, true],
    [10_000, 20_000, true],
  ])('last insert %s, now %i: allowed %s', (last, now, allowed) => {
    expect(insertAllowed(last, now)).toBe(allowed);
  });
});

describe('removing rows', () => {
  const table = rows('a', 'b', 'c', 'd');

  it('takes one id', () => {
    const result = removeTableRows(table, 'b');
    expect(ids(result.rows)).toEqual(['a', 'c', 'd']);
    expect(ids(result.removed)).toEqual(['b']);
  });

  it('takes a list of ids and ignores unknown ones', () => {
    const result = removeTableRows(table, ['d', 'a', 'zz']);
    expect(ids(result.rows)).toEqual(['b', 'c']);
    expect(ids(result.removed)).toEqual(['a', 'd']);
  });

  it('removes nothing for an empty list', () => {
    expect(ids(removeTableRows(table, []).rows)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('drag-sorting', () => {
  const table: EditableRow[] = [
    { id: 'a', orderNum: 1 },
    { id: 'b', orderNum: 2 },
    { id: 'c', orderNum: 3 },
  ];

  it('sorts by orderNum unless told otherwise', () => {
    expect(DEFAULT_SORT_KEY).toBe('orderNum');
  });

  it('moves a row down and renumbers', () => {
    expect(moveTableRow(table, 0, 2)).toEqual([
      { id: 'b', orderNum: 1 },
      { id: 'c', orderNum: 2 },
      { id: 'a', orderNum: 3 },
    ]);
  });

  it('moves a row up and renumbers another sort field', () => {
    const sorted = moveTableRow(
      rows('a', 'b', 'c').map((row, index) => ({ ...row, position: index + 1 })),
      2,
      0,
      'position',
    );
    expect(sorted.map((row) => [row.id, row.position])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('leaves the rows as they are for a move to the same place or outside the table', () => {
    expect(moveTableRow(table, 1, 1)).toEqual(table);
    expect(moveTableRow(table, 1, 7)).toEqual(table);
  });

  it('keeps rows already numbered right and numbers new ones', () => {
    const numbered = renumberTableRows([table[0] as EditableRow, { id: 'new' }, table[2] as EditableRow]);
    expect(numbered[0]).toBe(table[0]);
    expect(numbered.map((row) => row.orderNum)).toEqual([1, 2, 3]);
  });
});
