import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_SPEC_KEYS, type ProductSpecKey, staffSpecInputSchema } from '@portal/domain';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';

/** The specification table's rows: a key from the fixed list, each at most once, and its value. */
export function SpecRows() {
  const { t } = useTranslation(['catalog-desk', 'catalog']);
  const valueField = useSchemaFields(staffSpecInputSchema)('value');
  const form = Form.useFormInstance();
  const chosen = (Form.useWatch('specs', form) as { key?: ProductSpecKey }[] | undefined) ?? [];
  const taken = new Set(chosen.map((spec) => spec?.key));

  return (
    <Form.List name="specs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={[field.name, 'key']} style={{ marginBottom: 0, width: 220 }} rules={[{ required: true, message: t('editor.specKeyRequired') }]}>
                <Select
                  aria-label={t('editor.specKey', { number: index + 1 })}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={PRODUCT_SPEC_KEYS.map((key) => ({
                    value: key,
                    label: t(`catalog:spec.${key}`),
                    disabled: taken.has(key) && chosen[index]?.key !== key,
                  }))}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} style={{ marginBottom: 0, flex: 1 }} {...valueField}>
                <Input maxLength={schemaMaxLength(staffSpecInputSchema, 'value')} aria-label={t('editor.specValue', { number: index + 1 })} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('editor.removeSpec', { number: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div>
            <Button icon={<PlusOutlined aria-hidden />} disabled={fields.length >= PRODUCT_SPEC_KEYS.length} onClick={() => add({ value: '' })}>
              {t('editor.addSpec')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
