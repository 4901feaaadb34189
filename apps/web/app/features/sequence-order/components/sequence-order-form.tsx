import { type Edition, MAX_ORDER_LINES, type ParsedInquiry } from '@portal/domain';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { InquiryDetailsFields } from '../../../components/inquiry-details/inquiry-details-fields';
import { issueText } from '../../../lib/schema-errors';
import { NEW_PROTEIN, type SequenceOrderValues, parseSequenceOrder, sequenceFieldErrors } from '../api/sequence-input';
import { ProteinRow } from './protein-row';

type Props = {
  edition: Edition;
  addressBookPath: string;
  /** Sends the checked order; the caller keeps its idempotency key and opens the confirmation page. */
  send: (input: ParsedInquiry) => void;
  sending: boolean;
  /** The server's message when the order was refused. */
  failure: string | null;
};

/**
 * The sequence/vector order of spec section 3: proteins with their chains and the inquiry's shipping details and
 * files. The domain's schema checks it before it is sent, so the customer sees the server's rules; nothing typed
 * is lost.
 */
export function SequenceOrderForm({ edition, addressBookPath, send, sending, failure }: Props) {
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
      <InquiryDetailsFields edition={edition} addressBookPath={addressBookPath} sending={sending} failure={failure} />
    </Form>
  );
}
