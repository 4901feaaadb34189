import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { StepForm } from './step-form';

const DAY = 'YYYY-MM-DD';
const TEXT_MAX = 60;

function NoteField() {
  const { t } = useTranslation(['order-desk', 'errors']);
  return (
    <Form.Item name="note" label={t('steps.note')} rules={[{ max: 500, message: t('errors:textTooLong') }]}>
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}

type ProductionValues = { productionStatus: string; productionTime: Dayjs; note?: string };

/** Production starts once the customer has confirmed the quote; the server says so when they have not. */
export function ProductionForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['order-desk', 'orders', 'errors']);
  return (
    <StepForm
      step="startProduction"
      title={t('orders:action_startProduction')}
      submitLabel={t('production.submit')}
      toBody={(values: ProductionValues) => ({ id: orderId, productionStatus: values.productionStatus, productionTime: values.productionTime.format(DAY), note: values.note ?? '' })}
    >
      <Form.Item name="productionStatus" label={t('production.status')} rules={[{ required: true, whitespace: true, message: t('errors:productionStatusRequired') }, { max: TEXT_MAX, message: t('errors:textTooLong') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="productionTime" label={t('production.time')} rules={[{ required: true, message: t('production.timeRequired') }]}>
        <DatePicker format={DAY} />
      </Form.Item>
      <NoteField />
    </StepForm>
  );
}

type ParcelValues = { carrier: string; trackingNo: string; contents?: string; note?: string };

/** One parcel per submission; the form empties afterwards for the next parcel of the same order. */
export function ShipForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['order-desk', 'orders', 'errors']);
  return (
    <StepForm
      step="ship"
      title={t('orders:action_ship')}
      submitLabel={t('parcel.submit')}
      toBody={(values: ParcelValues) => ({ id: orderId, carrier: values.carrier, trackingNo: values.trackingNo, contents: values.contents ?? '', note: values.note ?? '' })}
    >
      <Form.Item name="carrier" label={t('parcel.carrier')} rules={[{ required: true, whitespace: true, message: t('errors:carrierRequired') }, { max: TEXT_MAX, message: t('errors:textTooLong') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="trackingNo" label={t('parcel.trackingNo')} rules={[{ required: true, whitespace: true, message: t('errors:trackingNoRequired') }, { max: TEXT_MAX, message: t('errors:textTooLong') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="contents" label={t('parcel.contents')} rules={[{ max: 500, message: t('errors:textTooLong') }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <NoteField />
    </StepForm>
  );
}

/** Completing or cancelling: a note and a confirmation, since neither can be taken back. */
export function FinishForm({ orderId, step }: { orderId: string; step: 'complete' | 'cancel' }) {
  const { t } = useTranslation(['order-desk', 'orders']);
  const title = t(step === 'complete' ? 'orders:action_complete' : 'orders:action_staffCancel');
  return (
    <StepForm
      step={step}
      title={title}
      submitLabel={t(`finish.${step}`)}
      confirmTitle={t(`finish.${step}Confirm`)}
      danger={step === 'cancel'}
      toBody={(values: { note?: string }) => ({ id: orderId, note: values.note ?? '' })}
    >
      <NoteField />
    </StepForm>
  );
}

type InvoiceValues = { title: string; taxNumber?: string; note?: string };

export function InvoiceForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['order-desk', 'errors']);
  return (
    <StepForm
      step="invoice"
      title={t('invoice.issue')}
      submitLabel={t('invoice.submit')}
      toBody={(values: InvoiceValues) => ({ id: orderId, title: values.title, taxNumber: values.taxNumber ?? '', note: values.note ?? '' })}
    >
      <Form.Item name="title" label={t('invoice.title')} rules={[{ required: true, whitespace: true, message: t('errors:invoiceTitleRequired') }, { max: 200, message: t('errors:textTooLong') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="taxNumber" label={t('invoice.taxNumber')} rules={[{ max: 30, message: t('errors:textTooLong') }]}>
        <Input />
      </Form.Item>
      <NoteField />
    </StepForm>
  );
}
