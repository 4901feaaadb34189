import { DeleteOutlined } from '@ant-design/icons';
import { type CartLine, type Edition, type ParsedInquiry, VECTOR_PREPS, VECTOR_VERIFICATIONS, formatPrice } from '@portal/domain';
import { App, Button, Empty, Form, Input, Select, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inquiryDetailsField } from '../../../components/inquiry-details/inquiry-details-values';
import { InquiryDetailsFields } from '../../../components/inquiry-details/inquiry-details-fields';
import { clearChangedErrors, formErrors, issueText } from '../../../lib/schema-errors';
import { useRootData } from '../../../root';
import { plasmidResultPath } from '../../../navigation/plasmid-shop';
import { NEW_VECTOR_ROW, type VectorOrderValues, parseVectorOrder } from '../api/vector-input';

/**
 * The vector construction order (issue 18): the designs in the plasmid builder's cart, each with its preparation
 * and verification, and the inquiry's shipping details. The server stores each design as it is now, so later edits
 * do not change what was ordered.
 */
type Props = {
  /** The carrier cart's lines; null while they load. */
  lines: CartLine[] | null;
  onRemove: (ids: string[]) => void;
  edition: Edition;
  addressBookPath: string;
  /** Sends the checked order; the caller keeps its idempotency key and opens the confirmation page. */
  send: (input: ParsedInquiry) => void;
  sending: boolean;
  failure: string | null;
};

export function VectorOrderForm({ lines, onRemove, edition, addressBookPath, send, sending, failure }: Props) {
  const { t } = useTranslation(['vector-order', 'cart']);
  const { language } = useRootData();
  const { message } = App.useApp();
  const [form] = Form.useForm();

  if (lines === null) return <Skeleton active />;
  const submit = () => {
    const values = form.getFieldsValue(true) as VectorOrderValues;
    const parsed = parseVectorOrder(lines, values);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    if (parsed.success) return send(parsed.data);
    const fieldOf = (path: readonly PropertyKey[]) => {
      const [first, index, field] = path;
      const line = first === 'lines' && typeof index === 'number' ? lines[index] : undefined;
      if (line && typeof field === 'string' && field !== 'designId') return ['rows', line.id, field];
      const detail = inquiryDetailsField(first ?? '');
      return detail ? [detail] : null;
    };
    const { fields, other } = formErrors(t, parsed.error.issues, fieldOf);
    form.setFields(fields);
    for (const issue of other) void message.error(issueText(t, issue.message));
  };

  if (lines.length === 0) {
    return (
      <Empty description={t('empty')} data-testid="vector-cart-empty">
        <Link to="/designList">{t('toDesigns')}</Link>
      </Empty>
    );
  }
  const select = (name: string, values: readonly string[]) => (
    <Select style={{ width: 230 }} options={values.map((value) => ({ value, label: t(`${name}.${value}`) }))} />
  );
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={(changed: VectorOrderValues) => clearChangedErrors(form, changed)}
      initialValues={{ rows: Object.fromEntries(lines.map((line) => [line.id, NEW_VECTOR_ROW])) }}
      data-testid="vector-order-form"
    >
      <Typography.Title level={3}>{t('designs')}</Typography.Title>
      <Table<CartLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        scroll={{ x: true }}
        columns={[
          { title: t('code'), dataIndex: 'orderNo' },
          {
            title: t('design'),
            dataIndex: 'catalog',
            render: (name: string, line) => (line.designId ? <Link to={plasmidResultPath(line.designId)}>{name}</Link> : name),
          },
          {
            title: t('estimate'),
            render: (_, line) => (line.unitPriceMinor === null ? t('cart:quoteOnly') : formatPrice(line.unitPriceMinor, line.currency, language)),
          },
          {
            title: t('prep.label'),
            render: (_, line) => (
              <Form.Item name={['rows', line.id, 'prep']} noStyle>
                {select('prep', VECTOR_PREPS)}
              </Form.Item>
            ),
          },
          {
            title: t('verification.label'),
            render: (_, line) => (
              <Form.Item name={['rows', line.id, 'verification']} noStyle>
                {select('verification', VECTOR_VERIFICATIONS)}
              </Form.Item>
            ),
          },
          {
            title: t('note'),
            render: (_, line) => (
              <Form.Item name={['rows', line.id, 'note']} style={{ margin: 0 }}>
                <Input maxLength={500} />
              </Form.Item>
            ),
          },
          {
            title: '',
            render: (_, line) => (
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove', { name: line.catalog })} onClick={() => onRemove([line.id])} />
            ),
          },
        ]}
      />
      <div style={{ marginTop: 24 }}>
        <InquiryDetailsFields edition={edition} addressBookPath={addressBookPath} sending={sending} failure={failure} disabled={lines.length === 0} />
      </div>
    </Form>
  );
}
