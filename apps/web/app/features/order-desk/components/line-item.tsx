import type { OrderLine } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a line orders: the product fields of a product order or the sequence fields of a sequence order. */
export function LineItem({ line }: { line: OrderLine }) {
  const { t } = useTranslation('order-desk');
  const fields: [string, string][] = [];
  let title = line.packLabel;
  if (line.product) {
    const { product } = line;
    title = [product.catalog, line.packLabel].filter(Boolean).join(' · ');
    fields.push(
      ['projectName', product.projectName],
      ['projectType', product.projectType],
      ['batchNo', product.batchNo],
      ['priority', product.priority === 'urgent' ? t('line.urgent') : ''],
      ['concentration', product.concentration === null ? '' : `${product.concentration} mg/ml`],
      ['packing', product.packingQuantity === null ? '' : `${product.packingQuantity} × ${product.packingTubeCount ?? 1}`],
    );
  }
  if (line.sequence) {
    const { sequence } = line;
    title = `${sequence.proteinName} · ${sequence.scale} ${sequence.unit}`;
    fields.push(
      ['expressionHost', sequence.expressionHost],
      ['isotypeTag', sequence.isotypeTag],
      ...[sequence.sequence1, sequence.sequence2, sequence.sequence3, sequence.sequence4].map((chain, index): [string, string] => [`sequence${index + 1}`, chain]),
      ['buffer', sequence.buffer],
      ['transport', t(`line.transport_${sequence.transport}`)],
      ['packaging', t(`line.packaging_${sequence.packaging}`)],
      ['note', sequence.note],
    );
  }
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      {fields
        .filter(([, value]) => value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <Typography.Text type="secondary">{t(`line.${name}`)}: </Typography.Text>
            <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 360 }}>
              {value}
            </Typography.Text>
          </div>
        ))}
    </>
  );
}
