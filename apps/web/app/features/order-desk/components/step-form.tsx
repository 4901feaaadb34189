import { Alert, App, Button, Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { type DeskStep, type DeskStepBody, useDeskStep } from '../api/order-desk-api';

type StepFormProps<Step extends DeskStep, Values> = {
  step: Step;
  title: string;
  submitLabel: string;
  /** Asked before sending, for steps that cannot be undone. */
  confirmTitle?: string;
  danger?: boolean;
  initialValues?: Partial<Values>;
  /** The step's body, the order's id included; the form's own fields are checked before this runs. */
  toBody: (values: Values) => DeskStepBody<Step>;
  form?: FormInstance<Values>;
  children: ReactNode;
};

/**
 * One step of the desk as a form: the server's reason stays on the form when it refuses, with everything typed
 * kept; after a success the form is emptied for the next use (a further parcel, say) and the order shows the change.
 */
export function StepForm<Step extends DeskStep, Values extends object>(props: StepFormProps<Step, Values>) {
  const { t } = useTranslation(['order-desk', 'http']);
  const { modal, message } = App.useApp();
  const [ownForm] = Form.useForm<Values>();
  const form = props.form ?? ownForm;
  const mutation = useDeskStep(props.step);

  const send = async (values: Values) => {
    try {
      await mutation.mutateAsync(props.toBody(values));
      form.resetFields();
      void message.success(t('steps.done', { step: props.title }));
    } catch {
      // The refusal is shown on the form from the mutation's error.
    }
  };
  const submit = (values: Values) => {
    if (!props.confirmTitle) return send(values);
    modal.confirm({
      title: props.confirmTitle,
      okText: props.submitLabel,
      okButtonProps: { danger: props.danger },
      cancelText: t('steps.back'),
      onOk: () => send(values),
    });
  };

  return (
    <Card title={props.title} size="small" data-testid={`step-${props.step}`}>
      <Form<Values> form={form} name={props.step} layout="vertical" initialValues={props.initialValues} onFinish={submit}>
        {props.children}
        {mutation.error ? <Alert type="error" showIcon title={serverMessage(mutation.error) ?? t('http:requestFailed')} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" danger={props.danger} htmlType="submit" loading={mutation.isPending}>
          {props.submitLabel}
        </Button>
      </Form>
    </Card>
  );
}
