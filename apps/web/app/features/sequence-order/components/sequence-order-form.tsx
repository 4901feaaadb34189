import { type Address, type Edition, MAX_ORDER_LINES, type ParsedInquiry, formatAddress } from '@portal/domain';
import { Alert, App, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { issueText } from '../../../lib/schema-errors';
import { NEW_PROTEIN, type SequenceOrderValues, parseSequenceOrder, sequenceFieldErrors } from '../api/sequence-input';
import { ProteinRow } from './protein-row';

type Props = {
  addresses: Address[] | undefined;
  edition: Edition;
  addressBookPath: string;
  /** Sends the checked order; the caller keeps its idempotency key and opens the confirmation page. */
  send: (input: ParsedInquiry) => void;
  sending: boolean;
  /** The server's message when the order was refused. */
  failure: string | null;
};

/**
 * The sequence/vector order of spec section 3: proteins with their chains and the inquiry's shipping details. The
 * domain's schema checks it before it is sent, so the customer sees the server's rules; nothing typed is lost.
 */
export function SequenceOrderForm({ addresses, edition, addressBookPath, send, sending, failure }: Props) {
  const { t } = useTranslation(['sequence-order', 'cart']);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const text = (message: string) => issueText(t, message);

  const submit = () => {
    const values = form.getFieldsValue(true) as SequenceOrderValues;
    const parsed = parseSequenceOrder(values);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    if (parsed.success) {
      send(parsed.data);
      return;
    }
    const { fields, other } = sequenceFieldErrors(values, parsed.error.issues, text);
    form.setFields(fields);
    const [firstField] = fields;
    if (firstField) form.scrollToField(firstField.name);
    for (const issue of other) void message.error(issue);
  };

  const chooseAddress = (id: string) => {
    const phone = addresses?.find((address) => address.id === id)?.phone;
    if (phone && !form.getFieldValue('contactPhone')) form.setFieldValue('contactPhone', phone);
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ lines: [NEW_PROTEIN] }} data-testid="sequence-order-form">
      <Form.List name="lines">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <ProteinRow key={row.key} index={row.name} onRemove={rows.length > 1 ? () => remove(row.name) : null} />
            ))}
            <Button onClick={() => add(NEW_PROTEIN)} disabled={rows.length >= MAX_ORDER_LINES} style={{ marginBottom: 24 }}>
              {t('addProtein')}
            </Button>
          </>
        )}
      </Form.List>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="addressId"
            label={t('cart:shippingAddress')}
            required
            extra={
              <Link to={addressBookPath} target="_blank">
                {t('cart:addAddress')}
              </Link>
            }
          >
            <Select<string>
              placeholder={t('cart:chooseAddress')}
              loading={!addresses}
              onChange={chooseAddress}
              options={(addresses ?? []).map((address) => ({ value: address.id, label: `${address.contact} · ${formatAddress(address, edition)}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="contactPhone" label={t('cart:contactPhone')} extra={t('cart:contactPhoneHint')} required>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="poNumber" label={t('cart:poNumber')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="note" label={t('cart:note')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="agreement" valuePropName="checked">
        <Checkbox>{t('cart:agreement')}</Checkbox>
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="inquiry-failure" /> : null}
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('cart:submitInquiry')}
      </Button>
    </Form>
  );
}
