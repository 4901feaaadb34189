import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DesignCart } from '../compositions/design-cart';
import { useInquiryForm } from '../features/cart/hooks/use-inquiry-submit';
import { SequenceOrderForm } from '../features/sequence-order/components/sequence-order-form';

/**
 * The plasmid shop's order page (/plasmidBuilder/vectorOrder): the designs from the builder's cart built as
 * vectors, or a protein expressed from its sequences; both are sent as inquiries like the cart's.
 */
export default function VectorOrder() {
  const { t } = useTranslation(['vector-order', 'sequence-order']);
  const form = useInquiryForm();
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Tabs
        items={[
          { key: 'designs', label: t('tabs.designs'), children: <DesignCart /> },
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
