import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEndpointInput, type WebhookEvent, isWebhookUrl } from '@portal/domain';
import { App, Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveWebhookEndpoint();

  const submit = async () => {
    // A field the form refuses shows its own message; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const input: WebhookEndpointInput = values;
      const saved = await save.mutateAsync({ id: endpoint?.id ?? null, input });
      void message.success(t('saved'));
      onClose();
      if (saved.secret) onSecret(saved.secret);
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  const initial: Values = endpoint
    ? { url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled: endpoint.enabled }
    : { url: '', description: '', events: [...WEBHOOK_EVENTS], enabled: true };

  return (
    <Modal
      open={open}
      title={endpoint ? t('editTitle') : t('addTitle')}
      onOk={() => void submit()}
      okText={t('save')}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
      data-testid="webhook-endpoint-modal"
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
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
      </Form>
    </Modal>
  );
}
