import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every layout: one Tab and Enter take a keyboard user past the header and menus
 * into the page's main region (WCAG 2.4.1). A plain link, so it works on pages sent without the React app too.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToMain')}
    </a>
  );
}

/** The props that make a layout's main element the skip link's target; focusable by script and link only, not by Tab. */
export function mainTarget(className?: string) {
  return { id: MAIN_CONTENT_ID, tabIndex: -1, className: className ? `${className} ${styles.target}` : styles.target };
}
