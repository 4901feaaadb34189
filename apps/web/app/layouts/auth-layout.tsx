import { Card, Layout } from 'antd';
import { Outlet } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { LanguageSwitcher } from '../components/language-switcher';
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
