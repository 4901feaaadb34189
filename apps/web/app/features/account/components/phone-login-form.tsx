import { canonicalPhone, registrationEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { useRootData } from '../../../root';
import { STORAGE_KEYS, readValue, removeValue, storeValue } from '../../../lib/browser-storage';
import { useSignIn } from '../hooks/use-sign-in';
import { AgreementField } from './agreement-field';
import { MobileCodeFields } from './mobile-code-fields';
import { type CodeChannel, CodeChannelSwitch } from './code-channel-switch';

type CodeLoginValues = { mobile?: string; email?: string; captcha: string; agreement: boolean };

/**
 * Code login (spec section 2): by phone, or by e-mail (which also unfreezes a long-unused account). The international
 * edition starts with e-mail, the address every account there has.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { edition } = useRootData().config;
  const [form] = Form.useForm<CodeLoginValues>();
  const [channel, setChannel] = useState<CodeChannel>(edition === 'zh' ? 'sms' : 'email');
  const { signedIn, failed, departmentDialog } = useSignIn({ reload: true });
  const mobileOf = (values: CodeLoginValues) => {
    const mobile = values.mobile?.trim() ?? '';
    return canonicalPhone(mobile, edition) ?? mobile;
  };

  // The number that last signed in is offered again; read after hydration, as the server cannot know it.
  useEffect(() => {
    const mobile = readValue(STORAGE_KEYS.mobile);
    if (mobile && !form.getFieldValue('mobile')) form.setFieldsValue({ mobile });
  }, [form]);

  const login = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (values: CodeLoginValues) =>
      api.call(registrationEndpoints[edition].loginByCode, {
        body:
          channel === 'sms' ? { mobile: mobileOf(values), captcha: values.captcha.trim() } : { email: values.email?.trim(), captcha: values.captcha.trim() },
      }),
    onSuccess: ({ result }, values) => {
      if (channel === 'sms' && values.mobile) storeValue(STORAGE_KEYS.mobile, mobileOf(values));
      return signedIn(result);
    },
    // Spec section 8: a failed code login forgets the stored mobile.
    onError: (error) => {
      removeValue(STORAGE_KEYS.mobile);
      failed(error);
    },
  });

  return (
    <>
      <CodeChannelSwitch value={channel} onChange={setChannel} />
      <Form<CodeLoginValues>
        form={form}
        layout="vertical"
        initialValues={{ agreement: false }}
        onFinish={(values) => login.mutate(values)}
        requiredMark={false}
      >
        <MobileCodeFields smsmode="0" codeName="captcha" channel={channel} />
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('submit')}
        </Button>
      </Form>
      {departmentDialog}
    </>
  );
}
