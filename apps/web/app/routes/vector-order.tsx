import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInquiryForm } from '../features/cart/hooks/use-inquiry-submit';
import { SequenceOrderForm } from '../features/sequence-order/components/sequence-order-form';

/** The sequence/vector order of the plasmid portal (/plasmidBuilder/vectorOrder), sent as an inquiry like the cart's. */
export default function VectorOrder() {
  const { t } = useTranslation(['orders', 'sequence-order']);
  const form = useInquiryForm();
  return (
    <>
      <Typography.Title level={2}>{t('orders:orderType_sequence')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('sequence-order:intro')}</Typography.Paragraph>
      <Card>
        <SequenceOrderForm {...form} />
      </Card>
    </>
  );
}
