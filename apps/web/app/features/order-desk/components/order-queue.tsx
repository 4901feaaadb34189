import { orderTypeLabel } from '../../../components/orders/order-type-label';
import type { OrderSummary } from '@portal/domain';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOrderQueue } from '../api/order-desk-api';
import { queueQueryOf } from '../api/queue-query';
import { withParams } from '../../../lib/url-params';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { QueueFilters } from './queue-filters';
import { queryTableState } from '../../../lib/query-table';

/** Every customer's orders, newest first, filtered by the URL; each order number opens its detail. */
export function OrderQueue() {
  const { t } = useTranslation(['order-desk', 'orders']);
  const [params, setParams] = useSearchParams();
  const query = queueQueryOf(params);
  const queue = useOrderQueue(query);
  const format = useOrderFormat();

  return (
    <>
      <QueueFilters />
      <Table<OrderSummary>
        rowKey="id"
        data-testid="order-queue"
        style={{ marginTop: 16 }}
        {...queryTableState(queue, t('queue.loadFailed'))}
        dataSource={queue.data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: queue.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('queue.total', { count: total }),
          onChange: (pageNo, pageSize) => setParams(withParams(params, { pageNo: String(pageNo), pageSize: String(pageSize) }), { replace: true }),
        }}
        columns={[
          {
            key: 'orderNo',
            title: t('order.orderNo'),
            render: (_value, order) => <Link to={`/staff/orders/detail?id=${encodeURIComponent(order.id)}`}>{order.orderNo}</Link>,
          },
          { key: 'customer', title: t('order.customer'), dataIndex: 'customerName' },
          { key: 'type', title: t('order.type'), render: (_value, order) => orderTypeLabel(order, t) },
          { key: 'date', title: t('order.orderDate'), render: (_value, order) => format.moment(order.createdAt) },
          {
            key: 'lines',
            title: t('queue.lines'),
            render: (_value, order) => (
              <>
                {order.firstLine}
                {order.lineCount > 1 ? <Tag style={{ marginInlineStart: 8 }}>{t('queue.lineCount', { count: order.lineCount })}</Tag> : null}
              </>
            ),
          },
          { key: 'status', title: t('order.status'), render: (_value, order) => <OrderStatusTag order={order} /> },
          {
            key: 'total',
            title: t('order.total'),
            align: 'right',
            render: (_value, order) =>
              order.totalMinor === null ? (
                <Typography.Text type="secondary">{t('orders:totalPending')}</Typography.Text>
              ) : (
                format.money(order.totalMinor, order.currency)
              ),
          },
        ]}
      />
    </>
  );
}
