import { Alert, App, Button, Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { type DeskStep, type DeskStepBody, useDeskStep } from '../api/order-desk-api';

/** What a desk form sends through: a change to the order whose refusal the form shows. */
type OrderChange<Body> = { mutateAsync: (body: Body) => Promise<unknown>; error: Error | null; isPending: boolean };

type DeskFormProps<Body, Values> = {
  /** The form's name, and its test id (`step-<name>`). */
  name: string;
  change: OrderChange<Body>;
  title: string;
  submitLabel: string;
  /** Asked before sending, for steps that cannot be undone. */
  confirmTitle?: string;
  danger?: boolean;
  initialValues?: Partial<Values>;
  /** The change's body, the order's id included; the form's own fields are checked before this runs. */
  toBody: (values: Values) => Body;
  form?: FormInstance<Values>;
  children: ReactNode;
};

/**
 * A change to the order as a form (a step, a split, a result): the server's reason stays on the form when it
 * refuses, with everything typed kept; after a success the form is emptied for the next use (a further parcel,
 * say) and the order shows the change.
 */
export function DeskForm<Body, Values extends object>(props: DeskFormProps<Body, Values>) {
  const { t } = useTranslation(['order-desk', 'http']);
  const { modal, message } = App.useApp();
  const [ownForm] = Form.useForm<Values>();
  const form = props.form ?? ownForm;
  const mutation = props.change;

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
    <Card title={props.title} size="small" data-testid={`step-${props.name}`}>
      <Form<Values> form={form} name={props.name} layout="vertical" initialValues={props.initialValues} onFinish={submit}>
        {props.children}
        {mutation.error ? <Alert type="error" showIcon title={serverMessage(mutation.error) ?? t('http:requestFailed')} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" danger={props.danger} htmlType="submit" loading={mutation.isPending}>
          {props.submitLabel}
        </Button>
      </Form>
    </Card>
  );
}

type StepFormProps<Step extends DeskStep, Values> = Omit<DeskFormProps<DeskStepBody<Step>, Values>, 'name' | 'change'> & { step: Step };

/** One step of the order's lifecycle as a desk form. */
export function StepForm<Step extends DeskStep, Values extends object>({ step, ...props }: StepFormProps<Step, Values>) {
  return <DeskForm<DeskStepBody<Step>, Values> name={step} change={useDeskStep(step)} {...props} />;
}
