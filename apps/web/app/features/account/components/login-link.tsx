import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoginDialog } from './login-dialog';

/**
 * The header's login link: a plain click opens the login dialog over the page; opening it in a new tab (or without
 * JavaScript) goes to the login page, which comes back here afterwards.
 */
export function LoginLink() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <Link to={`/user/login?${new URLSearchParams({ redirect: here }).toString()}`} onClick={onClick}>
        {t('nav.login')}
      </Link>
      <LoginDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
