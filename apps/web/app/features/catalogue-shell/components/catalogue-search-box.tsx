import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_CATEGORIES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import styles from './catalogue-shell.module.css';

/**
 * A header search (spec section 2) as a plain form the islands script validates and sends (app/islands): header
 * A's with the product-line selector (0 all, 1–5) to route Search, header B's to route Search1.
 */
export function CatalogueSearchBox({ kind, action, autoFocus = false }: { kind: 'catalogue' | 'line'; action: string; autoFocus?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.searchBox}
      data-testid="catalogue-search"
      data-island="search"
      data-search={kind}
      data-too-short={t('shell.search.tooShort')}
    >
      {kind === 'catalogue' ? (
        <select name="categoryId" aria-label={t('shell.search.category')} data-testid="search-category" className={styles.searchCategory} defaultValue="0">
          {SEARCH_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.line === null ? t('shell.search.all') : t(`shell.line.${category.line}`)}
            </option>
          ))}
        </select>
      ) : null}
      <input
        type="search"
        name="seachValue"
        aria-label={t('shell.search.label')}
        placeholder={t('shell.search.placeholder')}
        className={styles.searchInput}
        autoComplete="off"
        // The drawer's field takes the focus as it opens, where the visitor is about to type.
        autoFocus={autoFocus}
      />
      <button type="submit" className={styles.searchButton}>
        <SearchOutlined aria-hidden="true" /> {t('shell.search.submit')}
      </button>
    </form>
  );
}
