import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { SecuritySettings } from '../features/account/components/security-settings';
import type { loader as portalLoader } from '../layouts/portal-layout';
import { chineseEditionOnly } from '../lib/chinese-edition-only.server';
import type { Route } from './+types/system-setting';

/** The page exists in the Chinese edition only; elsewhere it is an unknown path, guarded like any other. */
export function loader({ request, context }: Route.LoaderArgs) {
  return chineseEditionOnly(request, context);
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
