import { Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditableRow, cellTags, uploadPathsOf } from '../../lib/editable-table';
import { shortFileName } from '../../lib/widgets';
import type { TableColumn } from './editable-table-types';

function optionLabel<Row extends EditableRow>(column: TableColumn<Row>, value: unknown): string {
  return column.options?.find((option) => option.value === value)?.label ?? String(value);
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined || value === '' ? [] : [value];
}

/** How a cell reads when it is not being edited (read-only types, and click-to-edit tables). */
export function CellDisplay<Row extends EditableRow>({ column, value }: { column: TableColumn<Row>; value: unknown }): ReactNode {
  const { t } = useTranslation('table');
  switch (column.type) {
    case 'checkbox': {
      const [on] = column.customValue ?? [true, false];
      return value === on ? t('cell.yes') : t('cell.no');
    }
    case 'select':
    case 'sel_search':
    case 'sel_search_async':
    case 'radio':
    case 'list_multi':
    case 'select-multiple':
      return listOf(value)
        .map((item) => optionLabel(column, item))
        .join(', ');
    case 'progress':
      return <Progress percent={Number(value) || 0} size="small" />;
    case 'tags':
      return cellTags(value).map((tag, index) => <Tag key={`${tag}-${index}`}>{tag}</Tag>);
    case 'upload':
    case 'file':
    case 'image':
      return uploadPathsOf(value)
        .map((path) => shortFileName(path.split('/').pop() ?? path))
        .join(', ');
    default:
      return listOf(value).map(String).join(', ');
  }
}
