import { guardDecision } from '@portal/domain';
import { Layout } from 'antd';
import { Outlet, type ShouldRevalidateFunctionArgs, redirect } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { currentUser } from '../lib/current-user.server';
import { useRootData } from '../root';
import type { Route } from './+types/portal-layout';
import styles from './portal-layout.module.css';

/** The guard of spec section 2 for every signed-in page under this layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await currentUser(request, context);
  const decision = guardDecision({
    pathname: url.pathname,
    search: url.search,
    signedIn: user !== null,
    homePath: context.config.homePath,
    extraPublicPath: context.config.extraPublicPath,
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return { user };
}

/** Moving between signed-in pages re-checks the session, so an expired one is noticed at once. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function PortalLayout() {
  const { config } = useRootData();
  return (
    <Layout className={styles.page}>
      <Layout.Header className={styles.header}>
        <span className={styles.brand}>{config.brand.name}</span>
        <LanguageSwitcher />
      </Layout.Header>
      <Layout.Content className={styles.content}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
