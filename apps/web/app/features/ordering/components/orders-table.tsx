import type { OrderSummary, PageResult } from '@portal/domain';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageParams } from '../api/orders-api';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { orderTypeLabel } from '../../../components/orders/order-type-label';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { pagination } from './table-pagination';

type Props = {
  page: Pick<PageResult<OrderSummary>, 'records' | 'total'> | undefined;
  loading: boolean;
  /** The URL's paging; without it the table shows its rows on one page (the dashboard's latest orders). */
  paging?: { params: PageParams; onPage: (paging: PageParams) => void };
  detailPath: (id: string) => string;
  emptyText?: string;
  testId?: string;
};

/** The customer's orders: number (to the detail page), type, date, what was ordered, status and total. */
export function OrdersTable({ page, loading, paging, detailPath, emptyText, testId = 'orders-table' }: Props) {
  const { t } = useTranslation(['ordering', 'orders', 'services']);
  const format = useOrderFormat();
  return (
    <Table<OrderSummary>
      rowKey="id"
      loading={loading}
      dataSource={page?.records ?? []}
      data-testid={testId}
      scroll={{ x: 'max-content' }}
      pagination={paging ? pagination(page, paging.params, paging.onPage) : false}
      {...(emptyText ? { locale: { emptyText } } : {})}
      columns={[
        { key: 'orderNo', title: t('orders:pdf_orderNo'), render: (_value, order) => <Link to={detailPath(order.id)}>{order.orderNo}</Link> },
        { key: 'orderType', title: t('orderType'), render: (_value, order) => orderTypeLabel(order, t) },
        { key: 'createdAt', title: t('orderDate'), render: (_value, order) => format.date(order.createdAt) },
        {
          key: 'firstLine',
          title: t('items'),
          render: (_value, order) => (
            <>
              {order.firstLine}
              {order.lineCount > 1 ? <Typography.Text type="secondary"> {t('moreLines', { count: order.lineCount - 1 })}</Typography.Text> : null}
            </>
          ),
        },
        { key: 'status', title: t('status'), render: (_value, order) => <OrderStatusTag order={order} /> },
        { key: 'total', title: t('orders:pdf_total'), align: 'right', render: (_value, order) => format.money(order.totalMinor, order.currency) },
      ]}
    />
  );
}
