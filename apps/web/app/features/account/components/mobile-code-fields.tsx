import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SmsMode, SmsCodeButton } from '../../../components/sms-code-button';
import { mobileRules } from '../form-rules';
import { useValidatedMobile } from '../hooks/use-validated-mobile';

/** The mobile number and its SMS code with the get-code button, as every phone form has them. */
export function MobileCodeFields({ smsmode, codeName }: { smsmode: SmsMode; codeName: string }) {
  const { t } = useTranslation('auth');
  const mobile = useValidatedMobile(Form.useFormInstance());
  return (
    <>
      <Form.Item name="mobile" label={t('mobile')} rules={mobileRules(t)}>
        <Input autoComplete="tel" maxLength={45} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={t('smsCode')} required>
        <Flex gap={8}>
          <Form.Item name={codeName} noStyle rules={[{ required: true, whitespace: true, message: t('smsCodeRequired') }]}>
            <Input autoComplete="one-time-code" maxLength={10} inputMode="numeric" aria-label={t('smsCode')} />
          </Form.Item>
          <SmsCodeButton mobile={mobile} smsmode={smsmode} />
        </Flex>
      </Form.Item>
    </>
  );
}
