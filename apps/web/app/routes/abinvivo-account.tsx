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
  const logout = async () => {
    // The server call may fail (already expired); the local session is cleared regardless.
    await api.post('/by-order-client/customer/logout').catch(() => undefined);
    clearSession();
    window.location.reload();
  };
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
      <Button style={{ marginTop: 16 }} onClick={logout}>
        {t('logout')}
      </Button>
    </>
  );
}
