import type { OrderDetail, OrderFile } from '@portal/domain';
import { Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAILS_MAX_COLUMNS } from '../../../components/details-modal';
import { storedFileUrl } from '../../../lib/stored-file';
import { useRootData } from '../../../root';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { useOrderFormat } from '../../../components/orders/use-order-format';

/** The order's fields of spec section 3 and its shipping, contact, PO and attachment details. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['ordering', 'orders']);
  const { config } = useRootData();
  const format = useOrderFormat();
  const { quote } = order;
  const money = (minor: number) => format.money(minor, order.currency);
  const file = ({ path, name }: OrderFile) => (
    <Typography.Link key={path} href={storedFileUrl(config, path)} target="_blank" rel="noreferrer">
      {name}
    </Typography.Link>
  );
  const facts: [string, ReactNode, boolean?][] = [
    [t('orders:pdf_orderNo'), <span key="orderNo" style={{ whiteSpace: 'nowrap' }}>{order.orderNo}</span>],
    [t('orderType'), t(`orders:orderType_${order.orderType}`)],
    [t('orderDate'), format.moment(order.createdAt)],
    [t('status'), <OrderStatusTag key="status" order={order} />],
    [t('productionStatus'), order.productionStatus],
    [t('productionTime'), format.date(order.productionTime)],
    [t('confirmDate'), order.confirmDate ? format.moment(order.confirmDate) : ''],
    [t('quotedAt'), quote ? format.moment(quote.quotedAt) : ''],
    [t('orders:pdf_validUntil'), quote ? format.date(quote.validUntil) : ''],
    [t('quotePrice'), quote ? money(quote.linesMinor) : format.money(null, order.currency)],
    [t('orders:pdf_freight'), quote ? money(quote.freightMinor) : ''],
    [t('orders:pdf_discount'), quote ? money(quote.discountMinor) : ''],
    [t('orders:pdf_paymentMethod'), quote ? t(`orders:payment_${quote.paymentMethod}`) : ''],
    [t('orders:pdf_total'), <Typography.Text key="total" strong data-testid="order-total">{format.money(order.totalMinor, order.currency)}</Typography.Text>],
    [t('orders:pdf_shipTo'), order.shippingAddress, true],
    [t('contact'), [order.contactName, order.contactPhone].filter(Boolean).join(' · ')],
    [t('orders:pdf_poNumber'), order.poNumber],
    [t('poFile'), order.poFile ? file(order.poFile) : ''],
    [t('attachments'), order.attachments.length > 0 ? <Space wrap>{order.attachments.map(file)}</Space> : '', true],
    [t('note'), order.note ? <span style={{ whiteSpace: 'pre-wrap' }}>{order.note}</span> : '', true],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      data-testid="order-facts"
      column={{ xs: 1, sm: 2, lg: 3, xxl: DETAILS_MAX_COLUMNS }}
      items={facts.map(([label, value, wide], index) => ({ key: String(index), label, children: value === '' ? '—' : value, ...(wide ? { span: 'filled' as const } : {}) }))}
    />
  );
}
