import { STAFF_HOME_PATH, STAFF_LOGIN_PATH, STAFF_MENU, buildMenu, grantedEntries } from '@portal/domain';
import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect } from 'react-router';
import { AdminShell } from '../components/admin-shell/admin-shell';
import { DocumentTitle } from '../components/document-title';
import { SkipLink, mainTarget } from '../components/skip-link';
import { LanguageSwitcher } from '../components/language-switcher';
import { StaffLogoutButton } from '../features/staff/components/staff-logout-button';
import { currentStaff } from '../lib/current-staff.server';
import { STAFF_PAGES, servesPage } from '../navigation/pages';
import { useRootData } from '../root';
import type { Route } from './+types/staff-layout';
import styles from './staff-layout.module.css';

/** The staff area's own guard: its login page for anyone without a staff session, the staff home for anyone with one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const staff = await currentStaff(request, context);
  const onLogin = url.pathname.replace(/\/$/, '').toLowerCase() === STAFF_LOGIN_PATH.toLowerCase();
  if (onLogin && staff) throw redirect(STAFF_HOME_PATH);
  if (!onLogin && !staff) throw redirect(`${STAFF_LOGIN_PATH}?${new URLSearchParams({ redirect: url.pathname + url.search }).toString()}`);
  return { staff };
}

/** The staff area in the admin layout, its menu filtered by the member's permissions; the login page stands alone. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { config } = useRootData();
  const { staff } = loaderData;
  const menu = staff
    ? buildMenu(STAFF_MENU.items, {
        edition: config.edition,
        permissions: grantedEntries(staff.permissions),
        available: (path) => servesPage(STAFF_PAGES, path),
      })
    : [];
  return (
    <>
      {staff ? (
        <AdminShell
          menu={menu}
          home={STAFF_MENU.home}
          namedHome
          brand={`${config.brand.name} · ${t('title')}`}
          brandTo={STAFF_HOME_PATH}
          layoutSettings={config.layoutSettings}
          tools={
            <>
              <LanguageSwitcher />
              <Typography.Text data-testid="staff-name">{staff.realname || staff.username}</Typography.Text>
              <StaffLogoutButton />
            </>
          }
        />
      ) : (
        <Layout className={styles.page}>
          <SkipLink />
          <DocumentTitle layout="portal" pageTitle={t('title')} />
          <Layout.Header className={styles.header}>
            <span className={styles.brand}>
              {config.brand.name} · {t('title')}
            </span>
            <LanguageSwitcher />
          </Layout.Header>
          <Layout.Content {...mainTarget(styles.content)}>
            <Outlet />
          </Layout.Content>
        </Layout>
      )}
    </>
  );
}
