import { loginPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The header's login link: the login page, which comes back to this page once the visitor is signed in. */
export function LoginLink() {
  const { t } = useTranslation('common');
  const location = useLocation();
  return <Link to={loginPath(`${location.pathname}${location.search}`)}>{t('nav.login')}</Link>;
}
