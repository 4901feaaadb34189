import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PLASMID_ORDERS_PATH, orderPages } from '../features/cart/api/paths';
import { OrderList } from '../features/ordering/components/order-list';
import { useRootData } from '../root';

/**
 * My orders (spec section 2): /abinvivoMyOrder in the animal-model portal, /myOrder/Index in the standard one, and
 * /plasmidOrder/Index in the plasmid shop, which lists the orders sent from its own cart and vector form.
 */
export default function MyOrders() {
  const { t } = useTranslation('menu');
  const { config } = useRootData();
  // The page is the plasmid shop's list by its address, whichever deployment serves it.
  const plasmid = useLocation().pathname.replace(/\/+$/, '').toLowerCase() === PLASMID_ORDERS_PATH.toLowerCase();
  return (
    <>
      <Typography.Title level={2}>{t(plasmid ? 'plasmidOrders' : 'myOrders')}</Typography.Title>
      <OrderList detailPath={orderPages(plasmid ? 2 : config.systemType).detail} {...(plasmid ? { cart: 'plasmid' as const } : {})} />
    </>
  );
}
