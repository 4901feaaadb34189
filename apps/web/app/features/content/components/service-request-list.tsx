import type { Language, ServiceRequest } from '@portal/domain';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatContentDate } from './content-date';

/** The customer's earlier requests, newest first. */
export function ServiceRequestList({ requests, language }: { requests: ServiceRequest[]; language: Language }) {
  const { t } = useTranslation('content');
  return (
    <Table<ServiceRequest>
      rowKey="id"
      dataSource={requests}
      pagination={requests.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Empty description={t('customServices.noRequests')} /> }}
      data-testid="service-request-list"
      columns={[
        { key: 'requestNo', title: t('customServices.columns.requestNo'), dataIndex: 'requestNo', width: 190 },
        { key: 'service', title: t('customServices.columns.service'), render: (_value, row) => t(`services.${row.service}`, { defaultValue: row.service }) },
        { key: 'projectName', title: t('customServices.columns.projectName'), dataIndex: 'projectName' },
        { key: 'createdAt', title: t('customServices.columns.createdAt'), width: 180, render: (_value, row) => formatContentDate(row.createdAt, language) },
      ]}
    />
  );
}
