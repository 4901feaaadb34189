import { useMutation } from '@tanstack/react-query';
import { App, Button, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { AddressBook } from '../features/account/components/address-book';
import { ChangePasswordModal } from '../features/account/components/change-password-modal';
import { CustomerAttributes } from '../features/account/components/customer-attributes';
import { DepartmentSwitch } from '../features/account/components/department-switch';
import { PrivacyPanel } from '../features/account/components/privacy-panel';
import { ProfileForm } from '../features/account/components/profile-form';
import type { loader as portalLoader } from '../layouts/portal-layout';
import { clearSession, useApi } from '../lib/browser-api';

const TABS = ['profile', 'addresses', 'security', 'privacy'] as const;

/** The account centre: profile, addresses, password and sign-out, data export and closing the account. */
export default function AbinvivoAccount() {
  const { t } = useTranslation(['account', 'auth']);
  const api = useApi();
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [changingPassword, setChangingPassword] = useState(false);
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'profile';
  const user = useRouteLoaderData<typeof portalLoader>('layouts/portal-layout')?.user;

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
    modal.confirm({ title: t('auth:logout'), content: t('auth:logoutConfirm'), okText: t('auth:logout'), onOk: () => logout.mutateAsync() });

  return (
    <>
      <DocumentTitle layout="portal" pageTitle={t('auth:accountTitle')} />
      <Typography.Title level={2}>{t('auth:accountTitle')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: 'profile',
            label: t('profile'),
            children: (
              <>
                <ProfileForm />
                <CustomerAttributes />
              </>
            ),
          },
          { key: 'addresses', label: t('addresses'), children: <AddressBook /> },
          {
            key: 'security',
            label: t('security'),
            children: (
              <Space>
                <Button onClick={() => setChangingPassword(true)}>{t('changePassword')}</Button>
                {user ? <DepartmentSwitch username={user.username} /> : null}
                <Button onClick={confirmLogout} loading={logout.isPending}>
                  {t('auth:logout')}
                </Button>
              </Space>
            ),
          },
          { key: 'privacy', label: t('privacy'), children: <PrivacyPanel /> },
        ]}
      />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
