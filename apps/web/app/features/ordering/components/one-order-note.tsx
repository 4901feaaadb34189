import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { orderId: string | undefined; orderNo: string | undefined; allPath: string };

/** Above a list narrowed to one order (the order page links there): which order, and the way back to the whole list. */
export function OneOrderNote({ orderId, orderNo, allPath }: Props) {
  const { t } = useTranslation('ordering');
  if (!orderId) return null;
  return (
    <Typography.Paragraph data-testid="one-order-note">
      {orderNo ? `${t('oneOrderOnly', { orderNo })} ` : null}
      <Link to={allPath}>{t('showAll')}</Link>
    </Typography.Paragraph>
  );
}
