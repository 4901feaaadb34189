import type { WebhookEndpoint } from '@portal/domain';
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { LocalTime } from '../../../components/local-time';
import { useRemoveWebhookEndpoint, useRotateWebhookSecret, useWebhookEndpoints } from '../api/webhooks-api';
import { WebhookEndpointModal } from './webhook-endpoint-modal';
import { SecretRevealModal } from '../../../components/secret-reveal-modal';

/** The supplier's registered endpoints: what each hears, its secret's start, waiting and given-up deliveries. */
export function WebhookEndpointsTable({ onShowDeliveries }: { onShowDeliveries: (endpointId: string) => void }) {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const endpoints = useWebhookEndpoints();
  const remove = useRemoveWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing({ endpoint: null })}>
          {t('add')}
        </Button>
      </Space>
      <Table<WebhookEndpoint>
        rowKey="id"
        loading={endpoints.isLoading}
        dataSource={endpoints.data ?? []}
        pagination={false}
        locale={{ emptyText: t('noEndpoints') }}
        data-testid="webhook-endpoints"
        scroll={{ x: true }}
        columns={[
          {
            key: 'url',
            title: t('url'),
            render: (_value, endpoint) => (
              <>
                <Typography.Text code>{endpoint.url}</Typography.Text>
                {endpoint.description ? (
                  <>
                    <br />
                    <Typography.Text type="secondary">{endpoint.description}</Typography.Text>
                  </>
                ) : null}
              </>
            ),
          },
          {
            key: 'events',
            title: t('events'),
            render: (_value, endpoint) => endpoint.events.map((event) => <Tag key={event}>{t(`eventNames.${event}`)}</Tag>),
          },
          {
            key: 'secret',
            title: t('secret'),
            render: (_value, endpoint) => (
              <>
                <Typography.Text code>{endpoint.secretHint}</Typography.Text>
                {endpoint.previousSecretUntil ? (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {t('previousSecretUntil')} <LocalTime value={endpoint.previousSecretUntil} />
                  </Typography.Paragraph>
                ) : null}
              </>
            ),
          },
          {
            key: 'state',
            title: t('state'),
            render: (_value, endpoint) => (
              <Space size={4} wrap>
                <Tag color={endpoint.enabled ? 'green' : 'default'}>{endpoint.enabled ? t('enabled') : t('disabled')}</Tag>
                {endpoint.pending > 0 ? <Tag color="blue">{t('pendingCount', { count: endpoint.pending })}</Tag> : null}
                {endpoint.failed > 0 ? <Tag color="red">{t('failedCount', { count: endpoint.failed })}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('actions'),
            render: (_value, endpoint) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ endpoint })}>
                  {t('edit')}
                </Button>
                <Button size="small" onClick={() => onShowDeliveries(endpoint.id)}>
                  {t('deliveries')}
                </Button>
                <Popconfirm
                  title={t('rotateConfirm')}
                  onConfirm={() => void act(async () => setSecret((await rotate.mutateAsync(endpoint.id)).secret), t('rotated'))}
                >
                  <Button size="small">{t('rotate')}</Button>
                </Popconfirm>
                <Popconfirm title={t('removeConfirm')} onConfirm={() => void act(() => remove.mutateAsync(endpoint.id), t('removed'))}>
                  <Button size="small" danger>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <WebhookEndpointModal open={editing !== null} endpoint={editing?.endpoint ?? null} onClose={() => setEditing(null)} onSecret={setSecret} />
      <SecretRevealModal secret={secret} title={t('secretTitle')} warning={t('secretOnce')} testId="webhook-secret" onClose={() => setSecret(null)} />
    </>
  );
}
