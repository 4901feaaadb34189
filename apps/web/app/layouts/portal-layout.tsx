import { Layout } from 'antd';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { UserMenu } from '../features/account/components/user-menu';
import { guardRequest } from '../lib/route-guard.server';
import { RowSyncProvider } from '../lib/row-sync-provider';
import { useRootData } from '../root';
import type { Route } from './+types/portal-layout';
import styles from './portal-layout.module.css';

/** The guard of spec section 2 for every signed-in page under this layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await guardRequest(request, context) };
}

/** Moving between signed-in pages re-checks the session, so an expired one is noticed at once. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  const { config } = useRootData();
  return (
    <Layout className={styles.page}>
      <Layout.Header className={styles.header}>
        <span className={styles.brand}>{config.brand.name}</span>
        <span className={styles.tools}>
          <LanguageSwitcher />
          {loaderData.user ? <UserMenu user={loaderData.user} /> : null}
        </span>
      </Layout.Header>
      <Layout.Content className={styles.content}>
        {loaderData.user ? (
          <RowSyncProvider userId={loaderData.user.id}>
            <Outlet />
          </RowSyncProvider>
        ) : (
          <Outlet />
        )}
      </Layout.Content>
    </Layout>
  );
}
