import { Checkbox, DatePicker, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CELL_VALUE_FORMATS, type EditableRow } from '../../lib/editable-table';
import { SEARCH_SELECT_DEBOUNCE_MS } from '../../lib/widgets';
import { statusOf } from './editable-table-text-cells';
import { useDictItems } from '../use-dict-items';
import type { CellOption, CellRenderProps } from './editable-table-types';

dayjs.extend(customParseFormat);

/** The column's own options, else its dictionary's items (`dictCode`, spec section 3). */
function useCellOptions<Row extends EditableRow>({ column }: CellRenderProps<Row>): CellOption[] {
  const { items } = useDictItems(column.options ? undefined : column.dictCode);
  if (column.options) return column.options.map((option) => ({ ...option }));
  return (items.data ?? []).map((item) => ({ value: item.value, label: item.text }));
}
const scalar = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** select, and sel_search with a search box that filters the options by their text. */
export function SelectCell<Row extends EditableRow>(props: CellRenderProps<Row>) {
  const { value, onChange, column, error, disabled, autoFocus } = props;
  const options = useCellOptions(props);
  const { t } = useTranslation('table');
  return (
    <Select
      value={scalar(value)}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      options={options}
      showSearch={column.type === 'sel_search' ? { optionFilterProp: 'label' } : false}
      allowClear
      placeholder={column.placeholder ?? t('cell.choose')}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
      style={{ width: '100%' }}
    />
  );
}

/** list_multi and select-multiple: the value is the list of chosen option values. */
export function MultiSelectCell<Row extends EditableRow>(props: CellRenderProps<Row>) {
  const { value, onChange, column, error, disabled, autoFocus } = props;
  const options = useCellOptions(props);
  const { t } = useTranslation('table');
  return (
    <Select
      mode="multiple"
      value={list(value)}
      onChange={(next: string[]) => onChange(next)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      allowClear
      placeholder={column.placeholder ?? t('cell.choose')}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
      style={{ width: '100%' }}
    />
  );
}

/** sel_search_async: options come from the column's loader, asked 800 ms after the last keystroke. */
export function AsyncSelectCell<Row extends EditableRow>({ value, onChange, column, error, disabled, autoFocus }: CellRenderProps<Row>) {
  const { t } = useTranslation('table');
  const [options, setOptions] = useState<CellOption[]>(column.options ? [...column.options] : []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current ?? undefined);
    const loader = column.loadOptions;
    if (!loader) return;
    timer.current = setTimeout(() => {
      const ask = (latest.current += 1);
      setLoading(true);
      loader(keyword)
        .then(
          (found) => ask === latest.current && setOptions(found),
          () => ask === latest.current && setOptions([]),
        )
        .finally(() => ask === latest.current && setLoading(false));
    }, SEARCH_SELECT_DEBOUNCE_MS);
  };

  return (
    <Select
      value={scalar(value)}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      notFoundContent={loading ? t('cell.searching') : t('cell.noMatch')}
      allowClear
      placeholder={column.placeholder ?? t('cell.search')}
      status={statusOf(error)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
      style={{ width: '100%' }}
    />
  );
}

export function CheckboxCell<Row extends EditableRow>({ value, onChange, column, disabled, autoFocus }: CellRenderProps<Row>) {
  const [on, off] = column.customValue ?? [true, false];
  return (
    <Checkbox
      checked={value === on}
      onChange={(event) => onChange(event.target.checked ? on : off)}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
    />
  );
}

export function RadioCell<Row extends EditableRow>(props: CellRenderProps<Row>) {
  const { value, onChange, column, disabled } = props;
  const options = useCellOptions(props);
  return (
    <Radio.Group value={scalar(value)} onChange={(event) => onChange(event.target.value)} disabled={disabled} aria-label={column.title}>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** date, datetime and time cells keep text in the formats of CELL_VALUE_FORMATS. */
export function DateCell<Row extends EditableRow>({ value, onChange, column, error, disabled, autoFocus }: CellRenderProps<Row>) {
  const kind = column.type === 'datetime' ? 'datetime' : column.type === 'time' ? 'time' : 'date';
  const format = CELL_VALUE_FORMATS[kind];
  const parsed = typeof value === 'string' && value ? dayjs(value, format, true) : null;
  const picked = parsed?.isValid() ? parsed : null;
  const shared = {
    value: picked,
    onChange: (next: Dayjs | null) => onChange(next ? next.format(format) : null),
    format,
    status: statusOf(error),
    disabled,
    autoFocus,
    'aria-label': column.title,
    style: { width: '100%' },
  } as const;
  return kind === 'time' ? <TimePicker {...shared} /> : <DatePicker {...shared} showTime={kind === 'datetime'} />;
}
