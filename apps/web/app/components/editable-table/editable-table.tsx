import { Table, type TableRef } from 'antd';
import { type CSSProperties, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDITABLE_TABLE_LAYOUT,
  type EditableRow,
  assertCustomCellTypes,
  selectionState,
  toggleAllSelection,
  toggleRowSelection,
} from '../../lib/editable-table';
import { columnWidth, shownColumns, tableColumns } from './editable-table-columns';
import { DraggableTableRow, SortableRows } from './editable-table-drag';
import { StatisticsRows, statisticKinds } from './editable-table-statistics';
import { EditableTableToolbar } from './editable-table-toolbar';
import type { EditableTableProps } from './editable-table-types';
import { useEditableTableState } from './use-editable-table-state';
import { useFocusScrollSync } from './use-focus-scroll-sync';
import styles from './editable-table.module.css';

type EditingCell = { rowId: string; key: string } | null;

/**
 * Closes the open cell of a click-to-edit table when a press lands outside it. Cells report presses inside them
 * (through React, so presses in their popups count too); the window hears every press before (capture) and after
 * (bubble) the cells do.
 */
function useCloseOnOutsidePress(editing: EditingCell, close: () => void) {
  const inside = useRef(false);
  useEffect(() => {
    if (!editing) return;
    const reset = () => {
      inside.current = false;
    };
    const check = () => {
      // Closed once focus has moved on, so the editor's blur has stored its value.
      if (!inside.current) setTimeout(close, 0);
    };
    window.addEventListener('mousedown', reset, true);
    window.addEventListener('mousedown', check);
    return () => {
      window.removeEventListener('mousedown', reset, true);
      window.removeEventListener('mousedown', check);
    };
  }, [editing, close]);
  return () => {
    inside.current = true;
  };
}

/**
 * The editable table of spec sections 3 to 5 and 9: virtual rows 61 px high in a body at most 400 px high, cells
 * that are editors (or open on a click with `clickToEdit`), rule messages on their cells, selection, drag-sorting,
 * statistics and a toolbar to add and batch-delete rows. Its handle (`ref`) adds and removes rows and hands out the
 * values with their problems and the selection.
 */
export function EditableTable<Row extends EditableRow>(props: EditableTableProps<Row>) {
  const { columns, clickToEdit = false, isRowDisabled, hiddenButtons = [], addSetting, expandedRowRender, customCells, toolbarExtra, ref } = props;
  const { t } = useTranslation('table');
  assertCustomCellTypes(Object.keys(customCells ?? {}));
  const state = useEditableTableState(props);
  const { rows, selection, setSelection } = state;
  const tableRef = useRef<TableRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusScrollSync(rootRef);
  const [editing, setEditing] = useState<EditingCell>(null);
  const close = useCallback(() => setEditing(null), []);
  const pressInside = useCloseOnOutsidePress(editing, close);
  const sortable = columns.some((column) => column.type === 'row-drag-sort');
  const expandable = columns.some((column) => column.type === 'row-expand');
  const shown = shownColumns(columns);

  // Rows added at the bottom are scrolled to once they are rendered (addScrollToBottom).
  const scrollTarget = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollTarget.current) return;
    tableRef.current?.scrollTo({ key: scrollTarget.current });
    scrollTarget.current = null;
  }, [rows]);

  const addRows = (count?: number, position?: number) => {
    const added = state.addRows(count, position);
    if (addSetting?.addScrollToBottom && !position) scrollTarget.current = added.at(-1)?.id ?? null;
    return added;
  };

  useImperativeHandle(ref, () => ({
    addRows,
    removeRows: state.removeRows,
    getValues: () => ({ errors: state.validate(), rows: [...state.rowsRef.current] }),
    getSelection: () => [...state.selectionRef.current],
    setRows: state.setRows,
    scrollToRow: (id: string) => tableRef.current?.scrollTo({ index: state.rowsRef.current.findIndex((row) => row.id === id) }),
  }));

  const antdColumns = tableColumns<Row>({
    columns,
    t,
    errors: state.errors,
    selectionState: selectionState(rows, selection, isRowDisabled),
    selected: new Set(selection),
    isRowDisabled,
    editing,
    clickToEdit,
    customCells,
    onToggleAll: () => setSelection(toggleAllSelection(state.rowsRef.current, state.selectionRef.current, isRowDisabled)),
    onToggleRow: (id, single) => setSelection(toggleRowSelection(state.rowsRef.current, state.selectionRef.current, id, { isDisabled: isRowDisabled, single })),
    onRowChange: state.updateRow,
    onStartEdit: (rowId, key) => setEditing({ rowId, key }),
    onPressInside: pressInside,
  });
  const components = useMemo(() => (sortable ? { body: { row: DraggableTableRow } } : undefined), [sortable]);

  const table = (
    <Table<Row>
      ref={tableRef}
      virtual
      rowKey={EDITABLE_TABLE_LAYOUT.rowKey}
      size={EDITABLE_TABLE_LAYOUT.size}
      bordered
      columns={antdColumns}
      dataSource={rows}
      pagination={false}
      rowClassName={() => styles.row ?? ''}
      scroll={{ x: shown.reduce((total, column) => total + columnWidth(column), 0), y: EDITABLE_TABLE_LAYOUT.maxHeight }}
      components={components}
      expandable={expandable ? { expandedRowRender: (row) => expandedRowRender?.(row) } : undefined}
      summary={
        statisticKinds(shown).length > 0
          ? () => (
              // Virtual tables show a summary only when it is a fixed Table.Summary itself.
              <Table.Summary fixed>
                <StatisticsRows columns={shown} rows={rows} />
              </Table.Summary>
            )
          : undefined
      }
    />
  );

  return (
    <div data-testid="editable-table" ref={rootRef} style={{ '--editable-table-row-height': `${EDITABLE_TABLE_LAYOUT.rowHeight}px` } as CSSProperties}>
      <EditableTableToolbar
        rowCount={rows.length}
        selectedCount={selection.length}
        hiddenButtons={hiddenButtons}
        addSetting={addSetting}
        onAdd={addRows}
        onBatchDelete={() => state.removeRows(state.selectionRef.current)}
        extra={toolbarExtra}
      />
      {sortable ? (
        <SortableRows ids={rows.map((row) => row.id)} onMove={state.moveRow}>
          {table}
        </SortableRows>
      ) : (
        table
      )}
    </div>
  );
}
