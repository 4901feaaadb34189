import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderPages } from '../features/cart/api/paths';
import { OrderList } from '../features/ordering/components/order-list';
import { useRootData } from '../root';

/** My orders (spec section 2): /abinvivoMyOrder in the animal-model portal, /myOrder/Index in the standard one. */
export default function MyOrders() {
  const { t } = useTranslation('menu');
  const { config } = useRootData();
  return (
    <>
      <Typography.Title level={2}>{t('myOrders')}</Typography.Title>
      <OrderList detailPath={orderPages(config.systemType).detail} />
    </>
  );
}
