import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DESIGN_LIST_PATH } from '../../../navigation/plasmid-shop';
import styles from './catalogue-shell.module.css';

/**
 * The plasmid shop's keyword search (spec section 2, query `k`), as a plain GET form to the design list that the
 * islands script sends with a refresh time stamp (app/islands, kind `design`). Any keyword goes, even a short
 * one ("T7") or none (the whole library). `label` names the search landmark, as a page may hold two.
 */
export function DesignSearchBox({ label, defaultValue = '', testId }: { label: string; defaultValue?: string; testId: string }) {
  const { t } = useTranslation('plasmid-shop');
  return (
    <form
      role="search"
      aria-label={label}
      action={DESIGN_LIST_PATH}
      method="get"
      className={styles.searchBox}
      data-testid={testId}
      data-island="search"
      data-search="design"
    >
      <input
        // A new keyword from a client-side navigation replaces the one typed before.
        key={defaultValue}
        type="search"
        name="k"
        defaultValue={defaultValue}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className={styles.searchInput}
        autoComplete="off"
      />
      <button type="submit" className={styles.searchButton}>
        <SearchOutlined aria-hidden="true" /> {t('search.submit')}
      </button>
    </form>
  );
}
