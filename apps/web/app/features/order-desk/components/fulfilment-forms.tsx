import { invoiceInputSchema, orderNoteSchema, parcelInputSchema, productionInputSchema } from '@portal/domain';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { StepForm } from './step-form';

const DAY = 'YYYY-MM-DD';

/** The note every step may carry, checked as the step's schema checks it. */
export function NoteField() {
  const { t } = useTranslation('order-desk');
  const field = useSchemaFields(orderNoteSchema);
  return (
    <Form.Item name="note" label={t('steps.note')} {...field('note')}>
      <Input.TextArea rows={2} maxLength={schemaMaxLength(orderNoteSchema, 'note')} showCount />
    </Form.Item>
  );
}

type ProductionValues = { productionStatus: string; productionTime: Dayjs; note?: string };

/** Production starts once the customer has confirmed the quote; the server says so when they have not. */
export function ProductionForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['order-desk', 'orders']);
  const field = useSchemaFields(productionInputSchema);
  return (
    <StepForm
      step="startProduction"
      title={t('orders:action_startProduction')}
      submitLabel={t('production.submit')}
      toBody={(values: ProductionValues) => ({
        id: orderId,
        productionStatus: values.productionStatus,
        productionTime: values.productionTime.format(DAY),
        note: values.note ?? '',
      })}
    >
      <Form.Item name="productionStatus" label={t('production.status')} {...field('productionStatus')}>
        <Input maxLength={schemaMaxLength(productionInputSchema, 'productionStatus')} />
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
  const { t } = useTranslation(['order-desk', 'orders']);
  const field = useSchemaFields(parcelInputSchema);
  return (
    <StepForm
      step="ship"
      title={t('orders:action_ship')}
      submitLabel={t('parcel.submit')}
      toBody={(values: ParcelValues) => ({
        id: orderId,
        carrier: values.carrier,
        trackingNo: values.trackingNo,
        contents: values.contents ?? '',
        note: values.note ?? '',
      })}
    >
      <Form.Item name="carrier" label={t('parcel.carrier')} {...field('carrier')}>
        <Input maxLength={schemaMaxLength(parcelInputSchema, 'carrier')} />
      </Form.Item>
      <Form.Item name="trackingNo" label={t('parcel.trackingNo')} {...field('trackingNo')}>
        <Input maxLength={schemaMaxLength(parcelInputSchema, 'trackingNo')} />
      </Form.Item>
      <Form.Item name="contents" label={t('parcel.contents')} {...field('contents')}>
        <Input.TextArea rows={2} maxLength={schemaMaxLength(parcelInputSchema, 'contents')} />
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
  const { t } = useTranslation('order-desk');
  const field = useSchemaFields(invoiceInputSchema);
  return (
    <StepForm
      step="invoice"
      title={t('invoice.issue')}
      submitLabel={t('invoice.submit')}
      toBody={(values: InvoiceValues) => ({ id: orderId, title: values.title, taxNumber: values.taxNumber ?? '', note: values.note ?? '' })}
    >
      <Form.Item name="title" label={t('invoice.title')} {...field('title')}>
        <Input maxLength={schemaMaxLength(invoiceInputSchema, 'title')} />
      </Form.Item>
      <Form.Item name="taxNumber" label={t('invoice.taxNumber')} {...field('taxNumber')}>
        <Input maxLength={schemaMaxLength(invoiceInputSchema, 'taxNumber')} />
      </Form.Item>
      <NoteField />
    </StepForm>
  );
}
