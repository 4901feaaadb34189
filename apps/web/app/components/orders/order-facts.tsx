import { orderTypeLabel } from './order-type-label';
import type { OrderDetail, OrderFile } from '@portal/domain';
import { Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAILS_MAX_COLUMNS } from '../details-modal';
import { OrderStatusTag } from './order-status-tag';
import { useOrderFormat } from './use-order-format';

type Props = {
  order: OrderDetail;
  /** How a customer's file opens: the customer's own link, or staff's download through the order. */
  fileLink: (file: OrderFile) => ReactNode;
  /** The order desk names whose order it is. */
  showCustomer?: boolean;
};

/**
 * The order's fields of spec section 3 with its quote, shipping, contact, PO and attachment details, for the
 * customer's order page and the order desk alike; facts the order does not have yet are left out.
 */
export function OrderFacts({ order, fileLink, showCustomer = false }: Props) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const { quote } = order;
  const money = (minor: number) => format.money(minor, order.currency);
  const facts: [string, ReactNode, boolean?][] = [
    [
      t('pdf_orderNo'),
      <span key="orderNo" style={{ whiteSpace: 'nowrap' }}>
        {order.orderNo}
      </span>,
    ],
    [t('pdf_customer'), showCustomer ? order.customerName : ''],
    [t('fact_orderType'), orderTypeLabel(order, t)],
    [t('fact_orderDate'), format.moment(order.createdAt)],
    [t('fact_status'), <OrderStatusTag key="status" order={order} />],
    [t('fact_productionStatus'), order.productionStatus],
    [t('fact_productionTime'), order.productionTime ? format.date(order.productionTime) : ''],
    [t('fact_confirmDate'), order.confirmDate ? format.moment(order.confirmDate) : ''],
    [t('fact_quotedAt'), quote ? format.moment(quote.quotedAt) : ''],
    [t('pdf_validUntil'), quote ? format.date(quote.validUntil) : ''],
    [t('fact_quotePrice'), quote ? money(quote.linesMinor) : format.money(null, order.currency)],
    [t('pdf_freight'), quote ? money(quote.freightMinor) : ''],
    [t('pdf_discount'), quote && quote.discountMinor !== 0 ? money(quote.discountMinor) : ''],
    [t('pdf_paymentMethod'), quote ? t(`payment_${quote.paymentMethod}`) : ''],
    [
      t('pdf_total'),
      <Typography.Text key="total" strong data-testid="order-total">
        {format.money(order.totalMinor, order.currency)}
      </Typography.Text>,
    ],
    [t('pdf_shipTo'), order.shippingAddress, true],
    [t('fact_contact'), [order.contactName, order.contactPhone].filter(Boolean).join(' · ')],
    [t('pdf_poNumber'), order.poNumber],
    // A purchase order received electronically names its own references; they are shown under its names.
    ...order.buyerReferences.map((reference): [string, string] => [reference.name, reference.value]),
    [t('pdf_department'), order.department],
    [t('pdf_costCentre'), order.costCentre],
    [t('fact_poFile'), order.poFile ? fileLink(order.poFile) : ''],
    [
      t('fact_attachments'),
      order.attachments.length > 0 ? (
        <Space wrap>
          {order.attachments.map((file) => (
            <span key={file.path}>{fileLink(file)}</span>
          ))}
        </Space>
      ) : (
        ''
      ),
      true,
    ],
    [t('fact_note'), order.note ? <span style={{ whiteSpace: 'pre-wrap' }}>{order.note}</span> : '', true],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      data-testid="order-facts"
      column={{ xs: 1, sm: 2, lg: 3, xxl: DETAILS_MAX_COLUMNS }}
      items={facts
        .filter(([, value]) => value !== '' && value !== null)
        .map(([label, value, wide]) => ({ key: label, label, children: value, ...(wide ? { span: 'filled' as const } : {}) }))}
    />
  );
}
