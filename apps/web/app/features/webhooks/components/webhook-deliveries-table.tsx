import type { WebhookDelivery, WebhookDeliveryStatus } from '@portal/domain';
import { App, Button, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { LocalTime } from '../../../components/local-time';
import { type DeliveryQuery, useResendWebhookDelivery, useWebhookAttempts, useWebhookDeliveries, useWebhookEndpoints } from '../api/webhooks-api';

const STATUS_COLOURS: Record<WebhookDeliveryStatus, string> = { pending: 'blue', delivered: 'green', failed: 'red' };
const STATUSES: WebhookDeliveryStatus[] = ['pending', 'delivered', 'failed'];

/** One delivery's tries, oldest first, with what the receiver answered; and the body that was signed. */
function DeliveryAttempts({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const attempts = useWebhookAttempts(delivery.id);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="webhook-attempts">
      <Typography.Text strong>{t('payload')}</Typography.Text>
      <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {delivery.payload}
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={attempts.isLoading}
        dataSource={attempts.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('noAttempts')} /> }}
        columns={[
          { key: 'time', title: t('attemptedAt'), render: (_value, attempt) => <LocalTime value={attempt.attemptedAt} /> },
          { key: 'code', title: t('statusCode'), render: (_value, attempt) => attempt.statusCode ?? '—' },
          { key: 'duration', title: t('duration'), render: (_value, attempt) => `${attempt.durationMs} ms` },
          { key: 'error', title: t('error'), dataIndex: 'error' },
          {
            key: 'response',
            title: t('response'),
            render: (_value, attempt) => (
              <Typography.Text code ellipsis={{ tooltip: attempt.responseBody }} style={{ maxWidth: 320 }}>
                {attempt.responseBody}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Space>
  );
}

/** One filter of the deliveries: choosing or clearing it starts the list again from its first page. */
function DeliveryFilter<K extends 'endpointId' | 'status'>({
  name,
  label,
  width,
  options,
  query,
  onQuery,
}: {
  name: K;
  label: string;
  width: number;
  options: { value: NonNullable<DeliveryQuery[K]>; label: string }[];
  query: DeliveryQuery;
  onQuery: (query: DeliveryQuery) => void;
}) {
  return (
    <Select
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ minWidth: width }}
      value={query[name]}
      onChange={(value?: DeliveryQuery[K]) => onQuery({ ...query, pageNo: 1, [name]: value })}
      options={options}
    />
  );
}

/** Every delivery, newest first, filtered by endpoint and status; each opens to its attempts and may be sent again. */
export function WebhookDeliveriesTable({ query, onQuery }: { query: DeliveryQuery; onQuery: (query: DeliveryQuery) => void }) {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const deliveries = useWebhookDeliveries(query);
  const endpoints = useWebhookEndpoints();
  const resend = useResendWebhookDelivery();

  const sendAgain = async (id: string) => {
    try {
      await resend.mutateAsync(id);
      void message.success(t('resent'));
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <DeliveryFilter
          name="endpointId"
          label={t('endpointFilter')}
          width={280}
          options={(endpoints.data ?? []).map((endpoint) => ({ value: endpoint.id, label: endpoint.url }))}
          query={query}
          onQuery={onQuery}
        />
        <DeliveryFilter
          name="status"
          label={t('statusFilter')}
          width={160}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          query={query}
          onQuery={onQuery}
        />
      </Space>
      <Table<WebhookDelivery>
        rowKey="id"
        loading={deliveries.isLoading}
        dataSource={deliveries.data?.records ?? []}
        data-testid="webhook-deliveries"
        scroll={{ x: true }}
        locale={{ emptyText: t('noDeliveries') }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: deliveries.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (pageNo) => onQuery({ ...query, pageNo }),
        }}
        expandable={{ expandedRowRender: (delivery) => <DeliveryAttempts delivery={delivery} /> }}
        columns={[
          { key: 'time', title: t('createdAt'), render: (_value, delivery) => <LocalTime value={delivery.createdAt} /> },
          { key: 'event', title: t('event'), render: (_value, delivery) => t(`eventNames.${delivery.eventType}`) },
          { key: 'endpoint', title: t('url'), render: (_value, delivery) => <Typography.Text code>{delivery.endpointUrl}</Typography.Text> },
          {
            key: 'status',
            title: t('state'),
            render: (_value, delivery) => (
              <Tag color={STATUS_COLOURS[delivery.status]} data-testid="webhook-delivery-status">
                {t(`status.${delivery.status}`)}
              </Tag>
            ),
          },
          { key: 'attempts', title: t('attempts'), dataIndex: 'attempts' },
          { key: 'last', title: t('statusCode'), render: (_value, delivery) => delivery.lastStatusCode ?? (delivery.lastError || '—') },
          {
            key: 'next',
            title: t('nextAttempt'),
            render: (_value, delivery) => (delivery.nextAttemptAt ? <LocalTime value={delivery.nextAttemptAt} /> : '—'),
          },
          {
            key: 'actions',
            title: t('actions'),
            render: (_value, delivery) => (
              <Button size="small" loading={resend.isPending && resend.variables === delivery.id} onClick={() => void sendAgain(delivery.id)}>
                {t('resend')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
