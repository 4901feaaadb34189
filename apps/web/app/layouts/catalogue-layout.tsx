import { MailOutlined, MenuOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { LanguageSwitcher } from '../components/language-switcher';
import { LoginLink } from '../features/account/components/login-link';
import { UserMenu } from '../features/account/components/user-menu';
import { useDevice } from '../hooks/use-device';
import { currentUser } from '../lib/current-user.server';
import { useRootData } from '../root';
import type { Route } from './+types/catalogue-layout';
import styles from './catalogue-layout.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await currentUser(request, context) };
}

const NAV_LINKS = [
  { to: '/Biosimilar', key: 'biosimilar' },
  { to: '/IsotypeControl', key: 'isotypeControl' },
  { to: '/AntiMouse', key: 'antiMouse' },
  { to: '/FusionProteins', key: 'fusionProteins' },
  { to: '/AntiDrug', key: 'antiDrug' },
  { to: '/Related', key: 'related' },
  { to: '/Resource', key: 'resource' },
  { to: '/about', key: 'about' },
] as const;

function CatalogueNav({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <nav className={vertical ? styles.navVertical : styles.nav} aria-label={t('nav.catalogue')}>
      {NAV_LINKS.map((link) => (
        <Link key={link.to} to={link.to} onClick={onNavigate}>
          {t(`nav.${link.key}`)}
        </Link>
      ))}
    </nav>
  );
}

export default function CatalogueLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  const compact = useDevice() !== 'desktop';
  const [menuOpen, setMenuOpen] = useState(false);
  const { config } = useRootData();
  const { contacts, brand } = config;
  return (
    <Layout className={styles.page}>
      <DocumentTitle layout="catalogue" />
      <div className={styles.topBar}>
        <span>
          <MailOutlined /> <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </span>
        <span>
          <PhoneOutlined /> {contacts.phone}
        </span>
        <span className={styles.spacer} />
        <LanguageSwitcher />
        {loaderData.user ? (
          <UserMenu user={loaderData.user} />
        ) : (
          <>
            <LoginLink />
            <Link to="/user/register">{t('nav.register')}</Link>
          </>
        )}
      </div>
      <header className={styles.header}>
        <Link to="/abinvivo/Home" className={styles.logo}>
          <img src={brand.logo} alt={brand.name} width={40} height={40} />
          <span>{brand.shortName}</span>
        </Link>
        {compact ? (
          <>
            <Button icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => setMenuOpen(true)} />
            <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" size={260} title={brand.shortName}>
              <CatalogueNav vertical onNavigate={() => setMenuOpen(false)} />
            </Drawer>
          </>
        ) : (
          <CatalogueNav />
        )}
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          {t('footer.address')}: {contacts.address}
        </p>
        <p>
          {t('footer.email')}: {contacts.email} · {t('footer.phone')}: {contacts.phone} · {t('footer.hotline')}: {contacts.hotline}
        </p>
        <p>{t('footer.copyright', { year: contacts.copyrightYear, brand: brand.name })}</p>
        {config.edition === 'zh' && contacts.recordNumber ? <p>{contacts.recordNumber}</p> : null}
      </footer>
    </Layout>
  );
}
