import { registrationEndpoints } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { useRootData } from '../../../root';
import { accountKeys } from '../api/account-api';
import { MobileCodeFields } from './mobile-code-fields';

type BindPhoneValues = { mobile: string; smscode: string };

/** The bind-phone dialog (绑定手机号, spec section 2): phone, get-code button, code; the call is signed. */
export function BindPhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { edition } = useRootData().config;
  const [form] = Form.useForm<BindPhoneValues>();
  const bind = useMutation({
    mutationFn: (values: BindPhoneValues) =>
      api.call(registrationEndpoints[edition].bindPhone, { body: { phone: values.mobile.trim(), smscode: values.smscode.trim() } }),
    onSuccess: async ({ message: text }) => {
      void message.success(text);
      await client.invalidateQueries({ queryKey: accountKeys.profile });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('bindPhone')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={bind.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BindPhoneValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => bind.mutate(values)}>
        <MobileCodeFields smsmode="1" codeName="smscode" />
      </Form>
    </Modal>
  );
}
