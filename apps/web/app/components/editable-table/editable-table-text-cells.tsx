import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditableRow, acceptNumberInput, formatTagsInput, numberInputText, numberOnBlur } from '../../lib/editable-table';
import type { CellRenderProps } from './editable-table-types';

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
export const statusOf = (error: string | null): 'error' | undefined => (error ? 'error' : undefined);

export function InputCell<Row extends EditableRow>({ value, onChange, column, error, disabled, autoFocus }: CellRenderProps<Row>) {
  return (
    <Input
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      placeholder={column.placeholder}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
    />
  );
}

/**
 * Number cells keep the typed text while focused, so half-typed numbers ('-', '3.') survive; keystrokes that would
 * not make a number are reverted, and leaving the cell stores a number or empties it (spec section 5).
 */
export function NumberCell<Row extends EditableRow>({ value, onChange, column, error, disabled, autoFocus }: CellRenderProps<Row>) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      value={draft ?? numberInputText(value)}
      onFocus={() => setDraft(numberInputText(value))}
      onChange={(event) => setDraft(acceptNumberInput(draft ?? numberInputText(value), event.target.value))}
      onBlur={() => {
        if (draft !== null) onChange(numberOnBlur(draft));
        setDraft(null);
      }}
      placeholder={column.placeholder}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
    />
  );
}

/** textarea and input_pop: one line in the row, and a larger text box in a popover for longer text. */
export function TextAreaCell<Row extends EditableRow>({ value, onChange, column, error, disabled, autoFocus }: CellRenderProps<Row>) {
  const { t } = useTranslation('table');
  return (
    <Input
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      placeholder={column.placeholder}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
      suffix={
        <Popover
          trigger="click"
          title={column.title}
          content={
            <Input.TextArea
              value={textOf(value)}
              onChange={(event) => onChange(event.target.value)}
              rows={6}
              style={{ width: 320 }}
              autoFocus
              aria-label={column.title}
            />
          }
        >
          <Button type="text" size="small" icon={<ExpandAltOutlined />} disabled={disabled} aria-label={t('cell.expandText')} />
        </Popover>
      }
    />
  );
}

/** Tags cells regroup what is typed into two-character tags separated by semicolons. */
export function TagsCell<Row extends EditableRow>({ value, onChange, column, error, disabled, autoFocus }: CellRenderProps<Row>) {
  return (
    <Input
      value={textOf(value)}
      onChange={(event) => onChange(formatTagsInput(event.target.value))}
      placeholder={column.placeholder}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
    />
  );
}
