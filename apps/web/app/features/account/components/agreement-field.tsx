import { Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agreementRule } from '../form-rules';
import { PolicyDialog } from './policy-dialog';

/** The agreement checkbox every sign-in and sign-up form carries, with the link that opens the policy. */
export function AgreementField({ name = 'agreement' }: { name?: string }) {
  const { t } = useTranslation('auth');
  const [reading, setReading] = useState(false);
  return (
    <>
      <Form.Item name={name} valuePropName="checked" rules={[agreementRule(t)]}>
        <Checkbox>
          {t('agreementPrefix')}{' '}
          <a
            href="#policy"
            onClick={(event) => {
              event.preventDefault();
              setReading(true);
            }}
          >
            {t('agreementLink')}
          </a>
        </Checkbox>
      </Form.Item>
      <PolicyDialog open={reading} onClose={() => setReading(false)} />
    </>
  );
}
