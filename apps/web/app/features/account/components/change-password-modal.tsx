import {
  PASSWORD_MAX_LENGTH,
  type PasswordProblem,
  newPasswordProblem,
  passwordStrength,
  stripChinese,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Progress } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';

type ChangePasswordForm = { oldPassword: string; newsPassword: string; confirmPassword: string };

const STRENGTH_COLOURS: Record<number, string> = { 10: '#ff4d4f', 30: '#fa8c16', 60: '#fadb14', 100: '#52c41a' };

/** Spec section 2 and 5: the change-password modal with its rules and strength meter. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordForm>();
  const newPassword = Form.useWatch('newsPassword', form) ?? '';

  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      api.post<null>('/by-order-client/customer/changePassword', { oldpassword: values.oldPassword, password: values.newsPassword }),
    onSuccess: ({ message: text }) => {
      void message.success(text);
      form.resetFields();
      onClose();
    },
  });

  // One rule per field, each reporting the first problem the shared password rules find.
  const passwordRule = (problemOf: (value: string) => PasswordProblem | null): RuleObject => ({
    validator: async (_rule, value: string | undefined) => {
      const problem = problemOf(value ?? '');
      if (problem) throw new Error(t(`errors:${problem}`, { maximum: PASSWORD_MAX_LENGTH }));
    },
  });
  const strength = passwordStrength(newPassword);

  return (
    <Modal
      open={open}
      title={t('changePassword')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ChangePasswordForm> form={form} layout="vertical" onFinish={(values) => change.mutate(values)} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('oldPassword')} normalize={stripChinese} rules={[{ required: true, message: t('errors:passwordRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="newsPassword"
          label={t('newPassword')}
          normalize={stripChinese}
          dependencies={['oldPassword']}
          rules={[passwordRule((value) => newPasswordProblem({ password: value, oldPassword: form.getFieldValue('oldPassword') as string }))]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Progress
          percent={newPassword ? strength : 0}
          showInfo={false}
          strokeColor={STRENGTH_COLOURS[strength]}
          aria-label={t('strength')}
          data-testid="password-strength"
          data-strength={newPassword ? strength : 0}
        />
        <Form.Item
          name="confirmPassword"
          label={t('confirmPassword')}
          normalize={stripChinese}
          dependencies={['newsPassword']}
          rules={[
            { required: true, message: t('errors:passwordRequired') },
            passwordRule((value) => (value === form.getFieldValue('newsPassword') ? null : 'passwordMismatch')),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
