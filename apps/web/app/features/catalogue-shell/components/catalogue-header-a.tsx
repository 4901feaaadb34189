import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useRootData } from '../../../root';
import { useFixedMenu } from '../hooks/use-fixed-menu';
import { headerAMenu } from '../menus/shell-menus';
import { CartBadge } from './cart-badge';
import { CatalogueSearchBox } from './catalogue-search-box';
import styles from './catalogue-shell.module.css';
import { ResponsiveShellMenu } from './menu-drawer';

/**
 * Header variant A, the in vivo antibody store (spec section 2): contacts, language, cart bell, My Order and
 * the account links; logo and search; the product menu, pinned to the top after 200 px of scrolling.
 */
export function CatalogueHeaderA(props: { account: ReactNode; cartCount: number | null; cartTo: string }) {
  const { t } = useTranslation('common');
  const { config, language } = useRootData();
  const { contacts, brand } = config;
  const fixed = useFixedMenu();
  const items = headerAMenu(t, language);
  return (
    <header className={styles.header} data-testid="catalogue-header" data-variant="A">
      <div className={styles.topBar}>
        <span data-testid="contact-mail">
          <MailOutlined /> <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </span>
        <span data-testid="contact-phone">
          <PhoneOutlined /> <a href={`tel:${contacts.phone.replace(/\s+/g, '')}`}>{contacts.phone}</a>
        </span>
        <span className={styles.spacer} />
        <LanguageSwitcher />
        <CartBadge count={props.cartCount} to={props.cartTo} />
        <Link to="/abinvivoMyOrder">{t('nav.myOrder')}</Link>
        {props.account}
      </div>
      <div className={styles.brandRow}>
        <Link to="/abinvivo/Home" className={styles.logo}>
          <img src={brand.logo} alt={brand.name} width={40} height={40} />
          <span>{brand.shortName}</span>
        </Link>
        <CatalogueSearchBox />
      </div>
      {/* Holds the menu's place while it is pinned, so the page does not jump up under it. */}
      {fixed ? <div className={styles.menuPlaceholder} aria-hidden="true" /> : null}
      <div className={fixed ? `${styles.menuBar} ${styles.menuBarFixed}` : styles.menuBar} data-testid="catalogue-menu" data-fixed={fixed}>
        <ResponsiveShellMenu items={items} title={brand.shortName} />
      </div>
    </header>
  );
}
