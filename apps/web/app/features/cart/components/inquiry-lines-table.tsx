import { type CartLine, ORDER_PRIORITIES, productLineInputSchema } from '@portal/domain';
import { Form, Input, InputNumber, Select, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength } from '../../../lib/schema-fields';
import type { LineField } from '../api/inquiry-input';

/** A field of one line's row, named by the cart line so a row keeps what was typed when other lines are unticked. */
function cell(line: CartLine, field: LineField, control: ReactNode, initialValue?: string) {
  return (
    <Form.Item name={['lines', line.id, field]} initialValue={initialValue} style={{ margin: 0 }}>
      {control}
    </Form.Item>
  );
}

/** The selected lines as an editable table: project name, type, batch, priority, concentration and packing. */
export function InquiryLinesTable({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation('cart');
  const labelled = (field: LineField, line: CartLine) => t('fieldOf', { field: t(`line.${field}`), catalog: line.catalog });
  return (
    <Table<CartLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      data-testid="inquiry-lines"
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'catalog', title: t('catalogNo'), dataIndex: 'catalog', fixed: 'left' },
        { key: 'pack', title: t('specification'), dataIndex: 'packLabel' },
        { key: 'quantity', title: t('line.quantity'), dataIndex: 'quantity' },
        {
          key: 'projectName',
          title: t('line.projectName'),
          render: (_, line) =>
            cell(
              line,
              'projectName',
              <Input aria-label={labelled('projectName', line)} maxLength={schemaMaxLength(productLineInputSchema, 'projectName')} style={{ width: 200 }} />,
              line.projectName,
            ),
        },
        {
          key: 'projectType',
          title: t('line.projectType'),
          render: (_, line) =>
            cell(
              line,
              'projectType',
              <Input aria-label={labelled('projectType', line)} maxLength={schemaMaxLength(productLineInputSchema, 'projectType')} style={{ width: 140 }} />,
            ),
        },
        {
          key: 'batchNo',
          title: t('line.batchNo'),
          render: (_, line) =>
            cell(
              line,
              'batchNo',
              <Input aria-label={labelled('batchNo', line)} maxLength={schemaMaxLength(productLineInputSchema, 'batchNo')} style={{ width: 120 }} />,
            ),
        },
        {
          key: 'priority',
          title: t('line.priority'),
          render: (_, line) =>
            cell(
              line,
              'priority',
              <Select
                aria-label={labelled('priority', line)}
                options={ORDER_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
                style={{ width: 110 }}
              />,
              'normal',
            ),
        },
        {
          key: 'concentration',
          title: t('line.concentration'),
          render: (_, line) => cell(line, 'concentration', <InputNumber aria-label={labelled('concentration', line)} min={0} style={{ width: 110 }} />),
        },
        {
          key: 'packingQuantity',
          title: t('line.packingQuantity'),
          render: (_, line) => cell(line, 'packingQuantity', <InputNumber aria-label={labelled('packingQuantity', line)} min={0} style={{ width: 110 }} />),
        },
        {
          key: 'packingTubeCount',
          title: t('line.packingTubeCount'),
          render: (_, line) =>
            cell(line, 'packingTubeCount', <InputNumber aria-label={labelled('packingTubeCount', line)} min={1} precision={0} style={{ width: 100 }} />),
        },
      ]}
    />
  );
}
