import { Alert, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CasSignIn } from '../features/account/components/cas-sign-in';
import { OauthSignIn } from '../features/account/components/oauth-sign-in';
import { PasswordLoginForm } from '../features/account/components/password-login-form';
import { PhoneLoginForm } from '../features/account/components/phone-login-form';

/** Spec section 2: account and phone login in two tabs, with links to forgot password and register. */
export default function UserLogin() {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState('account');
  const [frozen, setFrozen] = useState(false);
  return (
    <>
      <Typography.Title level={2}>{t('loginTitle')}</Typography.Title>
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
          { key: 'phone', label: t('phoneTab'), children: <PhoneLoginForm /> },
        ]}
      />
      <CasSignIn />
      <OauthSignIn />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to="/user/alteration">{t('forgotPassword')}</Link>
        <Link to="/user/register">{t('register')}</Link>
      </Flex>
    </>
  );
}
