import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-switcher';
import { PLASMID_HOME_PATH } from '../../../navigation/plasmid-shop';
import { useRootData } from '../../../root';
import { plasmidMenu } from '../menus/plasmid-menu';
import { CartBadge } from './cart-badge';
import styles from './catalogue-shell.module.css';
import { DesignSearchBox } from './design-search-box';
import { ResponsiveShellMenu } from './menu-drawer';
import plasmidStyles from './plasmid-header.module.css';

/**
 * The plasmid header (spec section 2): language, cart bell, My order and the account links; the shop's logo and
 * keyword search; the menu from home to about us. `ordersTo` is the plasmid order list, which the cart feature owns.
 */
export function PlasmidHeader(props: { account: ReactNode; cartCount: number | null; cartTo: string; ordersTo: string }) {
  const { t } = useTranslation(['plasmid-shop', 'common']);
  const { config } = useRootData();
  const { brand } = config;
  return (
    <header className={styles.header} data-testid="catalogue-header" data-variant="P">
      <div className={styles.topBar}>
        <span>{t('header.tagline')}</span>
        <span className={styles.spacer} />
        <LanguageSelect className={styles.languageSelect} />
        <CartBadge count={props.cartCount} to={props.cartTo} />
        <Link to={props.ordersTo}>{t('common:nav.myOrder')}</Link>
        {props.account}
      </div>
      <div className={styles.brandRow}>
        <Link to={PLASMID_HOME_PATH} className={styles.logo}>
          <img src={brand.logo} alt={brand.name} width={40} height={40} />
          <span>
            {brand.shortName}
            <small className={plasmidStyles.shopName}>{t('header.shopName')}</small>
          </span>
        </Link>
        <DesignSearchBox label={t('search.headerLabel')} testId="plasmid-search" />
      </div>
      <div className={styles.menuBar} data-testid="plasmid-menu">
        <ResponsiveShellMenu items={plasmidMenu(t)} title={brand.shortName} />
      </div>
    </header>
  );
}
