import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent, isWebhookUrl } from '@portal/domain';
import { Checkbox, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useSaveWebhookEndpoint } from '../api/webhooks-api';

type Values = { url: string; description: string; events: WebhookEvent[]; enabled: boolean };

/** Registers an endpoint (`endpoint` null) or changes one; a new endpoint's secret is handed to `onSecret`. */
export function WebhookEndpointModal({
  open,
  endpoint,
  onClose,
  onSecret,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const save = useSaveWebhookEndpoint();
  const initial: Values = endpoint
    ? { url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled: endpoint.enabled }
    : { url: '', description: '', events: [...WEBHOOK_EVENTS], enabled: true };

  return (
    <FormModal<Values>
      open={open}
      title={endpoint ? t('editTitle') : t('addTitle')}
      okText={t('save')}
      initialValues={initial}
      onSubmit={async (input) => {
        const saved = await save.mutateAsync({ id: endpoint?.id ?? null, input });
        if (saved.secret) onSecret(saved.secret);
      }}
      onClose={onClose}
      saved={t('saved')}
      failed={t('saveFailed')}
      pending={save.isPending}
      testId="webhook-endpoint-modal"
    >
      <>
        <Form.Item
          name="url"
          label={t('url')}
          extra={t('urlHint')}
          rules={[
            { required: true, message: t('urlRequired') },
            { validator: async (_rule, value: string) => (!value || isWebhookUrl(value.trim()) ? undefined : Promise.reject(new Error(t('urlInvalid')))) },
          ]}
        >
          <Input placeholder="https://erp.example.com/portal-events" maxLength={2000} />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="events" label={t('events')} rules={[{ required: true, type: 'array', min: 1, message: t('eventsRequired') }]}>
          <Checkbox.Group options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(`eventNames.${event}`) }))} />
        </Form.Item>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </>
    </FormModal>
  );
}
