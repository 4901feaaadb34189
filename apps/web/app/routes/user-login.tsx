import { ACCESS_TOKEN_COOKIE, type LoginResult, SESSION_TTL_MS, safeRedirectTarget } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useApi } from '../lib/browser-api';
import { serializeCookie } from '../lib/cookies';
import { useRootData } from '../root';

type LoginForm = { username: string; password: string };

export default function UserLogin() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useRootData();

  const login = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (values: LoginForm) =>
      api.post<LoginResult>('/by-order-client/customer/login', { username: values.username.trim(), password: values.password }),
    onSuccess: async ({ result }) => {
      document.cookie = serializeCookie(ACCESS_TOKEN_COOKIE, result.token, {
        maxAgeSeconds: SESSION_TTL_MS / 1000,
        secure: window.location.protocol === 'https:',
      });
      await navigate(safeRedirectTarget(params.get('redirect'), config.homePath), { replace: true });
    },
    // Spec section 8: '登录失败' with the server's message, else a generic one.
    onError: (error) => {
      const description = error instanceof ApiError && error.envelope ? error.envelope.message : t('http:requestFailed');
      notification.error({ title: t('loginFailed'), description, duration: 4 });
    },
  });

  return (
    <>
      <Typography.Title level={2}>{t('loginTitle')}</Typography.Title>
      <Form<LoginForm> layout="vertical" onFinish={(values) => login.mutate(values)} requiredMark={false}>
        <Form.Item name="username" label={t('username')} rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('submit')}
        </Button>
      </Form>
    </>
  );
}
