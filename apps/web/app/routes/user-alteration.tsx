import { REGISTRATION_PASSWORD_MAX_LENGTH, registrationEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MobileCodeFields } from '../features/account/components/mobile-code-fields';
import { NewPasswordFields } from '../features/account/components/new-password-fields';
import { useApi } from '../lib/browser-api';
import { useRootData } from '../root';
import { type CodeChannel, CodeChannelSwitch } from '../features/account/components/code-channel-switch';

type ResetValues = { mobile?: string; email?: string; smscode: string; password: string; confirm: string };

/**
 * Forgot password (/user/alteration): a code to the account's phone or e-mail proves it is theirs, then a new password.
 * The international edition starts with e-mail, the address every account there has.
 */
export default function UserAlteration() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const { edition } = useRootData().config;
  const [channel, setChannel] = useState<CodeChannel>(edition === 'zh' ? 'sms' : 'email');

  const reset = useMutation({
    mutationFn: (values: ResetValues) =>
      api.call(registrationEndpoints[edition].resetPassword, {
        body: {
          ...(channel === 'sms' ? { mobile: values.mobile?.trim() } : { email: values.email?.trim() }),
          smscode: values.smscode.trim(),
          password: values.password,
        },
      }),
    onSuccess: async ({ message: text }) => {
      void message.success(text);
      await navigate('/user/login');
    },
  });

  return (
    <>
      <Typography.Title level={2}>{t('alterationTitle')}</Typography.Title>
      <CodeChannelSwitch value={channel} onChange={setChannel} />
      <Form<ResetValues> form={form} layout="vertical" onFinish={(values) => reset.mutate(values)} requiredMark={false}>
        <MobileCodeFields smsmode="2" codeName="smscode" channel={channel} />
        <NewPasswordFields
          names={{ password: 'password', confirm: 'confirm' }}
          labels={{ password: t('newPassword'), confirm: t('confirmPassword') }}
          maxLength={REGISTRATION_PASSWORD_MAX_LENGTH}
        />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('alterationSubmit')}
        </Button>
      </Form>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Link to="/user/login">{t('backToLogin')}</Link>
      </Flex>
    </>
  );
}
