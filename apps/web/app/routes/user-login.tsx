import { ACCESS_TOKEN_COOKIE, type LoginResult, SESSION_TTL_MS, safeRedirectTarget, stripChinese } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { type ClipboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CaptchaImage, useCaptcha } from '../components/captcha-image';
import { ApiError } from '../lib/api-client';
import { useApi } from '../lib/browser-api';
import { STORAGE_KEYS, readValue, removeValue, storeValue } from '../lib/browser-storage';
import { serializeCookie } from '../lib/cookies';
import { useRootData } from '../root';

type LoginForm = { username: string; password: string; captcha: string; rememberMe: boolean };

// Spec section 2: the password can be typed, not copied, cut or pasted.
const blockClipboard = (event: ClipboardEvent) => event.preventDefault();

export default function UserLogin() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useRootData();
  const [form] = Form.useForm<LoginForm>();
  const captcha = useCaptcha();

  useEffect(() => {
    const username = readValue(STORAGE_KEYS.rememberMe) ? readValue(STORAGE_KEYS.rememberedUsername) : null;
    if (username) form.setFieldsValue({ username, rememberMe: true });
  }, [form]);

  const login = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (values: LoginForm) =>
      api.post<LoginResult>('/by-order-client/customer/login', {
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha.trim(),
        checkKey: captcha.checkKey,
        remember_me: values.rememberMe,
      }),
    onSuccess: async ({ result }, values) => {
      document.cookie = serializeCookie(ACCESS_TOKEN_COOKIE, result.token, {
        maxAgeSeconds: SESSION_TTL_MS / 1000,
        secure: window.location.protocol === 'https:',
      });
      if (values.rememberMe) {
        storeValue(STORAGE_KEYS.rememberMe, '1');
        storeValue(STORAGE_KEYS.rememberedUsername, values.username.trim());
      } else {
        removeValue(STORAGE_KEYS.rememberMe, STORAGE_KEYS.rememberedUsername);
      }
      await navigate(safeRedirectTarget(params.get('redirect'), config.homePath), { replace: true });
    },
    // Spec section 8: '登录失败' with the server's message; every attempt spends the captcha.
    onError: (error) => {
      const description = error instanceof ApiError && error.envelope ? error.envelope.message : t('http:requestFailed');
      notification.error({ title: t('loginFailed'), description, duration: 4 });
      form.setFieldValue('captcha', '');
      captcha.refresh();
    },
  });

  return (
    <>
      <Typography.Title level={2}>{t('loginTitle')}</Typography.Title>
      <Form<LoginForm>
        form={form}
        layout="vertical"
        initialValues={{ rememberMe: false }}
        onFinish={(values) => login.mutate(values)}
        // Spec section 5: failed validation clears stored credentials.
        onFinishFailed={() => removeValue(STORAGE_KEYS.rememberMe, STORAGE_KEYS.rememberedUsername)}
        requiredMark={false}
      >
        <Form.Item name="username" label={t('username')} rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}>
          <Input autoComplete="username" maxLength={100} />
        </Form.Item>
        <Form.Item name="password" label={t('password')} normalize={stripChinese} rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={100} onCopy={blockClipboard} onCut={blockClipboard} onPaste={blockClipboard} />
        </Form.Item>
        <Form.Item label={t('captcha')} required>
          <Flex gap={8}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('captchaRequired') }]}>
              <Input autoComplete="off" maxLength={10} aria-label={t('captcha')} />
            </Form.Item>
            <CaptchaImage captcha={captcha} />
          </Flex>
        </Form.Item>
        <Form.Item name="rememberMe" valuePropName="checked">
          <Checkbox>{t('rememberMe')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('submit')}
        </Button>
      </Form>
    </>
  );
}
