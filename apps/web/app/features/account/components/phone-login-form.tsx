import type { LoginResult } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { useSignIn } from '../hooks/use-sign-in';
import { AgreementField } from './agreement-field';
import { MobileCodeFields } from './mobile-code-fields';

type PhoneLoginValues = { mobile: string; captcha: string; agreement: boolean };

/** Phone login (spec section 2): mobile, SMS code with the get-code button, agreement. */
export function PhoneLoginForm() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const [form] = Form.useForm<PhoneLoginValues>();
  const { signedIn, failed, departmentDialog } = useSignIn();

  const login = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: (values: PhoneLoginValues) =>
      api.post<LoginResult>('/by-order-client/customer/loginByCode', { mobile: values.mobile.trim(), captcha: values.captcha.trim() }),
    onSuccess: ({ result }) => signedIn(result),
    onError: failed,
  });

  return (
    <>
      <Form<PhoneLoginValues> form={form} layout="vertical" initialValues={{ agreement: false }} onFinish={(values) => login.mutate(values)} requiredMark={false}>
        <MobileCodeFields smsmode="0" codeName="captcha" />
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('submit')}
        </Button>
      </Form>
      {departmentDialog}
    </>
  );
}
