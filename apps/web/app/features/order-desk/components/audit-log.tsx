import type { AuditEntry } from '@portal/domain';
import { Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditQuery, useAuditLog } from '../api/order-desk-api';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { queryTableState } from '../../../lib/query-table';

const PAGE_SIZE = 20;

/** The details of an entry as compact `key: value` text; nested values as JSON. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}

/** Every staff action, newest first, optionally of one kind of object. */
export function AuditLog() {
  const { t } = useTranslation('order-desk');
  const format = useOrderFormat();
  const [query, setQuery] = useState<AuditQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
  const log = useAuditLog(query);

  return (
    <>
      <Input.Search
        aria-label={t('audit.objectType')}
        placeholder={t('audit.objectTypeHint')}
        allowClear
        enterButton={t('queue.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(objectType) => setQuery({ pageNo: 1, pageSize: query.pageSize, ...(objectType.trim() ? { objectType: objectType.trim() } : {}) })}
      />
      <Table<AuditEntry>
        rowKey="id"
        data-testid="audit-log"
        {...queryTableState(log, t('queue.loadFailed'))}
        dataSource={log.data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
        columns={[
          { key: 'time', title: t('audit.time'), render: (_value, entry) => format.moment(entry.createdAt) },
          { key: 'staff', title: t('audit.staff'), dataIndex: 'staffName' },
          { key: 'action', title: t('audit.action'), render: (_value, entry) => <Typography.Text code>{entry.action}</Typography.Text> },
          { key: 'object', title: t('audit.object'), render: (_value, entry) => `${entry.objectType} ${entry.objectId}` },
          {
            key: 'details',
            title: t('audit.details'),
            render: (_value, entry) => <Typography.Text type="secondary">{detailsText(entry.details)}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
