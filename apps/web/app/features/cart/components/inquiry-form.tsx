import { type CartKind, type CartLine, type Edition, MAX_ORDER_ATTACHMENTS, formatAddress } from '@portal/domain';
import { Alert, App, Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShippingAddresses } from '../api/cart-api';
import { type InquiryValues, inquiryFieldOf, inquiryIssueText, parseInquiry } from '../api/inquiry-input';
import { formErrors, issueText } from '../../../lib/schema-errors';
import { useInquirySubmit } from '../hooks/use-inquiry-submit';
import { AttachmentUpload } from './attachment-upload';
import { InquiryLinesTable } from './inquiry-lines-table';

type Props = { kind: CartKind; lines: CartLine[]; edition: Edition; addressBookPath: string };

/**
 * The inquiry of spec sections 3 and 5 for the selected cart lines. The domain's schema checks it before it is
 * sent, so the customer sees the same rules the server applies; nothing typed is lost when it is refused.
 */
export function InquiryForm({ kind, lines, edition, addressBookPath }: Props) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const addresses = useShippingAddresses();
  const { send, sending, failure } = useInquirySubmit();
  const uploading = (Form.useWatch((values: InquiryValues) => [...(values.poFile ?? []), ...(values.attachments ?? [])], form) ?? []).some(
    (file) => file.status === 'uploading',
  );

  const submit = () => {
    const values = form.getFieldsValue(true) as InquiryValues;
    const parsed = parseInquiry(kind, lines, values);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    if (parsed.success) {
      void send(parsed.data);
      return;
    }
    const { fields, other } = formErrors(t, parsed.error.issues, (path) => inquiryFieldOf(lines, path));
    form.setFields(fields);
    const [firstField] = fields;
    if (firstField) form.scrollToField(firstField.name);
    for (const issue of other) void message.error(inquiryIssueText(lines, issue, (text) => issueText(t, text)));
  };

  const chooseAddress = (id: string) => {
    const phone = addresses.data?.find((address) => address.id === id)?.phone;
    if (phone && !form.getFieldValue('contactPhone')) form.setFieldValue('contactPhone', phone);
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="inquiry-form">
      <Typography.Title level={3}>{t('inquiryTitle')}</Typography.Title>
      <InquiryLinesTable lines={lines} />
      <Row gutter={16} style={{ marginTop: 24 }}>
        <Col xs={24} md={12}>
          <Form.Item
            name="addressId"
            label={t('shippingAddress')}
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
              options={(addresses.data ?? []).map((address) => ({
                value: address.id,
                label: `${address.contact} · ${formatAddress(address, edition)}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactPhone" label={t('contactPhone')} extra={t('contactPhoneHint')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="poNumber" label={t('poNumber')}>
            <Input maxLength={60} />
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
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="agreement" valuePropName="checked">
        <Checkbox>{t('agreement')}</Checkbox>
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="inquiry-failure" /> : null}
      <Button type="primary" htmlType="submit" loading={sending} disabled={uploading || lines.length === 0}>
        {t('submitInquiry')}
      </Button>
    </Form>
  );
}
