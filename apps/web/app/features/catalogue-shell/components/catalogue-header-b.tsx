import { MailOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-switcher';
import { corporateSiteUrl } from '../../../navigation/catalogue-shell';
import { useRootData } from '../../../root';
import { headerBMenu } from '../menus/shell-menus';
import { CartBadge } from './cart-badge';
import styles from './catalogue-shell.module.css';
import { LineSearchDrawer } from './line-search-drawer';
import { ResponsiveShellMenu } from './menu-drawer';

/**
 * Header variant B, proteins and cell lines (spec section 2): its own logo, the order mailbox, the corporate
 * site's menus by language, this site's products, and a search drawer. My Order opens in a new tab here.
 */
export function CatalogueHeaderB(props: { account: ReactNode; cartCount: number | null; cartTo: string }) {
  const { t } = useTranslation('common');
  const { config, language } = useRootData();
  const { contacts, brand } = config;
  const siteUrl = corporateSiteUrl({ language, zhSiteUrl: config.zhSiteUrl, intlSiteUrl: config.intlSiteUrl });
  const items = headerBMenu(t, { siteUrl, edition: config.edition });
  return (
    <header className={styles.header} data-testid="catalogue-header" data-variant="B">
      <div className={styles.topBar}>
        <span data-testid="order-mailbox">
          <MailOutlined /> {t('shell.orderMailbox')}: <a href={`mailto:${contacts.orderEmail}`}>{contacts.orderEmail}</a>
        </span>
        <span className={styles.spacer} />
        <LanguageSelect className={styles.languageSelect} />
        <CartBadge count={props.cartCount} to={props.cartTo} />
        <a href="/abinvivoMyOrder" target="_blank" rel="noopener">
          {t('nav.myOrder')}
        </a>
        {props.account}
      </div>
      <div className={styles.brandRowB}>
        <Link to="/RecombinantProtein" className={styles.logo}>
          <img src={brand.logoAlt} alt={brand.name} width={40} height={40} />
          <span>{brand.shortName}</span>
        </Link>
        <ResponsiveShellMenu items={items} title={brand.shortName} />
        <span className={styles.spacer} />
        <LineSearchDrawer />
      </div>
    </header>
  );
}
