import { type Edition, MAX_ORDER_ATTACHMENTS, formatAddress, inquiryDetailsSchema } from '@portal/domain';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { schemaMaxLength } from '../../lib/schema-fields';
import { AttachmentUpload } from './attachment-upload';
import { type InquiryDetailsValues, useShippingAddresses } from './inquiry-details-values';

const TERMS_OF_SALE_PATH = '/TermsOfSale';

type Props = {
  edition: Edition;
  /** Where the customer adds an address (opened in a new tab, so nothing typed here is lost). */
  addressBookPath: string;
  sending: boolean;
  /** The server's message when the inquiry was refused. */
  failure: string | null;
  /** True while there is nothing to send (no lines chosen). */
  disabled?: boolean;
};

/**
 * The part every inquiry form shares, inside the caller's Form: shipping address, contact phone (or NA), PO number
 * and file, attachments with upload progress, note, the terms and the submit button, held back while files upload.
 */
export function InquiryDetailsFields({ edition, addressBookPath, sending, failure, disabled = false }: Props) {
  const { t } = useTranslation('cart');
  const form = Form.useFormInstance<InquiryDetailsValues>();
  const addresses = useShippingAddresses();
  const files = Form.useWatch((values: InquiryDetailsValues) => [...(values.poFile ?? []), ...(values.attachments ?? [])], form) ?? [];
  const uploading = files.some((file) => file.status === 'uploading');

  const chooseAddress = (id: string) => {
    const phone = addresses.data?.find((address) => address.id === id)?.phone;
    if (phone && !form.getFieldValue('contactPhone')) form.setFieldValue('contactPhone', phone);
  };

  return (
    <>
      <Row gutter={16} style={{ marginTop: 24 }}>
        <Col xs={24} md={12}>
          <Form.Item
            name="addressId"
            label={t('shippingAddress')}
            required
            extra={
              <Link to={addressBookPath} target="_blank">
                {t('addAddress')}
              </Link>
            }
          >
            <Select<string>
              placeholder={t('chooseAddress')}
              loading={addresses.isPending}
              onChange={chooseAddress}
              options={(addresses.data ?? []).map((address) => ({ value: address.id, label: `${address.contact} · ${formatAddress(address, edition)}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactPhone" label={t('contactPhone')} extra={t('contactPhoneHint')} required>
            <Input maxLength={schemaMaxLength(inquiryDetailsSchema, 'contactPhone')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="poNumber" label={t('poNumber')}>
            <Input maxLength={schemaMaxLength(inquiryDetailsSchema, 'poNumber')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="poFile" label={t('poFile')}>
            <AttachmentUpload maxCount={1} label={t('uploadPoFile')} testId="po-file" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="attachments" label={t('attachments')} extra={t('attachmentsHint', { count: MAX_ORDER_ATTACHMENTS })}>
            <AttachmentUpload maxCount={MAX_ORDER_ATTACHMENTS} label={t('uploadAttachments')} testId="attachments" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="note" label={t('note')}>
            <Input.TextArea rows={3} maxLength={schemaMaxLength(inquiryDetailsSchema, 'note')} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="agreement" valuePropName="checked">
        <Checkbox>
          {/* A new tab, so nothing filled in here is lost while the customer reads. */}
          <Trans t={t} i18nKey="agreement" components={{ terms: <a href={TERMS_OF_SALE_PATH} target="_blank" rel="noopener" data-testid="terms-link" /> }} />
        </Checkbox>
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="inquiry-failure" /> : null}
      <Button type="primary" htmlType="submit" loading={sending} disabled={uploading || disabled}>
        {t('submitInquiry')}
      </Button>
    </>
  );
}
