import { type DoseInput, type Language, type ProductPack, doseInputSchema, formatPrice, planDose } from '@portal/domain';
import { Alert, Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMass } from '../api/price-format';
import styles from './catalog.module.css';

const START: DoseInput = { doseMgPerKg: 10, animalWeightG: 20, animals: 10, doses: 6 };
const FIELDS = [
  { name: 'doseMgPerKg', step: 0.5, precision: 2 },
  { name: 'animalWeightG', step: 1, precision: 1 },
  { name: 'animals', step: 1, precision: 0 },
  { name: 'doses', step: 1, precision: 0 },
] as const;

/** The in vivo dose calculator: the antibody a study needs and the packs that cover it at the lowest price. */
export function DoseCalculator(props: { packs: ProductPack[]; language: Language }) {
  const { t } = useTranslation('catalog');
  const [input, setInput] = useState<Partial<Record<keyof DoseInput, number | null>>>(START);
  const parsed = doseInputSchema.safeParse(input);
  const plan = parsed.success ? planDose(parsed.data, props.packs) : null;
  const packOf = (id: string) => props.packs.find((pack) => pack.id === id);
  const currency = props.packs[0]?.currency ?? 'USD';
  return (
    <Card title={t('dose.title')} size="small" data-testid="dose-calculator">
      <Typography.Paragraph type="secondary">{t('dose.intro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Row gutter={12}>
          {FIELDS.map((field) => (
            <Col key={field.name} xs={12} md={6}>
              <Form.Item label={t(`dose.${field.name}`)} htmlFor={`dose-${field.name}`}>
                <InputNumber
                  id={`dose-${field.name}`}
                  data-testid={`dose-${field.name}`}
                  min={0}
                  step={field.step}
                  precision={field.precision}
                  value={input[field.name] ?? null}
                  onChange={(value) => setInput((current) => ({ ...current, [field.name]: value }))}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      {!plan ? (
        <Alert type="info" showIcon message={t('dose.invalid')} />
      ) : (
        <div data-testid="dose-result">
          <p>
            {t('dose.total')}: <strong data-testid="dose-total">{formatMass(plan.totalUg, props.language)}</strong>
          </p>
          {plan.quoteRequired ? (
            <Alert
              type="warning"
              showIcon
              data-testid="dose-quote"
              message={t('dose.quoteTitle')}
              description={
                <>
                  {t('dose.quoteText')} <Link to="/CustomServices">{t('dose.quoteLink')}</Link> · <Link to="/ContactUs">{t('contactUs')}</Link>
                </>
              }
            />
          ) : (
            <>
              <Typography.Text strong>{t('dose.suggested')}</Typography.Text>
              <ul data-testid="dose-packs">
                {plan.packs.map((chosen) => (
                  <li key={chosen.id}>
                    {chosen.count} × {packOf(chosen.id)?.sizeLabel}
                  </li>
                ))}
              </ul>
              <p>
                {t('dose.totalPrice')}:{' '}
                <span className={plan.totalPrice === null ? styles.quote : styles.price} data-testid="dose-price">
                  {plan.totalPrice === null ? t('quoteOnly') : formatPrice(plan.totalPrice, currency, props.language)}
                </span>
              </p>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
