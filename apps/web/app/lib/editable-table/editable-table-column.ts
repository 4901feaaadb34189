import type { CellType } from './editable-table-cell-types';
import type { CellRule } from './editable-table-rules';

/** A row of an editable table: keyed by `id` (spec section 9), new rows carry a temporary one until saved. */
export type EditableRow = { id: string } & Record<string, unknown>;

export type StatisticKind = 'sum' | 'average';

/**
 * The part of a column definition (spec section 3) the table's rules read. A custom cell type is any other name
 * that is not a reserved row type.
 */
export type EditableTableColumn<Row extends EditableRow = EditableRow> = {
  key: string;
  type: CellType | (string & Record<never, never>);
  defaultValue?: unknown;
  validateRules?: readonly CellRule<Row>[];
  statistics?: readonly StatisticKind[];
};

/** Spec section 9: rows are 61 px high in a body at most 400 px high, medium size, keyed by `id`. */
export const EDITABLE_TABLE_LAYOUT = { rowHeight: 61, maxHeight: 400, size: 'medium', rowKey: 'id' } as const;

/** Spec section 3: the field drag-sorting renumbers unless the table names another. */
export const DEFAULT_SORT_KEY = 'orderNum';

/**
 * Spec section 9's minimum column widths. The spec also names 200 for date-time, 220 for the user select and 160
 * for the department select; the first figure of each is used.
 */
export const CELL_MIN_WIDTHS: Partial<Record<CellType, number>> = { datetime: 190, date: 135, sel_user: 190, sel_depart: 190 };

/** How date and time cells keep their value: as text in these formats. */
export const CELL_VALUE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;
