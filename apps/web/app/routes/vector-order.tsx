import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressBookPath } from '../features/cart/api/paths';
import { useInquirySubmit } from '../features/cart/hooks/use-inquiry-submit';
import { SequenceOrderForm } from '../features/sequence-order/components/sequence-order-form';
import { useRootData } from '../root';

/** The sequence/vector order of the plasmid portal (/plasmidBuilder/vectorOrder), sent as an inquiry like the cart's. */
export default function VectorOrder() {
  const { t } = useTranslation(['orders', 'sequence-order']);
  const { config } = useRootData();
  const { send, sending, failure } = useInquirySubmit();
  return (
    <>
      <Typography.Title level={2}>{t('orders:orderType_sequence')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('sequence-order:intro')}</Typography.Paragraph>
      <Card>
        <SequenceOrderForm
          edition={config.edition}
          addressBookPath={addressBookPath(config.systemType)}
          send={(input) => void send(input)}
          sending={sending}
          failure={failure}
        />
      </Card>
    </>
  );
}
