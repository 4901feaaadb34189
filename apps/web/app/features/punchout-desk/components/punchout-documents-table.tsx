import { type PunchoutDocument, numberFormat } from '@portal/domain';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '../../../components/local-time';
import { type DocumentQuery, usePunchoutDocuments } from '../api/punchout-desk-api';
import { PunchoutBuyerSelect } from './punchout-buyer-select';
import { PunchoutDocumentDrawer } from './punchout-document-drawer';
import styles from './punchout-desk.module.css';

const noWrap = () => ({ className: styles.nowrap });

const isSuccess = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * Every document exchanged with the buyers' procurement systems, newest first, filtered by buyer and, coming from a
 * session, by that session; each opens to its body.
 */
export function PunchoutDocumentsTable({ query, onQuery }: { query: DocumentQuery; onQuery: (query: DocumentQuery) => void }) {
  const { t, i18n } = useTranslation('punchout');
  const documents = usePunchoutDocuments(query);
  const [viewing, setViewing] = useState<string | null>(null);
  const kilobytes = numberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <PunchoutBuyerSelect allowClear value={query.buyerId} onChange={(buyerId) => onQuery({ pageNo: 1, pageSize: query.pageSize, buyerId })} />
        {query.sessionId ? (
          <Tag closable onClose={() => onQuery({ ...query, pageNo: 1, sessionId: undefined })} data-testid="punchout-session-filter">
            {t('sessionFilter', { id: query.sessionId.slice(0, 8) })}
          </Tag>
        ) : null}
      </Space>
      <Table<PunchoutDocument>
        rowKey="id"
        loading={documents.isLoading}
        dataSource={documents.data?.records ?? []}
        data-testid="punchout-documents"
        scroll={{ x: true }}
        locale={{ emptyText: t('noDocuments') }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: documents.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (pageNo) => onQuery({ ...query, pageNo }),
        }}
        columns={[
          { key: 'time', title: t('time'), onCell: noWrap, render: (_value, document) => <LocalTime value={document.createdAt} /> },
          { key: 'buyer', title: t('buyer'), minWidth: 140, render: (_value, document) => document.buyerName || '—' },
          {
            key: 'direction',
            title: t('direction'),
            render: (_value, document) => <Tag color={document.direction === 'in' ? 'geekblue' : 'purple'}>{t(`directions.${document.direction}`)}</Tag>,
          },
          { key: 'kind', title: t('kind'), dataIndex: 'kind' },
          {
            key: 'payload',
            title: t('payloadId'),
            render: (_value, document) =>
              document.payloadId ? (
                <Typography.Text code ellipsis={{ tooltip: document.payloadId }} style={{ maxWidth: 240 }}>
                  {document.payloadId}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'status',
            title: t('status'),
            render: (_value, document) => {
              const status = `${document.statusCode} ${document.statusText}`;
              return (
                <Typography.Text
                  type={isSuccess(document.statusCode) ? 'success' : 'danger'}
                  ellipsis={{ tooltip: status }}
                  style={{ maxWidth: 220 }}
                  data-testid="punchout-document-status"
                >
                  {status}
                </Typography.Text>
              );
            },
          },
          { key: 'order', title: t('orderNo'), onCell: noWrap, render: (_value, document) => document.orderNo ?? '—' },
          { key: 'size', title: t('size'), align: 'right', onCell: noWrap, render: (_value, document) => kilobytes.format(document.bytes / 1024) },
          {
            key: 'actions',
            title: t('actions'),
            render: (_value, document) => (
              <Button size="small" onClick={() => setViewing(document.id)}>
                {t('view')}
              </Button>
            ),
          },
        ]}
      />
      <PunchoutDocumentDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
