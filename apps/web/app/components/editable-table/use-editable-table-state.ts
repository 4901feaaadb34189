import { useCallback, useRef, useState } from 'react';
import {
  type CellError,
  DEFAULT_SORT_KEY,
  type EditableRow,
  addRowCount,
  blankTableRow,
  insertTableRows,
  keepSelectable,
  moveTableRow,
  removeTableRows,
  renumberTableRows,
  temporaryRowIds,
  validateTableRows,
} from '../../lib/editable-table';
import type { EditableTableProps } from './editable-table-types';

/** Cell problems by row id, then column key: the message key of the broken rule. */
export type CellErrors = ReadonlyMap<string, ReadonlyMap<string, string>>;

function errorMap(errors: readonly CellError[]): Map<string, Map<string, string>> {
  const map = new Map<string, Map<string, string>>();
  for (const error of errors) {
    const row = map.get(error.rowId) ?? new Map<string, string>();
    row.set(error.key, error.message);
    map.set(error.rowId, row);
  }
  return map;
}

function errorList(errors: CellErrors): CellError[] {
  return [...errors].flatMap(([rowId, row]) => [...row].map(([key, message]) => ({ rowId, key, message })));
}

type Options<Row extends EditableRow> = Pick<
  EditableTableProps<Row>,
  'columns' | 'initialRows' | 'onChange' | 'onSelectionChange' | 'isRowDisabled' | 'sortKey'
>;

/**
 * The rows, selection and cell problems of one table. Changes go through refs as well as state so that the
 * imperative handle reads the latest rows in the same event that changed them.
 */
export function useEditableTableState<Row extends EditableRow>({
  columns,
  initialRows,
  onChange,
  onSelectionChange,
  isRowDisabled,
  sortKey = DEFAULT_SORT_KEY,
}: Options<Row>) {
  const [rows, setRowsState] = useState<Row[]>(() => [...(initialRows ?? [])]);
  const [selection, setSelectionState] = useState<string[]>([]);
  const [errors, setErrorsState] = useState<CellErrors>(() => new Map());
  const rowsRef = useRef(rows);
  const selectionRef = useRef(selection);
  const errorsRef = useRef(errors);
  const nextId = useRef<(() => string) | null>(null);
  const sortable = columns.some((column) => column.type === 'row-drag-sort');

  const setErrors = useCallback((next: CellErrors) => {
    errorsRef.current = next;
    setErrorsState(next);
  }, []);

  const setSelection = useCallback(
    (next: string[]) => {
      selectionRef.current = next;
      setSelectionState(next);
      onSelectionChange?.(next);
    },
    [onSelectionChange],
  );

  const commit = useCallback(
    (next: Row[]) => {
      const ordered = sortable ? renumberTableRows(next, sortKey) : next;
      rowsRef.current = ordered;
      setRowsState(ordered);
      onChange?.(ordered);
      const kept = keepSelectable(ordered, selectionRef.current, isRowDisabled);
      if (kept.length !== selectionRef.current.length) setSelection(kept);
      const ids = new Set(ordered.map((row) => row.id));
      if ([...errorsRef.current.keys()].some((id) => !ids.has(id))) setErrors(new Map([...errorsRef.current].filter(([id]) => ids.has(id))));
    },
    [sortable, sortKey, onChange, isRowDisabled, setSelection, setErrors],
  );

  /** Re-checks one column for the changed row and for every row already showing a problem there (unique rules). */
  const recheck = useCallback(
    (next: readonly Row[], rowId: string, keys: readonly string[]) => {
      const updated = new Map(errorsRef.current);
      for (const key of keys) {
        const rowIds = new Set([rowId, ...[...updated].filter(([, row]) => row.has(key)).map(([id]) => id)]);
        for (const id of rowIds) {
          const row = new Map(updated.get(id));
          row.delete(key);
          if (row.size > 0) updated.set(id, row);
          else updated.delete(id);
        }
        for (const error of validateTableRows(next, columns, { rowIds, keys: new Set([key]) })) {
          updated.set(error.rowId, new Map(updated.get(error.rowId)).set(error.key, error.message));
        }
      }
      setErrors(updated);
    },
    [columns, setErrors],
  );

  const updateRow = useCallback(
    (rowId: string, values: Record<string, unknown>) => {
      const next = rowsRef.current.map((row) => (row.id === rowId ? { ...row, ...values } : row));
      commit(next);
      recheck(next, rowId, Object.keys(values));
    },
    [commit, recheck],
  );

  const addRows = useCallback(
    (count = 1, position = 0): Row[] => {
      nextId.current ??= temporaryRowIds(Math.random().toString(36).slice(2, 8));
      const makeId = nextId.current;
      const added = Array.from({ length: addRowCount(count) }, () => blankTableRow(columns, makeId()) as Row);
      commit(insertTableRows(rowsRef.current, added, position));
      return added.map((row) => rowsRef.current.find((candidate) => candidate.id === row.id) ?? row);
    },
    [columns, commit],
  );

  const removeRows = useCallback((idOrIds: string | readonly string[]) => commit(removeTableRows(rowsRef.current, idOrIds).rows), [commit]);

  const moveRow = useCallback((from: number, to: number) => commit(moveTableRow(rowsRef.current, from, to, sortKey)), [commit, sortKey]);

  const validate = useCallback((): CellError[] => {
    const found = errorMap(validateTableRows(rowsRef.current, columns));
    setErrors(found);
    return errorList(found);
  }, [columns, setErrors]);

  const setRows = useCallback(
    (next: readonly Row[]) => {
      setErrors(new Map());
      commit([...next]);
    },
    [commit, setErrors],
  );

  return { rows, rowsRef, selection, selectionRef, setSelection, errors, updateRow, addRows, removeRows, moveRow, validate, setRows };
}
