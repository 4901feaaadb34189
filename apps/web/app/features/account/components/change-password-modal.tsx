import { PASSWORD_MAX_LENGTH, accountEndpoints, changePasswordSchema, stripChinese } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input';
import { useApi } from '../../../lib/browser-api';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { NewPasswordFields } from './new-password-fields';

type ChangePasswordForm = { oldPassword: string; newsPassword: string; confirmPassword: string };

/** Spec section 2 and 5: the change-password modal with its rules and strength meter. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const api = useApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordForm>();
  const field = useSchemaFields(changePasswordSchema);

  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      api.call(accountEndpoints.changePassword, { body: { oldpassword: values.oldPassword, password: values.newsPassword } }),
    onSuccess: ({ message: text }) => {
      void message.success(text);
      form.resetFields();
      onClose();
    },
  });

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
        <Form.Item name="oldPassword" label={t('oldPassword')} normalize={stripChinese} {...field('oldpassword')}>
          <PasswordInput autoComplete="current-password" maxLength={schemaMaxLength(changePasswordSchema, 'oldpassword')} />
        </Form.Item>
        <NewPasswordFields
          names={{ password: 'newsPassword', confirm: 'confirmPassword' }}
          labels={{ password: t('newPassword'), confirm: t('confirmPassword') }}
          maxLength={PASSWORD_MAX_LENGTH}
          oldPasswordName="oldPassword"
        />
      </Form>
    </Modal>
  );
}
