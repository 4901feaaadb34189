import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/account-api';
import { BindPhoneModal } from './bind-phone-modal';
import { ChangePasswordModal } from './change-password-modal';
import { DepartmentSwitch } from './department-switch';

/** Password, bound phone and department: the account centre's security tab and the settings page share it. */
export function SecuritySettings({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const [dialog, setDialog] = useState<'password' | 'phone' | null>(null);
  const phone = profile.data?.phone ?? '';
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'password', label: t('password'), children: <Button onClick={() => setDialog('password')}>{t('changePassword')}</Button> },
          {
            key: 'phone',
            label: t('boundPhone'),
            children: (
              <Space>
                <span data-testid="bound-phone">{phone || t('phoneNotBound')}</span>
                <Button onClick={() => setDialog('phone')} disabled={!profile.data}>
                  {phone ? t('changePhone') : t('bindPhone')}
                </Button>
              </Space>
            ),
          },
          { key: 'department', label: t('department'), children: <DepartmentSwitch username={username} /> },
        ]}
      />
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
      <BindPhoneModal open={dialog === 'phone'} onClose={() => setDialog(null)} />
    </>
  );
}
