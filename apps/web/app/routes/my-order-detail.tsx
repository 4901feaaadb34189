import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cartPagePath, orderPages } from '../features/cart/api/paths';
import { OrderDetailView } from '../features/ordering/components/order-detail';
import { useRootData } from '../root';

/** One order (/abinvivoMyOrder-Detail?id=… or /myOrder/Detail?id=…). */
export default function MyOrderDetail() {
  const { t } = useTranslation('menu');
  const { config } = useRootData();
  const [params] = useSearchParams();
  return (
    <>
      <Typography.Title level={2}>{t('orderDetail')}</Typography.Title>
      <OrderDetailView id={params.get('id') ?? ''} listPath={orderPages(config.systemType).list} cartPath={cartPagePath(config.systemType)} />
    </>
  );
}
