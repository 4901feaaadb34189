import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CURRENCIES, PRICE_GROUPS, STAFF_MAX_PACKS, packSizeLabelSchema } from '@portal/domain';
import { Button, Form, type FormListFieldData, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldMaxLength, useFieldRules } from '../../../lib/schema-fields';
import { emptyPriceTexts, isPriceText } from '../api/product-form-values';

/**
 * The packs and their prices, one row per pack and one column per price group and currency. Prices are typed in
 * major units (290.00) and sent as exact minor units; an empty cell leaves that group quote only.
 */
export function PackPrices() {
  const { t } = useTranslation(['catalog-desk', 'catalog', 'errors']);
  const rulesOf = useFieldRules();
  const priceRule = {
    validator: (_rule: unknown, text: string | undefined) => (isPriceText(text) ? Promise.resolve() : Promise.reject(new Error(t('editor.priceInvalid')))),
  };

  return (
    <Form.List name="packs">
      {(fields, { add, remove }) => (
        <>
          <Typography.Paragraph type="secondary">{t('editor.pricesHint')}</Typography.Paragraph>
          <Table<FormListFieldData>
            size="small"
            data-testid="pack-prices"
            rowKey="key"
            pagination={false}
            scroll={{ x: true }}
            dataSource={fields}
            locale={{ emptyText: t('editor.noPacks') }}
            columns={[
              {
                key: 'size',
                title: t('catalog:packSize'),
                render: (_value, field, index) => (
                  <>
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, 'sizeLabel']} style={{ marginBottom: 0, minWidth: 110 }} {...rulesOf(packSizeLabelSchema)}>
                      <Input aria-label={t('editor.packSize', { number: index + 1 })} placeholder="1 mg" maxLength={fieldMaxLength(packSizeLabelSchema)} />
                    </Form.Item>
                  </>
                ),
              },
              ...PRICE_GROUPS.flatMap((group) =>
                CURRENCIES.map((currency) => ({
                  key: `${group}-${currency}`,
                  title: t('editor.priceColumn', { group: t(`priceGroup.${group}`), currency }),
                  render: (_value: unknown, field: FormListFieldData, index: number) => (
                    <Form.Item name={[field.name, 'prices', group, currency]} style={{ marginBottom: 0, minWidth: 100 }} rules={[priceRule]}>
                      <Input inputMode="decimal" aria-label={t('editor.priceOf', { number: index + 1, group: t(`priceGroup.${group}`), currency })} />
                    </Form.Item>
                  ),
                })),
              ),
              {
                key: 'remove',
                title: '',
                render: (_value, field, index) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('editor.removePack', { number: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            style={{ marginTop: 8 }}
            icon={<PlusOutlined aria-hidden />}
            disabled={fields.length >= STAFF_MAX_PACKS}
            onClick={() => add({ sizeLabel: '', prices: emptyPriceTexts() })}
          >
            {t('editor.addPack')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
