import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '../../../root';
import { footerLinks } from '../menus/shell-menus';
import styles from './catalogue-shell.module.css';
import { LegalLine } from './legal-line';

/** The public footer of spec section 1: address and contacts, the site's links, copyright and filing numbers. */
export function CatalogueFooter() {
  const { t } = useTranslation('common');
  const { config } = useRootData();
  const { contacts } = config;
  return (
    <footer className={styles.footer} data-testid="catalogue-footer">
      <div className={styles.footerColumns}>
        <address className={styles.footerContacts}>
          <p>
            {t('footer.address')}: {contacts.address}
          </p>
          <p>
            {t('footer.email')}: <a href={`mailto:${contacts.email}`}>{contacts.email}</a> · <a href={`mailto:${contacts.orderEmail}`}>{contacts.orderEmail}</a>
          </p>
          <p>
            {t('footer.phone')}: {contacts.phone}
          </p>
          <p>
            {t('footer.hotline')}: {contacts.hotline}
          </p>
        </address>
        <nav aria-label={t('shell.footerLinks')}>
          <ul className={styles.footerLinks}>
            {footerLinks(t).map((item) => (
              <li key={item.key}>
                <Link to={item.to ?? '/'}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <LegalLine className={styles.footerBottom} />
    </footer>
  );
}
