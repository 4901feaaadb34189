import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyWithTimeout } from '../../../components/chunk-load';
import { useLazyDialog } from '../../../components/lazy-dialog';

// Every public page shows this link; the dialog's forms load only once a visitor opens it.
const LoginDialog = lazyWithTimeout<{ open: boolean; onClose: () => void }>(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * The header's login link: on a hydrated page a plain click opens the login dialog over it; on a visitor's catalogue
 * page (sent without the app), in a new tab or without JavaScript it goes to the login page, which comes back here.
 */
export function LoginLink() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const dialog = useLazyDialog();
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.show();
  };
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <Link to={`/user/login?${new URLSearchParams({ redirect: here }).toString()}`} onClick={onClick}>
        {t('nav.login')}
      </Link>
      {dialog.render(<LoginDialog open={dialog.open} onClose={dialog.hide} />)}
    </>
  );
}
