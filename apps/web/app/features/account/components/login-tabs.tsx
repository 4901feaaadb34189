import { Alert, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '../../../root';
import { PasswordLoginForm } from './password-login-form';
import { PhoneLoginForm } from './phone-login-form';

/**
 * Account and phone login in two tabs with the links to forgot password and register (spec section 2); the login
 * page and the login dialog both show it. A frozen account is sent to the code tab, which the international edition
 * calls code login (e-mail first).
 */
export function LoginTabs() {
  const { t } = useTranslation('auth');
  const { edition } = useRootData().config;
  const [tab, setTab] = useState('account');
  const [frozen, setFrozen] = useState(false);
  return (
    <>
      {frozen ? <Alert type="warning" showIcon title={t('frozenHint')} style={{ marginBottom: 16 }} /> : null}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'account',
            label: t('accountTab'),
            children: (
              <PasswordLoginForm
                onFrozen={() => {
                  setFrozen(true);
                  setTab('phone');
                }}
              />
            ),
          },
          { key: 'phone', label: edition === 'zh' ? t('phoneTab') : t('codeTab'), children: <PhoneLoginForm /> },
        ]}
      />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to="/user/alteration">{t('forgotPassword')}</Link>
        <Link to="/user/register">{t('register')}</Link>
      </Flex>
    </>
  );
}
