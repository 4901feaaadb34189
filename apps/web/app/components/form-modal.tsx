import { App, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { serverMessage } from '../lib/api-client';

type Props<Values> = {
  open: boolean;
  title: string;
  okText: string;
  initialValues: Values;
  /** Sends the checked values; a refusal's message is shown and the dialog stays open with the typing kept. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  saved: string;
  failed: string;
  pending: boolean;
  testId?: string;
  children: ReactNode;
};

/**
 * A dialog around one form: the fields are checked in the browser first (their messages beside them, nothing sent),
 * then `onSubmit` runs; on success the dialog closes with `saved`, on a refusal it stays open with the server's
 * message (or `failed`).
 */
export function FormModal<Values extends object>({
  open,
  title,
  okText,
  initialValues,
  onSubmit,
  onClose,
  saved,
  failed,
  pending,
  testId,
  children,
}: Props<Values>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSubmit(values);
      void message.success(saved);
      onClose();
    } catch (error) {
      void message.error(serverMessage(error) ?? failed);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onOk={() => void submit()}
      okText={okText}
      onCancel={onClose}
      okButtonProps={{ loading: pending }}
      destroyOnHidden
      data-testid={testId}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
