import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { useRootData } from '../../../root';

type AttributeGroup = { attributeKey: string; name: string; items: { itemValue: string; itemText: string }[] };
type Choice = { attributeKey: string; attribute: string };

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
    queryFn: async () => (await api.get<AttributeGroup[]>('/by-customer/byCustomerAttribute/queryClientCustomerAttribute')).result,
  });
  const choices = useQuery({
    queryKey: choicesKey,
    queryFn: async () => (await api.get<{ customer: Choice[] }>('/by-customer/byCustomerAttribute/queryClientAttribute')).result.customer,
  });
  const change = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (choice: Choice) => api.post<null>('/by-order-client/order/changeClientAttribute', choice),
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
