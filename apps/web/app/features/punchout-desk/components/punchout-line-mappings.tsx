import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LINES, type PunchoutLineMapping, punchoutLineMappingSchema } from '@portal/domain';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaFields } from '../../../lib/schema-fields';

/**
 * A unit of measure and UNSPSC class for the catalogue lines that differ from the buyer's defaults; each line at most
 * once, so a line already mapped cannot be chosen again.
 */
export function PunchoutLineMappings() {
  const { t } = useTranslation(['punchout', 'catalog']);
  const field = useSchemaFields(punchoutLineMappingSchema);
  const form = Form.useFormInstance();
  const chosen = (Form.useWatch('lineMappings', form) as Partial<PunchoutLineMapping>[] | undefined) ?? [];
  const taken = new Set(chosen.map((mapping) => mapping?.line));

  return (
    <Form.List name="lineMappings">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((row, index) => (
            <Flex key={row.key} gap={8} align="start" wrap>
              <Form.Item name={[row.name, 'line']} style={{ marginBottom: 0, flex: '1 1 160px' }} rules={[{ required: true, message: t('form.lineRequired') }]}>
                <Select
                  aria-label={t('form.mappingLine', { number: index + 1 })}
                  placeholder={t('form.line')}
                  options={PRODUCT_LINES.map((line) => ({
                    value: line,
                    label: t(`catalog:line.${line}.title`),
                    disabled: taken.has(line) && chosen[index]?.line !== line,
                  }))}
                />
              </Form.Item>
              <Form.Item name={[row.name, 'uom']} style={{ marginBottom: 0, width: 70 }} {...field('uom')}>
                <Input aria-label={t('form.mappingUom', { number: index + 1 })} placeholder={t('form.uom')} />
              </Form.Item>
              <Form.Item name={[row.name, 'unspsc']} style={{ marginBottom: 0, width: 130 }} {...field('unspsc')}>
                <Input aria-label={t('form.mappingUnspsc', { number: index + 1 })} placeholder="UNSPSC" inputMode="numeric" />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('form.removeMapping', { number: index + 1 })}
                onClick={() => remove(row.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= PRODUCT_LINES.length}
              onClick={() => add({ uom: form.getFieldValue('defaultUom') ?? '', unspsc: '' })}
            >
              {t('form.addMapping')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
