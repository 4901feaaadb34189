import { STAFF_LOGIN_PATH, staffEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';

/** Ends the staff session (the server removes its cookie), then shows the staff login whatever the call's outcome. */
export function StaffLogoutButton() {
  const { t } = useTranslation('staff');
  const api = useApi();
  const logout = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: () => api.call(staffEndpoints.logout),
    onSettled: () => {
      window.location.assign(STAFF_LOGIN_PATH);
    },
  });
  return (
    <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
      {t('signOut')}
    </Button>
  );
}
