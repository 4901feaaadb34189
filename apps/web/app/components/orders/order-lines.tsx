import { type OrderDetail, type OrderLine, orderTotals } from '@portal/domain';
import { Card, Descriptions, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../../hooks/use-device';
import { OrderLineItem } from './order-line-item';
import { useOrderFormat } from './use-order-format';

type Props = { order: Pick<OrderDetail, 'currency' | 'lines' | 'service'> };

const PRICE_WIDTH = 132;

/** A line's money: the catalogue's guide price, the quoted price and the line's amount, '—' until quoted. */
function useLineMoney(currency: string) {
  const { t } = useTranslation(['ordering', 'orders']);
  const format = useOrderFormat();
  const money = (minor: number | null) => (minor === null ? '—' : format.money(minor, currency));
  return [
    { key: 'catalogPrice', label: t('catalogPrice'), of: (line: OrderLine) => money(line.catalogUnitPriceMinor) },
    { key: 'unitPrice', label: t('orders:pdf_unitPrice'), of: (line: OrderLine) => money(line.unitPriceMinor) },
    {
      key: 'amount',
      label: t('orders:pdf_amount'),
      of: (line: OrderLine) => (line.unitPriceMinor === null ? format.money(null, currency) : money(orderTotals([line]).linesMinor)),
    },
  ];
}

/**
 * An order's lines on the customer's and the staff's order pages. On a laptop or wider, one table whose item column
 * takes what the figures leave, so nothing needs scrolling sideways; on a phone (under 768 px), one card per line.
 */
export function OrderLines({ order }: Props) {
  const { t } = useTranslation(['ordering', 'orders']);
  const money = useLineMoney(order.currency);
  const device = useDevice();
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

  if (device === 'small') {
    return (
      <Flex vertical gap={12} data-testid="order-lines">
        {order.lines.map((line) => (
          <Card key={line.id} size="small" title={`#${line.lineNo}`} data-testid="order-line-card">
            <OrderLineItem line={line} service={order.service} />
            <Descriptions
              size="small"
              column={1}
              style={{ marginTop: 8 }}
              items={[
                { key: 'quantity', label: t('orders:pdf_quantity'), children: line.quantity },
                ...money.map((figure) => ({ key: figure.key, label: figure.label, children: figure.of(line) })),
              ]}
            />
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Table<OrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      tableLayout="fixed"
      dataSource={order.lines}
      data-testid="order-lines"
      columns={[
        { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: 48 },
        { key: 'item', title: t('lineItem'), render: (_value, line) => <OrderLineItem line={line} service={order.service} /> },
        { key: 'quantity', title: t('orders:pdf_quantity'), dataIndex: 'quantity', align: 'right', width: 72 },
        ...money.map((figure) => ({
          key: figure.key,
          title: figure.label,
          align: 'right' as const,
          width: PRICE_WIDTH,
          render: (_value: unknown, line: OrderLine) => nowrap(figure.of(line)),
        })),
      ]}
    />
  );
}
