import { cartEndpoints } from '@portal/domain';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCartLines, useCartWrite } from '../features/cart/api/cart-api';
import { useInquiryForm } from '../features/cart/hooks/use-inquiry-submit';
import { SequenceOrderForm } from '../features/sequence-order/components/sequence-order-form';
import { VectorOrderForm } from '../features/vector-order/components/vector-order-form';

/**
 * The plasmid shop's order page (/plasmidBuilder/vectorOrder): the designs from the builder's cart built as
 * vectors, or a protein expressed from its sequences; both are sent as inquiries like the cart's.
 */
export default function VectorOrder() {
  const { t } = useTranslation(['vector-order', 'sequence-order']);
  const form = useInquiryForm();
  const carrier = useCartLines('carrier');
  const remove = useCartWrite((api, ids: string[]) => api.call(cartEndpoints.carrier.remove, { body: { ids } }));
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Tabs
        items={[
          {
            key: 'designs',
            label: t('tabs.designs'),
            children: (
              <Card>
                <VectorOrderForm lines={carrier.data?.records ?? null} onRemove={(ids) => remove.mutate(ids)} {...form} />
              </Card>
            ),
          },
          {
            key: 'sequence',
            label: t('tabs.sequence'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('sequence-order:intro')}</Typography.Paragraph>
                <Card>
                  <SequenceOrderForm {...form} />
                </Card>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
