import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CasSignIn } from '../features/account/components/cas-sign-in';
import { LoginTabs } from '../features/account/components/login-tabs';
import { OauthSignIn } from '../features/account/components/oauth-sign-in';

/** The login page: the login tabs, then single sign-on and third-party providers where configured. */
export default function UserLogin() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Typography.Title level={2}>{t('loginTitle')}</Typography.Title>
      <LoginTabs />
      <CasSignIn />
      <OauthSignIn />
    </>
  );
}
