import { useOrders } from '../api/orders-api';
import { readOrderFilters, useListParams } from '../hooks/use-list-params';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

/** My orders (spec section 2): filters in the URL, the matching page of orders under them. */
export function OrderList({ detailPath }: { detailPath: (id: string) => string }) {
  const { value: filters, change } = useListParams(readOrderFilters);
  const orders = useOrders(filters);
  return (
    <>
      <OrderFilters filters={filters} onChange={change} />
      <OrdersTable page={orders.data} loading={orders.isFetching} paging={{ params: filters, onPage: change }} detailPath={detailPath} />
    </>
  );
}
