import type { ReportColumn, ReportQueryItem } from '@portal/domain';

/** The query form shows every query item except those marked hidden ('1'). */
export function visibleQueryItems(items: readonly ReportQueryItem[]): ReportQueryItem[] {
  return items.filter((item) => item.hidden !== '1');
}

/** The form field names of a query item: a range ('group') has a beginning and an end. */
export function queryFieldNames(item: ReportQueryItem): string[] {
  return item.mode === 'group' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field];
}

export type ReportSort = { column: string; order: 'asc' | 'desc' } | null;

/** The getData query: the page, the filled-in filters of known query fields, and the sort when there is one. */
export function reportDataQuery(input: {
  items: readonly ReportQueryItem[];
  filters: Readonly<Record<string, unknown>>;
  pageNo: number;
  pageSize: number;
  sort?: ReportSort;
}): Record<string, string | number> {
  const query: Record<string, string | number> = { pageNo: input.pageNo, pageSize: input.pageSize };
  for (const name of input.items.flatMap(queryFieldNames)) {
    const value = input.filters[name];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) query[name] = text;
  }
  if (input.sort) {
    query.column = input.sort.column;
    query.order = input.sort.order;
  }
  return query;
}

/** A cell as shown: dictionary columns show their items' texts (several comma-separated values each), others the value. */
export function reportCellText(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const options = column.dictOptions;
  if (!options) return text;
  return text
    .split(',')
    .map((part) => options.find((option) => option.value === part)?.text ?? part)
    .join(',');
}

/**
 * A record's key: its `id` when it has one, else its first column, which identifies a row in the portal's reports
 * (a month, a folder, a catalogue number).
 */
export function reportRecordKey(record: Readonly<Record<string, unknown>>, columns: readonly ReportColumn[]): string {
  const id = record.id ?? (columns[0] ? record[columns[0].dataIndex] : undefined);
  return id === undefined || id === null ? JSON.stringify(record) : String(id);
}

/** antd's sort order as the getData call names it. */
export function reportSortOf(column: string | undefined, order: 'ascend' | 'descend' | null | undefined): ReportSort {
  return column && order ? { column, order: order === 'ascend' ? 'asc' : 'desc' } : null;
}
