import { type OrderDetail, type OrderLine, orderTotals } from '@portal/domain';
import { Descriptions, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../../../components/orders/use-order-format';

type Props = { order: Pick<OrderDetail, 'orderType' | 'currency' | 'lines'> };

const SEQUENCE_FIELDS = ['sequence1', 'sequence2', 'sequence3', 'sequence4'] as const;

/** The order's rows (spec section 3): the product fields of a product order, the sequence fields of a sequence order. */
export function OrderLinesTable({ order }: Props) {
  const { t } = useTranslation('ordering');
  const format = useOrderFormat();
  const money = (minor: number | null) => (minor === null ? '—' : format.money(minor, order.currency));
  const product: ColumnsType<OrderLine> = [
    { key: 'catalog', title: t('catalog'), render: (_value, line) => line.product?.catalog },
    { key: 'projectName', title: t('projectName'), render: (_value, line) => line.product?.projectName },
    { key: 'projectType', title: t('projectType'), render: (_value, line) => line.product?.projectType },
    { key: 'batchNo', title: t('batchNo'), render: (_value, line) => line.product?.batchNo },
    { key: 'priority', title: t('priority'), render: (_value, line) => (line.product ? t(`priority_${line.product.priority}`) : null) },
    { key: 'concentration', title: t('concentration'), render: (_value, line) => line.product?.concentration },
    { key: 'packingQuantity', title: t('packingQuantity'), render: (_value, line) => line.product?.packingQuantity },
    { key: 'packingTubeCount', title: t('packingTubeCount'), render: (_value, line) => line.product?.packingTubeCount },
    { key: 'packLabel', title: t('specification'), dataIndex: 'packLabel' },
  ];
  const sequence: ColumnsType<OrderLine> = [
    { key: 'proteinName', title: t('proteinName'), render: (_value, line) => line.sequence?.proteinName },
    { key: 'scale', title: t('scale'), render: (_value, line) => (line.sequence ? `${line.sequence.scale} ${t(`unit_${line.sequence.unit}`)}` : null) },
    { key: 'expressionHost', title: t('expressionHost'), render: (_value, line) => line.sequence?.expressionHost },
    { key: 'isotypeTag', title: t('isotypeTag'), render: (_value, line) => line.sequence?.isotypeTag },
    { key: 'buffer', title: t('buffer'), render: (_value, line) => line.sequence?.buffer },
    { key: 'transport', title: t('transport'), render: (_value, line) => (line.sequence ? t(`transport_${line.sequence.transport}`) : null) },
    { key: 'packaging', title: t('packaging'), render: (_value, line) => (line.sequence ? t(`packaging_${line.sequence.packaging}`) : null) },
  ];
  return (
    <Table<OrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.lines}
      scroll={{ x: 'max-content' }}
      data-testid="order-lines"
      expandable={
        order.orderType === 'sequence'
          ? { expandedRowRender: (line) => (line.sequence ? <SequenceDetails sequence={line.sequence} /> : null), columnTitle: t('sequences') }
          : undefined
      }
      columns={[
        { key: 'lineNo', title: '#', dataIndex: 'lineNo' },
        ...(order.orderType === 'product' ? product : sequence),
        { key: 'quantity', title: t('orders:pdf_quantity'), dataIndex: 'quantity' },
        { key: 'catalogPrice', title: t('catalogPrice'), align: 'right', render: (_value, line) => money(line.catalogUnitPriceMinor) },
        { key: 'unitPrice', title: t('orders:pdf_unitPrice'), align: 'right', render: (_value, line) => money(line.unitPriceMinor) },
        {
          key: 'amount',
          title: t('orders:pdf_amount'),
          align: 'right',
          render: (_value, line) => (line.unitPriceMinor === null ? format.money(null, order.currency) : money(orderTotals([line]).linesMinor)),
        },
      ]}
    />
  );
}

/** The chains and note of a sequence row, too long for table cells. */
function SequenceDetails({ sequence }: { sequence: NonNullable<OrderLine['sequence']> }) {
  const { t } = useTranslation('ordering');
  const chains = SEQUENCE_FIELDS.map((field, index) => ({ field, n: index + 1 })).filter(({ field }) => sequence[field] !== '');
  const items = [
    ...chains.map(({ field, n }) => ({
      key: field,
      label: t('sequenceN', { n }),
      children: (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {sequence[field]}
        </Typography.Text>
      ),
    })),
    ...(sequence.note ? [{ key: 'note', label: t('lineNote'), children: sequence.note }] : []),
  ];
  return <Descriptions size="small" column={1} items={items} />;
}
