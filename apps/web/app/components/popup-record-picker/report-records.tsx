import { type ReportColumnsReply, type ReportQueryItem, TABLE_PAGINATION } from '@portal/domain';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportSort, reportCellText, reportDataQuery, reportRecordKey, reportSortOf } from '../../lib/widgets';
import { useReportPage } from './report-api';
import { ReportQueryForm } from './report-query-form';

export type ReportRecord = Record<string, unknown>;

/** How a picker lets rows be chosen; without it the records are read-only. */
export type RecordSelection = {
  multi: boolean;
  keys: string[];
  onToggle: (key: string, record: ReportRecord) => void;
  onChange: (keys: string[], records: Array<ReportRecord | undefined>) => void;
};

type Props = { layout: ReportColumnsReply; queryItems: ReportQueryItem[]; selection?: RecordSelection };

/**
 * A report's records with its search form, pages of 10 (10/20/30 offered) and sorting by the columns that allow it
 * (spec sections 3 and 9). Dictionary columns show their texts.
 */
export function ReportRecords({ layout, queryItems, selection }: Props) {
  const { t } = useTranslation('widgets');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({ pageNo: TABLE_PAGINATION.current, pageSize: TABLE_PAGINATION.pageSize });
  const [sort, setSort] = useState<ReportSort>(null);
  const page = useReportPage(layout.cgRpConfigId, reportDataQuery({ items: queryItems, filters, ...paging, sort }));
  const keyOf = (record: ReportRecord) => reportRecordKey(record, layout.columns);

  const onTableChange: TableProps<ReportRecord>['onChange'] = (pagination, _filters, sorter) => {
    const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(reportSortOf(typeof sorted?.field === 'string' ? sorted.field : undefined, sorted?.order));
    setPaging({ pageNo: pagination.current ?? TABLE_PAGINATION.current, pageSize: pagination.pageSize ?? TABLE_PAGINATION.pageSize });
  };

  return (
    <>
      <ReportQueryForm
        items={queryItems}
        onSearch={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, pageNo: TABLE_PAGINATION.current }));
        }}
      />
      <Table<ReportRecord>
        rowKey={keyOf}
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        onChange={onTableChange}
        onRow={
          selection
            ? (record) => ({
                style: { cursor: 'pointer' },
                // The tick box handles its own clicks; a click anywhere else on the row ticks it too.
                onClick: (event) => {
                  if (!(event.target instanceof Element && event.target.closest('.ant-table-selection-column'))) selection.onToggle(keyOf(record), record);
                },
              })
            : undefined
        }
        rowSelection={
          selection
            ? {
                type: selection.multi ? 'checkbox' : 'radio',
                selectedRowKeys: selection.keys,
                preserveSelectedRowKeys: true,
                onChange: (keys, records) => selection.onChange(keys.map(String), records),
              }
            : undefined
        }
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          pageSizeOptions: [...TABLE_PAGINATION.pageSizeOptions],
          showSizeChanger: true,
          showTotal: (total) => t('popup.total', { total }),
        }}
        columns={layout.columns.map((column) => ({
          key: column.dataIndex,
          dataIndex: column.dataIndex,
          title: column.title,
          sorter: column.sorter === true,
          sortOrder: sort?.column === column.dataIndex ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
          render: (value: unknown) => reportCellText(column, value),
        }))}
      />
    </>
  );
}
