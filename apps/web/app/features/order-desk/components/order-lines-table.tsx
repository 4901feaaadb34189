import type { OrderDetail, OrderLine } from '@portal/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { LineItem } from './line-item';

/** The order's lines with the catalogue's guide price next to the quoted one. */
export function OrderLinesTable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order-desk');
  const format = useOrderFormat();
  const money = (minor: number | null) => (minor === null ? '—' : format.money(minor, order.currency));
  return (
    <Table<OrderLine>
      rowKey="id"
      size="small"
      data-testid="order-lines"
      pagination={false}
      dataSource={order.lines}
      columns={[
        { key: 'no', title: '#', dataIndex: 'lineNo', width: 48 },
        { key: 'item', title: t('line.item'), render: (_value, line) => <LineItem line={line} /> },
        { key: 'quantity', title: t('line.quantity'), dataIndex: 'quantity', align: 'right' },
        { key: 'guide', title: t('line.guidePrice'), align: 'right', render: (_value, line) => money(line.catalogUnitPriceMinor) },
        { key: 'unit', title: t('line.unitPrice'), align: 'right', render: (_value, line) => money(line.unitPriceMinor) },
        { key: 'amount', title: t('line.amount'), align: 'right', render: (_value, line) => money(line.unitPriceMinor === null ? null : line.unitPriceMinor * line.quantity) },
      ]}
    />
  );
}
