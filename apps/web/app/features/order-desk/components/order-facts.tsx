import type { OrderDetail } from '@portal/domain';
import { Button, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionDownload } from '../../../lib/session-download';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { StatusTag } from './status-tag';

/** A customer's file, fetched through the order it belongs to (staff never read customer files directly). */
function FileLink({ orderId, path }: { orderId: string; path: string }) {
  const download = useSessionDownload();
  return (
    <Button type="link" size="small" onClick={() => void download(`/staff/orders/attachment?id=${encodeURIComponent(orderId)}&path=${encodeURIComponent(path)}`)}>
      {path.split('/').pop()}
    </Button>
  );
}

/** Who ordered what, where it goes, and where the order stands; empty facts are left out. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['order-desk', 'orders']);
  const format = useOrderFormat();
  const { quote } = order;
  const facts: [string, ReactNode][] = [
    ['status', <StatusTag key="status" status={order.status} />],
    ['customer', order.customerName],
    ['type', t(`orders:orderType_${order.orderType}`)],
    ['orderDate', format.moment(order.createdAt)],
    ['address', order.shippingAddress],
    ['contact', [order.contactName, order.contactPhone].filter(Boolean).join(' · ')],
    ['poNumber', order.poNumber],
    ['poFile', order.poFilePath ? <FileLink orderId={order.id} path={order.poFilePath} /> : ''],
    ['attachments', order.attachmentPaths.length ? <Space wrap>{order.attachmentPaths.map((path) => <FileLink key={path} orderId={order.id} path={path} />)}</Space> : ''],
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
