import { STAFF_HOME_PATH, passwordLoginSchema, safeRedirectTarget, staffEndpoints, stripChinese } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CaptchaField } from '../../../components/captcha-field';
import { useCaptcha } from '../../../components/captcha-image';
import { PasswordInput } from '../../../components/password-input';
import { reportLoginFailure } from '../../../lib/api-failure';
import { useApi } from '../../../lib/browser-api';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';

type StaffLoginValues = { username: string; password: string; captcha: string };

/** Staff sign in with username, password and the captcha; failures as the customers' login reports them. */
export function StaffLoginForm() {
  const { t } = useTranslation(['staff', 'auth']);
  const api = useApi();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<StaffLoginValues>();
  const field = useSchemaFields(passwordLoginSchema);
  const captcha = useCaptcha();

  const login = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (values: StaffLoginValues) =>
      api.call(staffEndpoints.login, {
        body: { username: values.username.trim(), password: values.password, captcha: values.captcha.trim(), checkKey: captcha.checkKey },
      }),
    onSuccess: () => {
      // The server has set the staff session's cookie, which the staff area's layout reads: the page is loaded anew.
      window.location.assign(safeRedirectTarget(params.get('redirect'), STAFF_HOME_PATH));
    },
    onError: (error) => {
      captcha.refresh();
      form.setFieldValue('captcha', '');
      reportLoginFailure(error, { notification, t });
    },
  });

  return (
    <Form<StaffLoginValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => login.mutate(values)}>
      <Form.Item name="username" label={t('username')} {...field('username')}>
        <Input autoComplete="username" maxLength={schemaMaxLength(passwordLoginSchema, 'username')} />
      </Form.Item>
      <Form.Item name="password" label={t('auth:password')} normalize={stripChinese} {...field('password')}>
        <PasswordInput autoComplete="current-password" maxLength={schemaMaxLength(passwordLoginSchema, 'password')} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
