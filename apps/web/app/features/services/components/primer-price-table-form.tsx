import {
  CURRENCIES,
  type Currency,
  PRIMER_FIVE_PRIME,
  PRIMER_PRICE_MAX_MINOR,
  PRIMER_PURIFICATIONS,
  PRIMER_SCALES,
  PRIMER_THREE_PRIME,
  type PrimerPriceTable,
  type PrimerPrices,
} from '@portal/domain';
import { App, Button, Card, Col, Form, InputNumber, Row, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrimerPriceTable, useSavePrimerPriceTable } from '../api/primer-price-table-api';

/** The table's groups: each a record of the price list, its entries labelled as the order form labels them. */
const GROUPS = [
  { key: 'perBase', choices: PRIMER_SCALES, choiceField: 'scale' },
  { key: 'purification', choices: PRIMER_PURIFICATIONS, choiceField: 'purification' },
  { key: 'fivePrime', choices: PRIMER_FIVE_PRIME, choiceField: 'fivePrime' },
  { key: 'threePrime', choices: PRIMER_THREE_PRIME, choiceField: 'threePrime' },
] as const;

type MajorPrices = Record<string, number | Record<string, number>>;

/** Minor units (the stored form) to the major units staff type, and back, by every amount of the list. */
const convert = (prices: PrimerPrices | MajorPrices, by: (amount: number) => number): MajorPrices =>
  Object.fromEntries(
    Object.entries(prices).map(([key, value]) => [
      key,
      typeof value === 'number' ? by(value) : Object.fromEntries(Object.entries(value).map(([choice, amount]) => [choice, by(amount as number)])),
    ]),
  );
const toMajor = (table: PrimerPriceTable) => Object.fromEntries(CURRENCIES.map((currency) => [currency, convert(table[currency], (minor) => minor / 100)]));
const toMinor = (values: Record<Currency, MajorPrices>) =>
  Object.fromEntries(CURRENCIES.map((currency) => [currency, convert(values[currency], (major) => Math.round(major * 100))])) as PrimerPriceTable;

/**
 * The primer price list staff keep, one tab per currency: the price per base at each scale, the surcharge per mixed
 * base, and the price of each purification and modification. The server checks and stores it (audited); orders
 * sent afterwards are priced by it.
 */
export function PrimerPriceTableForm() {
  const { t } = useTranslation(['service-pages', 'services']);
  const { message } = App.useApp();
  const table = usePrimerPriceTable();
  const save = useSavePrimerPriceTable();
  const [form] = Form.useForm();
  if (!table.data) return <Skeleton active />;

  const amount = (currency: Currency, path: string[], label: string) => (
    <Col xs={12} md={6} key={path.join('.')}>
      <Form.Item name={[currency, ...path]} label={label} rules={[{ required: true, message: t('errors:priceInvalid') }]}>
        <InputNumber min={0} max={PRIMER_PRICE_MAX_MINOR / 100} precision={2} prefix={currency === 'USD' ? '$' : '¥'} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toMajor(table.data)}
      data-testid="primer-price-table"
      onFinish={(values: Record<Currency, MajorPrices>) => save.mutate(toMinor(values), { onSuccess: () => void message.success(t('priceTable.saved')) })}
    >
      <Tabs
        items={CURRENCIES.map((currency) => ({
          key: currency,
          label: currency,
          forceRender: true,
          children: (
            <>
              {GROUPS.map((group) => (
                <Card key={group.key} size="small" title={t(`priceTable.${group.key}`)} style={{ marginBottom: 16 }}>
                  <Row gutter={16}>
                    {group.choices.map((choice) => amount(currency, [group.key, choice], t(`services:choice_${group.choiceField}_${choice}`)))}
                    {group.key === 'perBase' ? amount(currency, ['degenerateBase'], t('priceTable.degenerateBase')) : null}
                  </Row>
                </Card>
              ))}
            </>
          ),
        }))}
      />
      <Typography.Paragraph type="secondary">{t('priceTable.hint')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('priceTable.save')}
      </Button>
    </Form>
  );
}
