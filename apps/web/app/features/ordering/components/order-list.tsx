import type { CartKind } from '@portal/domain';
import { useOrders } from '../api/orders-api';
import { readOrderFilters, useListParams } from '../hooks/use-list-params';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

/** My orders (spec section 2): filters in the URL, the matching page of orders under them, of one cart's orders when given. */
export function OrderList({ detailPath, cart }: { detailPath: (id: string) => string; cart?: CartKind }) {
  const { value: filters, change } = useListParams(readOrderFilters);
  const orders = useOrders(cart ? { ...filters, cart } : filters);
  return (
    <>
      <OrderFilters filters={filters} onChange={change} />
      <OrdersTable page={orders.data} loading={orders.isFetching} paging={{ params: filters, onPage: change }} detailPath={detailPath} />
    </>
  );
}
