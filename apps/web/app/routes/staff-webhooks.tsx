import { WEBHOOKS_PERMISSION } from '@portal/domain';
import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryQuery } from '../features/webhooks/api/webhooks-api';
import { WebhookDeliveriesTable } from '../features/webhooks/components/webhook-deliveries-table';
import { WebhookEndpointsTable } from '../features/webhooks/components/webhook-endpoints-table';
import { requireStaffPermission } from '../lib/current-staff.server';
import type { Route } from './+types/staff-webhooks';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPermission(request, context, WEBHOOKS_PERMISSION);
  return null;
}

const FIRST_PAGE: DeliveryQuery = { pageNo: 1, pageSize: 20 };

/** The supplier's ERP and CRM endpoints, the events each hears, and every delivery with its attempts. */
export default function StaffWebhooks() {
  const { t } = useTranslation('webhooks');
  const [tab, setTab] = useState('endpoints');
  const [query, setQuery] = useState<DeliveryQuery>(FIRST_PAGE);
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'endpoints',
            label: t('endpoints'),
            children: (
              <WebhookEndpointsTable
                onShowDeliveries={(endpointId) => {
                  setQuery({ ...FIRST_PAGE, endpointId });
                  setTab('deliveries');
                }}
              />
            ),
          },
          { key: 'deliveries', label: t('deliveries'), children: <WebhookDeliveriesTable query={query} onQuery={setQuery} /> },
        ]}
      />
    </>
  );
}
