import type { ReactNode, Ref } from 'react';
import type { CellError, EditableRow, EditableTableColumn } from '../../lib/editable-table';

export type CellOption = { value: string; label: string; disabled?: boolean };

/** What a cell renderer gets: the value, its row, and ways to change them. */
export type CellRenderProps<Row extends EditableRow> = {
  value: unknown;
  row: Row;
  rowIndex: number;
  column: TableColumn<Row>;
  onChange: (value: unknown) => void;
  /** Changes several fields of the row at once (a record picker filling its target fields). */
  onRowChange: (values: Record<string, unknown>) => void;
  /** The translated message of the rule the cell breaks. */
  error: string | null;
  disabled: boolean;
  /** Set when the cell has just been opened for editing, so the editor takes the focus. */
  autoFocus: boolean;
};

export type CellRenderer<Row extends EditableRow> = (props: CellRenderProps<Row>) => ReactNode;

/** A column (spec section 3) as the widget shows it. */
export type TableColumn<Row extends EditableRow> = EditableTableColumn<Row> & {
  /** The translated title; rule messages use it as {{title}}. */
  title: string;
  width?: number;
  options?: readonly CellOption[];
  /** Select, multi-select and radio cells without `options`: the dictionary whose items are offered. */
  dictCode?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Checkbox cells: the values for ticked and not ticked (default true and false). */
  customValue?: readonly [unknown, unknown];
  /** sel_search_async cells: the options matching a keyword, asked for 800 ms after the last keystroke. */
  loadOptions?: (keyword: string) => Promise<CellOption[]>;
  /** slot cells, and the picker of popup, sel_user and sel_depart cells. */
  render?: CellRenderer<Row>;
  /** Words a cell problem itself (the rule's message already in the reader's language); by default the table namespace does. */
  errorText?: (message: string) => string;
  /** Upload, file and image cells: `uploadnum` files at most. */
  fieldExtendJson?: { uploadnum?: number };
  /** Upload, file and image cells: a file may be taken out again / its name opens it. */
  allowRemove?: boolean;
  allowDownload?: boolean;
};

export type TableButton = 'add' | 'batch_delete';

/** addRowNum and addIndex start the toolbar's count and position; addScrollToBottom follows rows added at the bottom. */
export type AddSetting = { addRowNum?: number; addIndex?: number; addScrollToBottom?: boolean };

export type EditableTableValues<Row extends EditableRow> = { rows: Row[]; errors: CellError[] };

export type EditableTableHandle<Row extends EditableRow> = {
  /** Adds `count` blank rows at `position` (0 = bottom, p = the first new row becomes row p); returns them. */
  addRows: (count?: number, position?: number) => Row[];
  removeRows: (idOrIds: string | readonly string[]) => void;
  /** Checks every cell, shows the problems on their cells and returns the rows with the problems found. */
  getValues: () => EditableTableValues<Row>;
  getSelection: () => string[];
  setRows: (rows: readonly Row[]) => void;
  /** Brings a row into the table's view (the body shows only the rows in view). */
  scrollToRow: (id: string) => void;
};

export type EditableTableProps<Row extends EditableRow> = {
  columns: readonly TableColumn<Row>[];
  initialRows?: readonly Row[];
  onChange?: (rows: Row[]) => void;
  onSelectionChange?: (ids: string[]) => void;
  /** Cells are always editors unless this is set; then a click opens one cell and a click elsewhere closes it. */
  clickToEdit?: boolean;
  /** Rows that cannot be selected. */
  isRowDisabled?: (row: Row) => boolean;
  /** Toolbar buttons to leave out, by their permission codes. */
  hiddenButtons?: readonly TableButton[];
  addSetting?: AddSetting;
  /** The field drag-sorting renumbers (default orderNum); added and removed rows renumber it too. */
  sortKey?: string;
  /** The content of an expanded row (row-expand columns). */
  expandedRowRender?: (row: Row) => ReactNode;
  /** Renderers of custom cell types by type name; reserved row type names are refused. */
  customCells?: Readonly<Record<string, CellRenderer<Row>>>;
  /** More toolbar content after the table's own buttons. */
  toolbarExtra?: ReactNode;
  ref?: Ref<EditableTableHandle<Row>>;
};
