import { type AttributeChoice, attributeEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { useRootData } from '../../../root';

const choicesKey = ['account', 'attribute-choices'] as const;

/** Customer attribute groups (spec section 3), one choice per group; a change shows the server's word. */
export function CustomerAttributes() {
  const { t } = useTranslation('account');
  const api = useApi();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { language } = useRootData();
  const groups = useQuery({
    queryKey: ['account', 'attribute-groups', language],
    queryFn: async () => (await api.call(attributeEndpoints.groups)).result,
  });
  const choices = useQuery({
    queryKey: choicesKey,
    queryFn: async () => (await api.call(attributeEndpoints.choices)).result.customer,
  });
  const change = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (choice: AttributeChoice) => api.call(attributeEndpoints.change, { body: choice }),
    onSuccess: async ({ message: text }) => {
      void message.success(text);
      await client.invalidateQueries({ queryKey: choicesKey });
    },
    // Spec section 8: a failed change is a warning with the server's message.
    onError: (error) => void message.warning(serverMessage(error) ?? t('http:requestFailed')),
  });

  const chosen = (key: string) => choices.data?.find((choice) => choice.attributeKey === key)?.attribute;
  return (
    <Form layout="vertical" style={{ marginTop: 24 }}>
      {(groups.data ?? []).map((group) => (
        <Form.Item key={group.attributeKey} label={group.name}>
          <Radio.Group
            value={chosen(group.attributeKey)}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ attributeKey: group.attributeKey, attribute: String(event.target.value) })}
            options={group.items.map((item) => ({ value: item.itemValue, label: item.itemText }))}
          />
        </Form.Item>
      ))}
    </Form>
  );
}
