import { STAFF_LOGIN_PATH } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { clearStaffSession } from '../../../lib/browser-session';

/** Ends the staff session; the local cookie goes even when the server call fails (an expired session). */
export function StaffLogoutButton() {
  const { t } = useTranslation('staff');
  const api = useApi();
  const logout = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: () => api.post('/staff/logout'),
    onSettled: () => {
      clearStaffSession();
      window.location.assign(STAFF_LOGIN_PATH);
    },
  });
  return (
    <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
      {t('signOut')}
    </Button>
  );
}
