import { Card, Layout } from 'antd';
import { Outlet } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { LanguageSwitcher } from '../components/language-switcher';
import { SkipLink, mainTarget } from '../components/skip-link';
import { guardRequest } from '../lib/route-guard.server';
import type { Route } from './+types/auth-layout';
import styles from './auth-layout.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRequest(request, context);
  return null;
}

export default function AuthLayout() {
  return (
    <Layout className={styles.page}>
      <SkipLink />
      <DocumentTitle layout="catalogue" />
      <div className={styles.language}>
        <LanguageSwitcher />
      </div>
      <main {...mainTarget(styles.main)}>
        <Card>
          <Outlet />
        </Card>
      </main>
    </Layout>
  );
}
