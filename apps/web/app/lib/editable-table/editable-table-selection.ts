import type { EditableRow } from './editable-table-column';

/** How much of a table is selected, for the header box: nothing, part of it, or every row that can be selected. */
export type RowSelectionState = 'none' | 'some' | 'all';

export type RowDisabled<Row extends EditableRow> = (row: Row) => boolean;

const enabled = <Row extends EditableRow>(rows: readonly Row[], isDisabled?: RowDisabled<Row>) => rows.filter((row) => !isDisabled?.(row));

/** Disabled rows are skipped: they count neither as selected nor as missing from a full selection (spec section 4). */
export function selectionState<Row extends EditableRow>(rows: readonly Row[], selected: readonly string[], isDisabled?: RowDisabled<Row>): RowSelectionState {
  const chosen = new Set(selected);
  const candidates = enabled(rows, isDisabled);
  const count = candidates.filter((row) => chosen.has(row.id)).length;
  if (count === 0) return 'none';
  return count === candidates.length ? 'all' : 'some';
}

/** The header box: a full selection clears, anything less selects every row that is not disabled. */
export function toggleAllSelection<Row extends EditableRow>(rows: readonly Row[], selected: readonly string[], isDisabled?: RowDisabled<Row>): string[] {
  if (selectionState(rows, selected, isDisabled) === 'all') return [];
  return enabled(rows, isDisabled).map((row) => row.id);
}

/** One row's box (or radio, with `single`): a disabled row leaves the selection as it is. */
export function toggleRowSelection<Row extends EditableRow>(
  rows: readonly Row[],
  selected: readonly string[],
  id: string,
  options: { isDisabled?: RowDisabled<Row>; single?: boolean } = {},
): string[] {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row || options.isDisabled?.(row)) return [...selected];
  if (options.single) return [id];
  return selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id];
}

/** The selection after rows changed: ids of rows that are gone or now disabled are dropped, order kept. */
export function keepSelectable<Row extends EditableRow>(rows: readonly Row[], selected: readonly string[], isDisabled?: RowDisabled<Row>): string[] {
  const ids = new Set(enabled(rows, isDisabled).map((row) => row.id));
  return selected.filter((id) => ids.has(id));
}
