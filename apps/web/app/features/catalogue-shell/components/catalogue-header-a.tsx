import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-switcher';
import { useRootData } from '../../../root';
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
        <LanguageSelect className={styles.languageSelect} />
        <CartBadge count={props.cartCount} to={props.cartTo} />
        <Link to="/abinvivoMyOrder">{t('nav.myOrder')}</Link>
        {props.account}
      </div>
      <div className={styles.brandRow}>
        <Link to="/abinvivo/Home" className={styles.logo}>
          <img src={brand.logo} alt={brand.name} width={40} height={40} />
          <span>{brand.shortName}</span>
        </Link>
        <CatalogueSearchBox kind="catalogue" action="/Search" />
      </div>
      {/* Pinned by the islands script (app/islands/fixed-menu); its placeholder then holds the menu's place. */}
      <div className={styles.menuBar} data-testid="catalogue-menu" data-island="fixed-menu" data-fixed="false">
        <ResponsiveShellMenu items={items} title={brand.shortName} />
      </div>
      <div className={styles.menuPlaceholder} aria-hidden="true" />
    </header>
  );
}
