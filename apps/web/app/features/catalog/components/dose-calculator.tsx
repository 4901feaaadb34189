import { type DoseInput, type Language, type ProductPack, doseInputSchema, formatPrice, planDose } from '@portal/domain';
import { Alert, Card, Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { KeptParams } from '../../../components/kept-params';
import { formatMass } from '../api/price-format';
import styles from './catalog.module.css';

const START: DoseInput = { doseMgPerKg: 10, animalWeightG: 20, animals: 10, doses: 6 };
const FIELDS = [
  { name: 'doseMgPerKg', step: 0.5 },
  { name: 'animalWeightG', step: 1 },
  { name: 'animals', step: 1 },
  { name: 'doses', step: 1 },
] as const;
const RESULT_ID = 'dose-result';

type DoseValues = Partial<Record<keyof DoseInput, number | null>>;

/** The calculator's values from the address (a shared link, or a visitor's page the server rendered), else the start values. */
function valuesOf(params: URLSearchParams): DoseValues {
  const values: DoseValues = {};
  for (const { name } of FIELDS) {
    const raw = params.get(name);
    values[name] = raw === null ? START[name] : raw.trim() === '' || !Number.isFinite(Number(raw)) ? null : Number(raw);
  }
  return values;
}

/**
 * The in vivo dose calculator: the antibody a study needs and the packs that cover it at the lowest price.
 * Its fields form a GET form of the product page, so for a visitor the server computes the result and the
 * islands script puts it in place (app/islands/live-forms); a signed-in page computes it as the fields change.
 */
export function DoseCalculator(props: { packs: ProductPack[]; language: Language }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [input, setInput] = useState<DoseValues>(() => valuesOf(params));
  const parsed = doseInputSchema.safeParse(input);
  const plan = parsed.success ? planDose(parsed.data, props.packs) : null;
  const packOf = (id: string) => props.packs.find((pack) => pack.id === id);
  const currency = props.packs[0]?.currency ?? 'USD';
  return (
    <Card title={t('dose.title')} size="small" data-testid="dose-calculator" id="dose-calculator">
      <Typography.Paragraph type="secondary">{t('dose.intro')}</Typography.Paragraph>
      <Form layout="vertical" method="get" action={`${pathname}#dose-calculator`} data-island="live" data-live-target={RESULT_ID}>
        <KeptParams own={FIELDS.map((field) => field.name)} />
        <Row gutter={12}>
          {FIELDS.map((field) => (
            <Col key={field.name} xs={12} md={6}>
              <Form.Item label={t(`dose.${field.name}`)} htmlFor={`dose-${field.name}`}>
                <input
                  type="number"
                  id={`dose-${field.name}`}
                  name={field.name}
                  data-testid={`dose-${field.name}`}
                  className={styles.doseInput}
                  min={0}
                  step={field.step}
                  value={input[field.name] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setInput((current) => ({ ...current, [field.name]: value === '' ? null : Number(value) }));
                  }}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      <div id={RESULT_ID} aria-live="polite">
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
      </div>
    </Card>
  );
}
