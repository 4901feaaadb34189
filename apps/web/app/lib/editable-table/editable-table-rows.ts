import { DEFAULT_SORT_KEY, type EditableTableColumn, type EditableRow } from './editable-table-column';
import { isValueCellType } from './editable-table-cell-types';

/** Spec section 9: a second insert within 1500 ms is refused with the table namespace's `tooFast` message. */
export const INSERT_THROTTLE_MS = 1500;

export function insertAllowed(lastInsertAt: number | null, now: number): boolean {
  return lastInsertAt === null || now - lastInsertAt >= INSERT_THROTTLE_MS;
}

/** New rows are told apart from saved ones by this prefix of their temporary id. */
export const TEMPORARY_ROW_ID_PREFIX = 'new_';

export function isTemporaryRowId(id: string): boolean {
  return id.startsWith(TEMPORARY_ROW_ID_PREFIX);
}

/** A source of temporary ids; the seed keeps ids of two tables on one page (or two pages) from meeting. */
export function temporaryRowIds(seed: string): () => string {
  let next = 0;
  return () => `${TEMPORARY_ROW_ID_PREFIX}${seed}_${(next += 1)}`;
}

/** How many rows one add creates: a whole number, at least 1 (spec section 5). */
export function addRowCount(count: number): number {
  return Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
}

/**
 * Where added rows go. Position 0 is the bottom; position p (1 to the row count) makes the first new row row number
 * p, so the rows go in before the row that had that number. Out-of-range positions are brought into range.
 */
export function addRowsIndex(position: number, rowCount: number): number {
  const clamped = Number.isFinite(position) ? Math.min(Math.max(0, Math.floor(position)), rowCount) : 0;
  return clamped === 0 ? rowCount : clamped - 1;
}

/** A new row: the temporary id and each value column's default value. */
export function blankTableRow<Row extends EditableRow>(columns: readonly EditableTableColumn<Row>[], id: string): EditableRow {
  const row: EditableRow = { id };
  for (const column of columns) {
    if (isValueCellType(column.type) && column.defaultValue !== undefined) row[column.key] = structuredClone(column.defaultValue);
  }
  return row;
}

/** Inserts `added` at the position of `addRowsIndex`. */
export function insertTableRows<Row extends EditableRow>(rows: readonly Row[], added: readonly Row[], position: number): Row[] {
  const index = addRowsIndex(position, rows.length);
  return [...rows.slice(0, index), ...added, ...rows.slice(index)];
}

/** Removes rows by one id or a list of ids (spec section 5); unknown ids are ignored. */
export function removeTableRows<Row extends EditableRow>(rows: readonly Row[], idOrIds: string | readonly string[]): { rows: Row[]; removed: Row[] } {
  const ids = new Set(typeof idOrIds === 'string' ? [idOrIds] : idOrIds);
  const kept: Row[] = [];
  const removed: Row[] = [];
  for (const row of rows) (ids.has(row.id) ? removed : kept).push(row);
  return { rows: kept, removed };
}

/** Numbers the sort field 1, 2, 3... in row order; rows already numbered right are kept as they are. */
export function renumberTableRows<Row extends EditableRow>(rows: readonly Row[], sortKey: string = DEFAULT_SORT_KEY): Row[] {
  return rows.map((row, index) => (row[sortKey] === index + 1 ? row : { ...row, [sortKey]: index + 1 }));
}

/** Drag-sorting: the row at `from` moves to `to` and the sort field is renumbered. */
export function moveTableRow<Row extends EditableRow>(rows: readonly Row[], from: number, to: number, sortKey: string = DEFAULT_SORT_KEY): Row[] {
  if (from === to || !rows[from] || !rows[to]) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as Row);
  return renumberTableRows(next, sortKey);
}
