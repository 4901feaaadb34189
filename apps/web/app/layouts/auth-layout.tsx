import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { LanguageSwitcher } from '../components/language-switcher';
import { LegalLine } from '../features/catalogue-shell/components/legal-line';
import { SkipLink, mainTarget } from '../components/skip-link';
import { guardRequest } from '../lib/route-guard.server';
import { useRootData } from '../root';
import type { Route } from './+types/auth-layout';
import styles from './auth-layout.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRequest(request, context);
  return null;
}

/** The sign-in pages: the brand and a way back to the shop above the form, the legal line below it. */
export default function AuthLayout() {
  const { t } = useTranslation('common');
  const { config } = useRootData();
  const { brand } = config;
  return (
    <Layout className={styles.page}>
      <SkipLink />
      <DocumentTitle layout="catalogue" />
      <header className={styles.top}>
        <Link to="/" className={styles.brand} data-testid="auth-brand">
          <img src={brand.logo} alt="" width={32} height={32} />
          <span>{brand.name}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main {...mainTarget(styles.card)}>
        <Card>
          <Outlet />
        </Card>
      </main>
      <Link to="/" className={styles.home} data-testid="back-to-shop">
        <ArrowLeftOutlined /> {t('footer.backToShop')}
      </Link>
      <LegalLine className={styles.legal} />
    </Layout>
  );
}
