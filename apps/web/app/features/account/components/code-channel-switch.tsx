import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

export type CodeChannel = 'sms' | 'email';

/** Where a verification code goes: the phone or the e-mail address (code login and forgot password). */
export function CodeChannelSwitch({ value, onChange }: { value: CodeChannel; onChange: (channel: CodeChannel) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Segmented<CodeChannel>
      block
      value={value}
      onChange={onChange}
      options={[
        { value: 'sms', label: t('byPhone') },
        { value: 'email', label: t('byEmail') },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}
