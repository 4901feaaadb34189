import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderPages } from '../features/cart/api/paths';
import { OrderList } from '../features/ordering/components/order-list';
import { useRootData } from '../root';

/**
 * My orders (spec section 2): /abinvivoMyOrder in the animal-model portal, /myOrder/Index in the standard one, and
 * /plasmidOrder/Index in the plasmid shop, which lists the orders sent from its own cart and vector form.
 */
export default function MyOrders() {
  const { t } = useTranslation('menu');
  const { config } = useRootData();
  const plasmid = config.systemType === 2;
  return (
    <>
      <Typography.Title level={2}>{t(plasmid ? 'plasmidOrders' : 'myOrders')}</Typography.Title>
      <OrderList detailPath={orderPages(config.systemType).detail} {...(plasmid ? { cart: 'plasmid' as const } : {})} />
    </>
  );
}
