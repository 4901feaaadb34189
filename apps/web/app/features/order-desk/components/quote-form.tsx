import {
  discountFits,
  majorFromMinor,
  minorOfTyped,
  type OrderDetail,
  type OrderTotals,
  orderTotals,
  PAYMENT_METHODS,
  QUOTE_MAX_AMOUNT_MINOR,
  type PaymentMethod,
} from '@portal/domain';
import { DatePicker, Descriptions, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { NoteField } from './fulfilment-forms';
import { StepForm } from './step-form';

type QuoteValues = { prices: Record<string, string>; freight: string; discount: string; paymentMethod: PaymentMethod; validUntil: Dayjs; note: string };

const DEFAULT_VALIDITY_DAYS = 30;
const DAY = 'YYYY-MM-DD';

/** What the form opens with: the current quote when re-pricing, else the catalogue's guide prices; a new quote's payment method is left to choose. */
function initialQuote(order: OrderDetail): Partial<QuoteValues> {
  const prices = Object.fromEntries(
    order.lines.map((line) => {
      const minor = line.unitPriceMinor ?? line.catalogUnitPriceMinor;
      return [line.id, minor === null ? '' : majorFromMinor(minor)];
    }),
  );
  const { quote } = order;
  return {
    prices,
    freight: majorFromMinor(quote?.freightMinor ?? 0),
    discount: majorFromMinor(quote?.discountMinor ?? 0),
    paymentMethod: quote?.paymentMethod,
    validUntil: quote && quote.validUntil >= dayjs().format(DAY) ? dayjs(quote.validUntil) : dayjs().add(DEFAULT_VALIDITY_DAYS, 'day'),
    note: '',
  };
}

/** The lines as priced so far; a price not yet readable counts as none. */
function pricedLines(order: OrderDetail, values: Partial<QuoteValues> | undefined) {
  return order.lines.map((line) => ({ unitPriceMinor: minorOfTyped(values?.prices?.[line.id] ?? ''), quantity: line.quantity }));
}

/** The quote's money as typed so far; null while an amount is too large to add up. */
function liveTotals(order: OrderDetail, values: Partial<QuoteValues> | undefined): OrderTotals | null {
  try {
    return orderTotals(pricedLines(order, values), minorOfTyped(values?.freight ?? '') ?? 0, minorOfTyped(values?.discount ?? '') ?? 0);
  } catch {
    return null;
  }
}

/** Prices an inquiry (or re-prices a quote) line by line; the total is the server's own computation, live. */
export function QuoteForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['order-desk', 'orders', 'errors']);
  const format = useOrderFormat();
  const [form] = Form.useForm<QuoteValues>();
  const values = Form.useWatch([], form);
  const money = (minor: number | undefined) => (minor === undefined ? '—' : format.money(minor, order.currency));
  const amount = (_rule: unknown, text: string | undefined) =>
    minorOfTyped(text ?? '', QUOTE_MAX_AMOUNT_MINOR) === null ? Promise.reject(new Error(t('quote.amountInvalid'))) : Promise.resolve();
  const amountRules = [{ required: true, message: t('quote.amountInvalid') }, { validator: amount }];
  const totals = liveTotals(order, values);

  return (
    <StepForm
      step="quote"
      title={t('orders:action_quote')}
      submitLabel={t('quote.submit')}
      form={form}
      initialValues={initialQuote(order)}
      toBody={(quote) => ({
        id: order.id,
        prices: order.lines.map((line) => ({ lineId: line.id, unitPriceMinor: minorOfTyped(quote.prices[line.id] ?? '') })),
        freightMinor: minorOfTyped(quote.freight),
        discountMinor: minorOfTyped(quote.discount),
        paymentMethod: quote.paymentMethod,
        validUntil: quote.validUntil.format(DAY),
        note: quote.note,
      })}
    >
      {order.lines.map((line) => (
        <Form.Item
          key={line.id}
          name={['prices', line.id]}
          label={t('quote.unitPrice', {
            no: line.lineNo,
            item: line.product?.catalog ?? line.sequence?.proteinName ?? line.packLabel,
            quantity: line.quantity,
          })}
          extra={line.catalogUnitPriceMinor === null ? undefined : t('quote.guidePrice', { price: money(line.catalogUnitPriceMinor) })}
          rules={amountRules}
        >
          <Input inputMode="decimal" suffix={order.currency} style={{ maxWidth: 240 }} />
        </Form.Item>
      ))}
      <Form.Item name="freight" label={t('quote.freight')} rules={amountRules}>
        <Input inputMode="decimal" suffix={order.currency} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="discount"
        label={t('quote.discount')}
        dependencies={['prices', 'freight']}
        rules={[
          ...amountRules,
          {
            validator: (_rule, text: string | undefined) =>
              discountFits(pricedLines(order, form.getFieldsValue()), minorOfTyped(form.getFieldValue('freight') ?? '') ?? 0, minorOfTyped(text ?? '') ?? 0)
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors:discountTooLarge'))),
          },
        ]}
      >
        <Input inputMode="decimal" suffix={order.currency} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="paymentMethod" label={t('quote.paymentMethod')} rules={[{ required: true, message: t('errors:paymentMethodRequired') }]}>
        <Select style={{ maxWidth: 320 }} options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`orders:payment_${method}`) }))} />
      </Form.Item>
      <Form.Item name="validUntil" label={t('quote.validUntil')} rules={[{ required: true, message: t('quote.validUntilRequired') }]}>
        <DatePicker format={DAY} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <NoteField />
      <Descriptions
        size="small"
        column={1}
        data-testid="quote-totals"
        style={{ maxWidth: 360, marginBottom: 12 }}
        items={[
          { key: 'lines', label: t('orders:pdf_lines'), children: money(totals?.linesMinor) },
          { key: 'freight', label: t('orders:pdf_freight'), children: money(totals?.freightMinor) },
          { key: 'discount', label: t('orders:pdf_discount'), children: money(totals?.discountMinor) },
          { key: 'total', label: t('orders:pdf_total'), children: <strong data-testid="quote-total">{money(totals?.totalMinor)}</strong> },
        ]}
      />
    </StepForm>
  );
}
