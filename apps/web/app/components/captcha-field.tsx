import { captchaAnswerSchema } from '@portal/domain';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldMaxLength, useFieldRules } from '../lib/schema-fields';
import { type Captcha, CaptchaImage } from './captcha-image';

/** The captcha answer with its image (click for a new one), as every password form has it. */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  const rulesOf = useFieldRules();
  return (
    <Form.Item label={t('captcha')} required>
      <Flex gap={8}>
        <Form.Item name="captcha" noStyle {...rulesOf(captchaAnswerSchema)}>
          <Input autoComplete="off" maxLength={fieldMaxLength(captchaAnswerSchema)} aria-label={t('captcha')} />
        </Form.Item>
        <CaptchaImage captcha={captcha} />
      </Flex>
    </Form.Item>
  );
}
