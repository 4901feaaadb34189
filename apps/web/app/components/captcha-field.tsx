import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Captcha, CaptchaImage } from './captcha-image';

/** The captcha answer with its image (click for a new one), as every password form has it. */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('captcha')} required>
      <Flex gap={8}>
        <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('captchaRequired') }]}>
          <Input autoComplete="off" maxLength={10} aria-label={t('captcha')} />
        </Form.Item>
        <CaptchaImage captcha={captcha} />
      </Flex>
    </Form.Item>
  );
}
