import type { OrderDetail, OrderFile } from '@portal/domain';
import { Button, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionDownload } from '../../../lib/session-download';
import { fetchOrderFile } from '../api/order-desk-api';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { useOrderFormat } from '../../../components/orders/use-order-format';

/** A customer's file under the name it was uploaded with, fetched through its order (staff never read customer files directly). */
function FileLink({ orderId, file: { path, name } }: { orderId: string; file: OrderFile }) {
  const download = useSessionDownload();
  return (
    <Button type="link" size="small" onClick={() => void download((api) => fetchOrderFile(api, orderId, path))}>
      {name}
    </Button>
  );
}

/** Who ordered what, where it goes, and where the order stands; empty facts are left out. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['order-desk', 'orders']);
  const format = useOrderFormat();
  const { quote } = order;
  const facts: [string, ReactNode][] = [
    ['status', <OrderStatusTag key="status" order={order} />],
    ['customer', order.customerName],
    ['type', t(`orders:orderType_${order.orderType}`)],
    ['orderDate', format.moment(order.createdAt)],
    ['address', order.shippingAddress],
    ['contact', [order.contactName, order.contactPhone].filter(Boolean).join(' · ')],
    ['poNumber', order.poNumber],
    ['poFile', order.poFile ? <FileLink orderId={order.id} file={order.poFile} /> : ''],
    ['attachments', order.attachments.length ? <Space wrap>{order.attachments.map((file) => <FileLink key={file.path} orderId={order.id} file={file} />)}</Space> : ''],
    ['note', order.note],
    ['total', format.money(order.totalMinor, order.currency)],
    ['paymentMethod', quote ? t(`orders:payment_${quote.paymentMethod}`) : ''],
    ['validUntil', quote ? format.date(quote.validUntil) : ''],
    ['confirmDate', order.confirmDate ? format.moment(order.confirmDate) : ''],
    ['productionStatus', order.productionStatus],
    ['productionTime', order.productionTime ? format.date(order.productionTime) : ''],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="order-facts"
      items={facts.filter(([, value]) => value !== '').map(([key, value]) => ({ key, label: t(`order.${key}`), children: value }))}
    />
  );
}
