import { PACKAGING_FORMS, SEQUENCE_MAX_LENGTH, SEQUENCE_UNITS, TRANSPORT_CONDITIONS, normalizeSequence, sequenceLineInputSchema } from '@portal/domain';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength } from '../../../lib/schema-fields';
import { SEQUENCE_FIELDS } from '../api/sequence-input';

type Props = { index: number; onRemove: (() => void) | null };

/** A field's limit as the order schema has it. */
const maxLength = (field: string) => schemaMaxLength(sequenceLineInputSchema, field);

const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** One protein of the order (spec section 3): its name, scale, expression, up to four chains and shipping wishes. */
export function ProteinRow({ index, onRemove }: Props) {
  const { t } = useTranslation('sequence-order');
  const number = index + 1;
  const options = <T extends string>(values: readonly T[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Card
      size="small"
      title={t('proteinTitle', { number })}
      data-testid="protein-row"
      style={{ marginBottom: 16 }}
      extra={
        onRemove ? (
          <Button type="link" danger onClick={onRemove} aria-label={t('removeProtein', { number })}>
            {t('remove')}
          </Button>
        ) : null
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'proteinName']} label={t('proteinName')} required>
            <Input maxLength={maxLength('proteinName')} />
          </Form.Item>
        </Col>
        <Col xs={16} md={5}>
          <Form.Item name={[index, 'scale']} label={t('scale')} required>
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name={[index, 'unit']} label={t('unit')}>
            <Select options={options(SEQUENCE_UNITS, 'units')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name={[index, 'expressionHost']} label={t('expressionHost')}>
            <Input maxLength={maxLength('expressionHost')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name={[index, 'isotypeTag']} label={t('isotypeTag')}>
            <Input maxLength={maxLength('isotypeTag')} />
          </Form.Item>
        </Col>
        {SEQUENCE_FIELDS.map((field, chain) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item name={[index, field]} label={t('sequence', { number: chain + 1 })} required={chain === 0}>
              <Input.TextArea
                rows={3}
                spellCheck={false}
                styles={{ textarea: MONOSPACE }}
                // Counts residues as they will be stored: spaces, line breaks and position numbers of a paste do not count.
                count={{ show: ({ count }) => t('residues', { count, max: SEQUENCE_MAX_LENGTH }), strategy: (value) => normalizeSequence(value).length }}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'buffer']} label={t('buffer')}>
            <Input maxLength={maxLength('buffer')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={[index, 'transport']} label={t('transport')}>
            <Select options={options(TRANSPORT_CONDITIONS, 'transports')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={[index, 'packaging']} label={t('packaging')}>
            <Select options={options(PACKAGING_FORMS, 'packagings')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'note']} label={t('lineNote')}>
            <Input maxLength={maxLength('note')} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
