import { REGISTRATION_PASSWORD_MAX_LENGTH, optionalEmailSchema, registrationEndpoints, usernameSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AgreementField } from '../features/account/components/agreement-field';
import { MobileCodeFields } from '../features/account/components/mobile-code-fields';
import { NewPasswordFields } from '../features/account/components/new-password-fields';
import { useApi } from '../lib/browser-api';
import { fieldMaxLength, useFieldRules } from '../lib/schema-fields';
import { useRootData } from '../root';

type RegisterValues = { username: string; password: string; confirm: string; mobile?: string; smscode: string; email?: string; agreement: boolean };

/**
 * Registration: username, password (8 to 16), agreement, and an address proved by a code: the mobile with its SMS
 * code and an optional e-mail in the Chinese edition, the e-mail with its code in the international one.
 */
export default function UserRegister() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const navigate = useNavigate();
  const { edition } = useRootData().config;
  const [form] = Form.useForm<RegisterValues>();
  const rulesOf = useFieldRules();

  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      api.call(registrationEndpoints[edition].register, {
        body: {
          username: values.username.trim(),
          password: values.password,
          ...(edition === 'zh' ? { mobile: values.mobile?.trim() ?? '' } : {}),
          smscode: values.smscode.trim(),
          email: values.email?.trim() ?? '',
          agreement: values.agreement,
        },
      }),
    onSuccess: () => navigate('/user/register-result'),
  });

  return (
    <>
      <Typography.Title level={2}>{t('registerTitle')}</Typography.Title>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        initialValues={{ agreement: false }}
        onFinish={(values) => register.mutate(values)}
        requiredMark={false}
      >
        <Form.Item name="username" label={t('registerUsername')} extra={t('usernameRule')} {...rulesOf(usernameSchema)}>
          <Input autoComplete="username" maxLength={fieldMaxLength(usernameSchema)} />
        </Form.Item>
        <NewPasswordFields
          names={{ password: 'password', confirm: 'confirm' }}
          labels={{ password: t('password'), confirm: t('confirmPassword') }}
          maxLength={REGISTRATION_PASSWORD_MAX_LENGTH}
        />
        {edition === 'zh' ? (
          <>
            <MobileCodeFields smsmode="1" codeName="smscode" />
            <Form.Item name="email" label={t('emailOptional')} {...rulesOf(optionalEmailSchema)}>
              <Input autoComplete="email" maxLength={fieldMaxLength(optionalEmailSchema)} />
            </Form.Item>
          </>
        ) : (
          <MobileCodeFields smsmode="1" codeName="smscode" channel="email" />
        )}
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('registerSubmit')}
        </Button>
      </Form>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Link to="/user/login">{t('backToLogin')}</Link>
      </Flex>
    </>
  );
}
