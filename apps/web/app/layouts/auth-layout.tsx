import { guardDecision } from '@portal/domain';
import { Card, Layout } from 'antd';
import { Outlet, redirect } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { LanguageSwitcher } from '../components/language-switcher';
import { currentUser } from '../lib/current-user.server';
import type { Route } from './+types/auth-layout';
import styles from './auth-layout.module.css';

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
  return null;
}

export default function AuthLayout() {
  return (
    <Layout className={styles.page}>
      <DocumentTitle layout="catalogue" />
      <div className={styles.language}>
        <LanguageSwitcher />
      </div>
      <Card className={styles.card}>
        <Outlet />
      </Card>
    </Layout>
  );
}
