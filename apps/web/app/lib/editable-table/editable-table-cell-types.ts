/**
 * The cell types of spec section 3. Row types describe a whole row (its number, its selection box, its expand and
 * drag handles) rather than a value, so their names are reserved: a custom type may replace a value type, never one
 * of these.
 */
export const ROW_CELL_TYPES = ['row-number', 'row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort'] as const;

export const VALUE_CELL_TYPES = [
  'input',
  'inputNumber',
  'textarea',
  'input_pop',
  'select',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'select-multiple',
  'date',
  'datetime',
  'time',
  'checkbox',
  'radio',
  'upload',
  'file',
  'image',
  'popup',
  'progress',
  'sel_depart',
  'sel_user',
  'tags',
  'slot',
  'normal',
  'hidden',
] as const;

export const CELL_TYPES = [...VALUE_CELL_TYPES, ...ROW_CELL_TYPES] as const;

export type RowCellType = (typeof ROW_CELL_TYPES)[number];
export type ValueCellType = (typeof VALUE_CELL_TYPES)[number];
export type CellType = (typeof CELL_TYPES)[number];

export function isRowCellType(type: string): type is RowCellType {
  return (ROW_CELL_TYPES as readonly string[]).includes(type);
}

/** Whether a column of this type holds a value of the row; custom types do, row types do not. */
export function isValueCellType(type: string): boolean {
  return !isRowCellType(type);
}

export class CellTypeConflictError extends Error {
  constructor(readonly cellType: string) {
    super(`The custom cell type "${cellType}" has the name of a reserved row type (${ROW_CELL_TYPES.join(', ')}).`);
    this.name = 'CellTypeConflictError';
  }
}

/** Refuses custom cell type names that collide with a reserved row type (spec section 3). */
export function assertCustomCellTypes(names: Iterable<string>): void {
  for (const name of names) if (isRowCellType(name)) throw new CellTypeConflictError(name);
}
