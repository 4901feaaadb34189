import { useMutation } from '@tanstack/react-query';
import { Button, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { clearSession, useApi } from '../lib/browser-api';
import type { loader as portalLoader } from '../layouts/portal-layout';

export default function AbinvivoAccount() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const portal = useRouteLoaderData<typeof portalLoader>('layouts/portal-layout');
  const user = portal?.user;
  // Spec section 4: the server call may fail (an expired session); the local session is cleared regardless.
  const logout = useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: () => api.post('/by-order-client/customer/logout'),
    onSettled: () => {
      clearSession();
      window.location.reload();
    },
  });
  return (
    <>
      <DocumentTitle layout="portal" pageTitle={t('accountTitle')} />
      <Typography.Title level={2}>{t('accountTitle')}</Typography.Title>
      {user ? (
        <Descriptions
          column={1}
          bordered
          items={[
            { key: 'username', label: t('username'), children: user.username },
            { key: 'realname', label: t('realname'), children: user.realname },
          ]}
        />
      ) : null}
      <Button style={{ marginTop: 16 }} onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('logout')}
      </Button>
    </>
  );
}
