import { numberFormat } from '@portal/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EditableRow, type StatisticKind, columnStatistics } from '../../lib/editable-table';
import type { TableColumn } from './editable-table-types';

const KINDS: readonly StatisticKind[] = ['sum', 'average'];

/** The kinds of statistics any of the columns asks for, in the order their rows appear. */
export function statisticKinds<Row extends EditableRow>(columns: readonly TableColumn<Row>[]): StatisticKind[] {
  return KINDS.filter((kind) => columns.some((column) => column.statistics?.includes(kind)));
}

/**
 * The statistics rows under the body (inside a fixed Table.Summary): one row per kind. The label takes the leading
 * columns that show no statistics; when there are none, each figure carries the label itself.
 */
export function StatisticsRows<Row extends EditableRow>({ columns, rows }: { columns: readonly TableColumn<Row>[]; rows: readonly Row[] }) {
  const { t, i18n } = useTranslation('table');
  const figure = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const leading = Math.max(
    0,
    columns.findIndex((column) => (column.statistics?.length ?? 0) > 0),
  );
  return statisticKinds(columns).map((kind) => (
    <Table.Summary.Row key={kind}>
      {leading > 0 ? (
        <Table.Summary.Cell index={0} colSpan={leading}>
          {t(`statistics.${kind}`)}
        </Table.Summary.Cell>
      ) : null}
      {columns.slice(leading).map((column, offset) => {
        const shown = column.statistics?.includes(kind);
        const value = shown ? columnStatistics(rows, column.key)[kind] : null;
        const text = value === null ? '-' : figure.format(value);
        return (
          <Table.Summary.Cell key={column.key} index={leading + offset}>
            {shown ? <span data-statistic={`${kind}:${column.key}`}>{leading > 0 ? text : `${t(`statistics.${kind}`)}: ${text}`}</span> : null}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  ));
}
