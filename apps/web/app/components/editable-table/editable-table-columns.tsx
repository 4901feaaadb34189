import { Checkbox, Radio, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { HTMLAttributes } from 'react';
import { CELL_MIN_WIDTHS, type CellType, type EditableRow, type RowSelectionState, isValueCellType } from '../../lib/editable-table';
import { EditableCell } from './editable-table-cell';
import { DragHandle } from './editable-table-drag';
import type { CellRenderer, TableColumn } from './editable-table-types';
import type { CellErrors } from './use-editable-table-state';
import styles from './editable-table.module.css';

const ROW_TYPE_WIDTHS: Record<string, number> = { 'row-number': 56, 'row-checkbox': 48, 'row-radio': 48, 'row-expand': 48, 'row-drag-sort': 48 };
const DEFAULT_WIDTH = 160;

/** A column's width: its own or the default, never under the spec's minimum for its type. */
export function columnWidth<Row extends EditableRow>(column: TableColumn<Row>): number {
  const own = ROW_TYPE_WIDTHS[column.type] ?? column.width ?? DEFAULT_WIDTH;
  return Math.max(own, CELL_MIN_WIDTHS[column.type as CellType] ?? 0);
}

/** The columns the table shows: hidden columns keep their values but take no place. */
export function shownColumns<Row extends EditableRow>(columns: readonly TableColumn<Row>[]): TableColumn<Row>[] {
  return columns.filter((column) => column.type !== 'hidden');
}

export type ColumnArgs<Row extends EditableRow> = {
  columns: readonly TableColumn<Row>[];
  t: TFunction<'table'>;
  errors: CellErrors;
  selectionState: RowSelectionState;
  selected: ReadonlySet<string>;
  isRowDisabled: ((row: Row) => boolean) | undefined;
  editing: { rowId: string; key: string } | null;
  clickToEdit: boolean;
  customCells: Readonly<Record<string, CellRenderer<Row>>> | undefined;
  onToggleAll: () => void;
  onToggleRow: (id: string, single: boolean) => void;
  onRowChange: (rowId: string, values: Record<string, unknown>) => void;
  onStartEdit: (rowId: string, key: string) => void;
  onPressInside: () => void;
};

/**
 * Cells carry their column's key, so a cell can be found by row and column. Their content fills the 61 px row, the
 * rule message taking the space under the editor, so the table's vertical cell padding is left out.
 */
const cellAttributes = (key: string) => ({ 'data-column-key': key, style: { paddingBlock: 0 } }) as HTMLAttributes<HTMLElement>;

function rowTypeColumn<Row extends EditableRow>(column: TableColumn<Row>, args: ColumnArgs<Row>): TableColumnsType<Row>[number] {
  const { t } = args;
  const base = { key: column.key, width: columnWidth(column), align: 'center' as const, onCell: () => cellAttributes(column.key) };
  switch (column.type) {
    case 'row-number':
      return { ...base, title: column.title || t('columns.number'), render: (_value, _row, index) => index + 1 };
    case 'row-checkbox':
      return {
        ...base,
        title: (
          <Checkbox
            checked={args.selectionState === 'all'}
            indeterminate={args.selectionState === 'some'}
            onChange={args.onToggleAll}
            aria-label={t('columns.selectAll')}
          />
        ),
        render: (_value, row, index) => (
          <Checkbox
            checked={args.selected.has(row.id)}
            disabled={args.isRowDisabled?.(row)}
            onChange={() => args.onToggleRow(row.id, false)}
            aria-label={t('columns.selectRow', { number: index + 1 })}
          />
        ),
      };
    case 'row-radio':
      return {
        ...base,
        title: column.title,
        render: (_value, row, index) => (
          <Radio
            checked={args.selected.has(row.id)}
            disabled={args.isRowDisabled?.(row)}
            onChange={() => args.onToggleRow(row.id, true)}
            aria-label={t('columns.selectRow', { number: index + 1 })}
          />
        ),
      };
    case 'row-drag-sort':
      return { ...base, title: column.title, render: () => <DragHandle /> };
    default:
      return Table.EXPAND_COLUMN;
  }
}

function valueColumn<Row extends EditableRow>(column: TableColumn<Row>, args: ColumnArgs<Row>): TableColumnsType<Row>[number] {
  const required = column.validateRules?.some((rule) => 'required' in rule || ('pattern' in rule && rule.pattern === '*'));
  return {
    key: column.key,
    dataIndex: column.key,
    width: columnWidth(column),
    title: (
      <>
        {required ? <span className={styles.required}>*</span> : null}
        {column.title}
      </>
    ),
    onCell: () => cellAttributes(column.key),
    render: (value: unknown, row: Row, index: number) => {
      const message = args.errors.get(row.id)?.get(column.key);
      const editing = !args.clickToEdit || (args.editing?.rowId === row.id && args.editing.key === column.key);
      return (
        <EditableCell<Row>
          value={value}
          row={row}
          rowIndex={index}
          column={column}
          onChange={(next) => args.onRowChange(row.id, { [column.key]: next })}
          onRowChange={(values) => args.onRowChange(row.id, values)}
          error={message ? (column.errorText?.(message) ?? args.t(message, { title: column.title })) : null}
          disabled={Boolean(column.disabled)}
          autoFocus={args.clickToEdit && editing}
          customCells={args.customCells}
          editing={editing}
          onStartEdit={() => args.onStartEdit(row.id, column.key)}
          onPressInside={args.onPressInside}
        />
      );
    },
  };
}

/** The antd columns of the table, in the order of the definitions. */
export function tableColumns<Row extends EditableRow>(args: ColumnArgs<Row>): TableColumnsType<Row> {
  return shownColumns(args.columns).map((column) => (isValueCellType(column.type) ? valueColumn(column, args) : rowTypeColumn(column, args)));
}
