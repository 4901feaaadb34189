import { useMutation } from '@tanstack/react-query';
import { App, Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { ChangePasswordModal } from '../features/account/components/change-password-modal';
import type { loader as portalLoader } from '../layouts/portal-layout';
import { clearSession, useApi } from '../lib/browser-api';

export default function AbinvivoAccount() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { modal } = App.useApp();
  const [changingPassword, setChangingPassword] = useState(false);
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
  const confirmLogout = () =>
    modal.confirm({ title: t('logout'), content: t('logoutConfirm'), okText: t('logout'), onOk: () => logout.mutateAsync() });

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
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => setChangingPassword(true)}>{t('account:changePassword')}</Button>
        <Button onClick={confirmLogout} loading={logout.isPending}>
          {t('logout')}
        </Button>
      </Space>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
