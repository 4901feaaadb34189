import { canonicalPhone, phoneSchema, requiredEmailSchema, smsCodeSchema } from '@portal/domain';
import { Flex, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsMode, SmsCodeButton } from '../../../components/sms-code-button';
import { useRootData } from '../../../root';
import { fieldMaxLength, useFieldRules } from '../../../lib/schema-fields';
import { useValidatedField } from '../hooks/use-validated-field';
import { PhoneNumberInput } from './phone-number-input';

/**
 * The recipient (a mobile number, or an e-mail address for e-mail codes) and its code with the get-code
 * button, as every code form has them. The Chinese edition asks for the spec's mobile number; the international
 * one for a number with its country code.
 */
export function MobileCodeFields({ smsmode, codeName, channel = 'sms' }: { smsmode: SmsMode; codeName: string; channel?: 'sms' | 'email' }) {
  const { t } = useTranslation('auth');
  const { edition } = useRootData().config;
  const field = channel === 'sms' ? 'mobile' : 'email';
  const rulesOf = useFieldRules();
  const phone = useMemo(() => phoneSchema(edition), [edition]);
  const recipient = useValidatedField(Form.useFormInstance(), field, channel === 'sms' ? (value) => canonicalPhone(value, edition) : undefined);
  return (
    <>
      {channel === 'sms' ? (
        <Form.Item name="mobile" label={t('mobile')} {...rulesOf(phone)}>
          {edition === 'zh' ? (
            <Input autoComplete="tel" maxLength={fieldMaxLength(phone)} inputMode="numeric" />
          ) : (
            <PhoneNumberInput maxLength={fieldMaxLength(phone)} />
          )}
        </Form.Item>
      ) : (
        <Form.Item name="email" label={t('email')} {...rulesOf(requiredEmailSchema)}>
          <Input autoComplete="email" maxLength={fieldMaxLength(requiredEmailSchema)} />
        </Form.Item>
      )}
      <Form.Item label={channel === 'sms' ? t('smsCode') : t('emailCode')} required>
        <Flex gap={8}>
          <Form.Item name={codeName} noStyle {...rulesOf(smsCodeSchema)}>
            <Input
              autoComplete="one-time-code"
              maxLength={fieldMaxLength(smsCodeSchema)}
              inputMode="numeric"
              aria-label={channel === 'sms' ? t('smsCode') : t('emailCode')}
            />
          </Form.Item>
          <SmsCodeButton recipient={recipient} smsmode={smsmode} channel={channel} />
        </Flex>
      </Form.Item>
    </>
  );
}
