import { accountEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { clearSession } from '../../../lib/browser-session';

/** Logout with its confirmation (spec section 2); the page reloads so every cache starts anonymous. */
export function useLogout() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { modal } = App.useApp();
  // Spec section 4: the server call may fail (an expired session); the local session is cleared regardless.
  const logout = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: () => api.call(accountEndpoints.logout),
    onSettled: () => {
      clearSession();
      window.location.reload();
    },
  });
  const confirmLogout = () => modal.confirm({ title: t('logout'), content: t('logoutConfirm'), okText: t('logout'), onOk: () => logout.mutateAsync() });
  return { confirmLogout, loggingOut: logout.isPending };
}
