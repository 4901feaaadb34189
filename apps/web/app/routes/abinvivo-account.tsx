import { Button, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { AddressBook } from '../features/account/components/address-book';
import { AvatarField } from '../features/account/components/avatar-field';
import { CustomerAttributes } from '../features/account/components/customer-attributes';
import { MyOrganisation } from '../features/account/components/my-organisation';
import { PrivacyPanel } from '../features/account/components/privacy-panel';
import { ProfileForm } from '../features/account/components/profile-form';
import { SecuritySettings } from '../features/account/components/security-settings';
import { useLogout } from '../features/account/hooks/use-logout';
import type { loader as portalLoader } from '../layouts/portal-layout';

const TABS = ['profile', 'addresses', 'security', 'organisation', 'privacy'] as const;

/** The account centre: profile, addresses, password and sign-out, the customer's organisation, data export and closing the account. */
export default function AbinvivoAccount() {
  const { t } = useTranslation(['account', 'auth']);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'profile';
  const user = useRouteLoaderData<typeof portalLoader>('layouts/portal-layout')?.user;
  const { confirmLogout, loggingOut } = useLogout();

  return (
    <>
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
                <AvatarField />
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
              <Flex vertical gap={24} align="start">
                {user ? <SecuritySettings username={user.username} /> : null}
                <Button onClick={confirmLogout} loading={loggingOut}>
                  {t('auth:logout')}
                </Button>
              </Flex>
            ),
          },
          { key: 'organisation', label: t('organisations:organisationTab'), children: <MyOrganisation /> },
          { key: 'privacy', label: t('privacy'), children: <PrivacyPanel /> },
        ]}
      />
    </>
  );
}
