import { type OrderLine, type ServiceKey, type ServiceRowValues, serviceFields, serviceValueText, titleField } from '@portal/domain';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Field = { key: string; label: string; value: string; chain?: boolean };

/** A service row's fields with the service's labels: its title field first, sequences shown as chains. */
function serviceLineFields(service: ServiceKey, row: ServiceRowValues, t: TFunction): { title: string; fields: Field[] } {
  const fields = serviceFields(service);
  const title = titleField(fields);
  const label = (key: string) => t(`services:${key}`);
  return {
    title: String(row[title] ?? ''),
    fields: fields
      .filter((field) => field.name !== title)
      .map((field) => ({
        key: field.name,
        label: label(`field_${field.name}`),
        value: serviceValueText(field, row[field.name], label),
        chain: field.kind === 'sequence',
      })),
  };
}

/** What a line is called where it is listed by name: its catalogue number and pack, protein and scale, or service row's name. */
export function orderLineTitle(line: OrderLine, service: ServiceKey | null, t: TFunction): string {
  return lineFields(line, service, t).title;
}

/** The fields of spec section 3 a line carries, in reading order; empty ones are left out by the caller. */
function lineFields(line: OrderLine, service: ServiceKey | null, t: TFunction): { title: string; fields: Field[] } {
  const field = (key: string, value: string | number | null, label = t(key)): Field => ({ key, label, value: value === null ? '' : String(value) });
  if (line.service && service) return serviceLineFields(service, line.service, t);
  if (line.product) {
    const { product } = line;
    return {
      title: [product.catalog, line.packLabel].filter(Boolean).join(' · '),
      fields: [
        field('projectName', product.projectName),
        field('projectType', product.projectType),
        field('batchNo', product.batchNo),
        field('priority', product.priority === 'urgent' ? t('priority_urgent') : ''),
        field('concentration', product.concentration),
        field('packingQuantity', product.packingQuantity),
        field('packingTubeCount', product.packingTubeCount),
      ],
    };
  }
  if (line.sequence) {
    const { sequence } = line;
    const chains = [sequence.sequence1, sequence.sequence2, sequence.sequence3, sequence.sequence4];
    return {
      title: `${sequence.proteinName} · ${sequence.scale} ${t(`unit_${sequence.unit}`)}`,
      fields: [
        field('expressionHost', sequence.expressionHost),
        field('isotypeTag', sequence.isotypeTag),
        ...chains.map((chain, index): Field => ({ ...field(`sequence${index + 1}`, chain, t('sequenceN', { n: index + 1 })), chain: true })),
        field('buffer', sequence.buffer),
        field('transport', t(`transport_${sequence.transport}`)),
        field('packaging', t(`packaging_${sequence.packaging}`)),
        field('lineNote', sequence.note),
      ],
    };
  }
  if (line.vector) {
    const { vector } = line;
    return {
      title: `${vector.catalog} · ${vector.projectName}`,
      fields: [
        field('prep', t(`vector-order:prep.${vector.prep}`), t('vector-order:prep.label')),
        field('verification', t(`vector-order:verification.${vector.verification}`), t('vector-order:verification.label')),
        field('lineNote', vector.note),
      ],
    };
  }
  return { title: line.packLabel, fields: [] };
}

/**
 * What a line orders, for the order pages of the customer and of staff: its catalogue number and pack (or protein and
 * scale, or a service row's name) first, then the line's own fields as label and value. A sequence shows two lines and opens in full on demand.
 */
export function OrderLineItem({ line, service }: { line: OrderLine; service: ServiceKey | null }) {
  const { t } = useTranslation(['ordering', 'services', 'vector-order']);
  const { title, fields } = lineFields(line, service, t);
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      {fields
        .filter((field) => field.value !== '')
        .map((field) =>
          field.chain ? (
            <div key={field.key}>
              <Typography.Text type="secondary">{field.label}:</Typography.Text>
              <Typography.Paragraph
                style={{ margin: 0, wordBreak: 'break-all', fontFamily: 'monospace' }}
                ellipsis={{ rows: 2, expandable: 'collapsible', symbol: (open) => (open ? t('showLess') : t('showMore')) }}
              >
                {field.value}
              </Typography.Paragraph>
            </div>
          ) : (
            <div key={field.key}>
              <Typography.Text type="secondary">{field.label}: </Typography.Text>
              {field.value}
            </div>
          ),
        )}
    </>
  );
}
