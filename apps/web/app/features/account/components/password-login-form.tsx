import { FROZEN_ACCOUNT_CODE, accountEndpoints, passwordLoginSchema, stripChinese } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input } from 'antd';
import { type ClipboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha-field';
import { useCaptcha } from '../../../components/captcha-image';
import { PasswordInput } from '../../../components/password-input';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { STORAGE_KEYS, readValue, removeValue, storeValue } from '../../../lib/browser-storage';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { useSignIn } from '../hooks/use-sign-in';
import { AgreementField } from './agreement-field';

type PasswordLoginValues = { username: string; password: string; captcha: string; rememberMe: boolean; agreement: boolean };

// Spec section 2: the password can be typed, not copied, cut or pasted.
const blockClipboard = (event: ClipboardEvent) => event.preventDefault();

/** `onFrozen`: the account must first sign in by code (spec section 8: code 501 shows the verification). */
export function PasswordLoginForm({ onFrozen }: { onFrozen: () => void }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const [form] = Form.useForm<PasswordLoginValues>();
  const field = useSchemaFields(passwordLoginSchema);
  const captcha = useCaptcha();
  const { signedIn, failed, departmentDialog } = useSignIn();

  useEffect(() => {
    const username = readValue(STORAGE_KEYS.rememberMe) ? readValue(STORAGE_KEYS.rememberedUsername) : null;
    if (username) form.setFieldsValue({ username, rememberMe: true });
  }, [form]);

  const login = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (values: PasswordLoginValues) =>
      api.call(accountEndpoints.login, {
        body: {
          username: values.username.trim(),
          password: values.password,
          captcha: values.captcha.trim(),
          checkKey: captcha.checkKey,
          remember_me: values.rememberMe,
        },
      }),
    onSuccess: async ({ result }, values) => {
      if (values.rememberMe) {
        storeValue(STORAGE_KEYS.rememberMe, '1');
        storeValue(STORAGE_KEYS.rememberedUsername, values.username.trim());
      } else {
        removeValue(STORAGE_KEYS.rememberMe, STORAGE_KEYS.rememberedUsername);
      }
      await signedIn(result);
    },
    // Every attempt spends the captcha, so a new one is shown after any failure.
    onError: (error) => {
      failed(error);
      if (error instanceof ApiError && error.envelope?.code === FROZEN_ACCOUNT_CODE) onFrozen();
      form.setFieldValue('captcha', '');
      captcha.refresh();
    },
  });

  return (
    <>
      <Form<PasswordLoginValues>
        form={form}
        layout="vertical"
        initialValues={{ rememberMe: false, agreement: false }}
        onFinish={(values) => login.mutate(values)}
        // Spec section 5: failed validation clears stored credentials.
        onFinishFailed={() => removeValue(STORAGE_KEYS.rememberMe, STORAGE_KEYS.rememberedUsername)}
        requiredMark={false}
      >
        <Form.Item name="username" label={t('username')} {...field('username')}>
          <Input autoComplete="username" maxLength={schemaMaxLength(passwordLoginSchema, 'username')} />
        </Form.Item>
        <Form.Item name="password" label={t('password')} normalize={stripChinese} {...field('password')}>
          <PasswordInput
            autoComplete="current-password"
            maxLength={schemaMaxLength(passwordLoginSchema, 'password')}
            onCopy={blockClipboard}
            onCut={blockClipboard}
            onPaste={blockClipboard}
          />
        </Form.Item>
        <CaptchaField captcha={captcha} />
        <Form.Item name="rememberMe" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('rememberMe')}</Checkbox>
        </Form.Item>
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('submit')}
        </Button>
      </Form>
      {departmentDialog}
    </>
  );
}
