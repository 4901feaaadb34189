import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './content.module.css';

const LINKS = [
  { to: '/about', key: 'about' },
  { to: '/Introduce', key: 'introduce' },
  { to: '/News', key: 'news' },
  { to: '/FAQ', key: 'faq' },
  { to: '/ServiceSupport', key: 'serviceSupport' },
  { to: '/TermsOfSale', key: 'terms' },
  { to: '/ContactUs', key: 'contact' },
] as const;

/** The about section's own menu, beside each of its pages: plain links, the current page marked by `aria-current`. */
export function AboutLinks() {
  const { t } = useTranslation('content');
  return (
    <Card size="small" title={t('aboutMenu.title')}>
      <nav aria-label={t('aboutMenu.title')}>
        <ul className={styles.menu}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={styles.menuLink}>
                {t(`aboutMenu.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
