import { NOT_FOUND_PATH } from '@portal/domain';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { redirect, useRouteLoaderData } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { SecuritySettings } from '../features/account/components/security-settings';
import type { loader as portalLoader } from '../layouts/portal-layout';
import { guardRequest } from '../lib/route-guard.server';
import type { Route } from './+types/system-setting';

/** The page exists in the Chinese edition only; elsewhere it is an unknown path, guarded like any other. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.config.edition === 'zh') return null;
  await guardRequest(request, context);
  return redirect(NOT_FOUND_PATH);
}

/** System settings (spec section 2, Chinese edition): account security and the interface language. */
export default function SystemSetting() {
  const { t } = useTranslation('account');
  const user = useRouteLoaderData<typeof portalLoader>('layouts/portal-layout')?.user;
  return (
    <>
      <Typography.Title level={2}>{t('settingsTitle')}</Typography.Title>
      <Flex vertical gap={24}>
        <Card title={t('accountSecurity')}>{user ? <SecuritySettings username={user.username} /> : null}</Card>
        <Card title={t('interfaceLanguage')}>
          <LanguageSwitcher />
        </Card>
      </Flex>
    </>
  );
}
