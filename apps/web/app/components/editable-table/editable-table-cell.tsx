import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { EditableRow } from '../../lib/editable-table';
import { CellDisplay } from './editable-table-cell-display';
import { AsyncSelectCell, CheckboxCell, DateCell, MultiSelectCell, RadioCell, SelectCell } from './editable-table-choice-cells';
import { InputCell, NumberCell, TagsCell, TextAreaCell } from './editable-table-text-cells';
import type { CellRenderProps, CellRenderer } from './editable-table-types';
import { UploadCell } from './editable-table-upload-cell';
import styles from './editable-table.module.css';

/** Types shown the same way whether or not the cell is being edited. */
const ALWAYS_SHOWN = new Set(['normal', 'progress', 'slot', 'popup', 'sel_user', 'sel_depart', 'checkbox', 'upload', 'file', 'image']);

function editorOf<Row extends EditableRow>(props: CellRenderProps<Row>, customCells: Readonly<Record<string, CellRenderer<Row>>> | undefined): ReactNode {
  const custom = customCells?.[props.column.type];
  if (custom) return custom(props);
  switch (props.column.type) {
    case 'inputNumber':
      return <NumberCell {...props} />;
    case 'textarea':
    case 'input_pop':
      return <TextAreaCell {...props} />;
    case 'tags':
      return <TagsCell {...props} />;
    case 'select':
    case 'sel_search':
      return <SelectCell {...props} />;
    case 'list_multi':
    case 'select-multiple':
      return <MultiSelectCell {...props} />;
    case 'sel_search_async':
      return <AsyncSelectCell {...props} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateCell {...props} />;
    case 'checkbox':
      return <CheckboxCell {...props} />;
    case 'radio':
      return <RadioCell {...props} />;
    case 'upload':
    case 'file':
    case 'image':
      return <UploadCell {...props} />;
    case 'slot':
    case 'popup':
    case 'sel_user':
    case 'sel_depart':
      return props.column.render ? props.column.render(props) : <CellDisplay column={props.column} value={props.value} />;
    case 'normal':
    case 'progress':
      return <CellDisplay column={props.column} value={props.value} />;
    default:
      return <InputCell {...props} />;
  }
}

type Props<Row extends EditableRow> = CellRenderProps<Row> & {
  customCells: Readonly<Record<string, CellRenderer<Row>>> | undefined;
  /** Click-to-edit tables: whether this cell is the one open; always-editable tables pass true. */
  editing: boolean;
  onStartEdit: () => void;
  /** Tells the table a press landed inside this cell (popups included), so it does not close the cell. */
  onPressInside: () => void;
};

/** One value cell: its editor or its text, with the broken rule's message under it. */
export function EditableCell<Row extends EditableRow>({ customCells, editing, onStartEdit, onPressInside, ...props }: Props<Row>) {
  const open = editing || ALWAYS_SHOWN.has(props.column.type) || Boolean(customCells?.[props.column.type]);
  return (
    <div className={styles.cell} onMouseDown={onPressInside}>
      {open ? (
        editorOf(props, customCells)
      ) : (
        <div
          className={styles.display}
          role="button"
          tabIndex={props.disabled ? -1 : 0}
          aria-label={props.column.title}
          onClick={() => !props.disabled && onStartEdit()}
          onKeyDown={(event) => event.key === 'Enter' && !props.disabled && onStartEdit()}
        >
          <CellDisplay column={props.column} value={props.value} />
        </div>
      )}
      {props.error ? (
        <Tooltip title={props.error}>
          <div className={styles.error} role="alert">
            {props.error}
          </div>
        </Tooltip>
      ) : null}
    </div>
  );
}
