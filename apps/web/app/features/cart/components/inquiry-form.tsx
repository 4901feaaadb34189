import type { CartKind, CartLine, Edition } from '@portal/domain';
import { App, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InquiryDetailsFields } from '../../../components/inquiry-details/inquiry-details-fields';
import { clearChangedErrors, formErrors, issueText } from '../../../lib/schema-errors';
import { type InquiryValues, inquiryFieldOf, inquiryIssueText, parseInquiry } from '../api/inquiry-input';
import { useInquirySubmit } from '../hooks/use-inquiry-submit';
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
  const { send, sending, failure } = useInquirySubmit();

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

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={(changed: InquiryValues) => clearChangedErrors(form, changed)}
      data-testid="inquiry-form"
    >
      <Typography.Title level={3}>{t('inquiryTitle')}</Typography.Title>
      <InquiryLinesTable lines={lines} />
      <InquiryDetailsFields edition={edition} addressBookPath={addressBookPath} sending={sending} failure={failure} disabled={lines.length === 0} />
    </Form>
  );
}
