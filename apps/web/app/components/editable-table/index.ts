export { EditableTable } from './editable-table';
export type {
  AddSetting,
  CellOption,
  CellRenderProps,
  CellRenderer,
  EditableTableHandle,
  EditableTableProps,
  EditableTableValues,
  TableButton,
  TableColumn,
} from './editable-table-types';
