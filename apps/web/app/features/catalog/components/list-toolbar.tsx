import type { FacetCount } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SORT_OPTIONS, type SortOption, sortOptionOf, withSort } from '../api/catalog-list-query';
import { pageHref, withParams } from '../../../lib/url-params';
import styles from './catalog.module.css';

/**
 * The secondary-category switch of the header menu's links (`categorySec`), the result count and the sort order:
 * links and a select whose options are addresses (islands/navigate-selects), so both work without the React app.
 */
export function ListToolbar(props: { categorySecs: readonly string[]; counts: FacetCount[]; total: number; defaultSort: SortOption }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = params.get('categorySec') ?? '';
  const countOf = (value: string) => props.counts.find((item) => item.value === value)?.count;
  const sortHref = (option: SortOption) => pageHref(pathname, withSort(params, option));
  const currentSort = sortHref(sortOptionOf(params, props.defaultSort));
  return (
    <div className={styles.toolbar}>
      {props.categorySecs.length > 0 ? (
        <nav className={styles.segmented} aria-label={t('categorySecs')} data-testid="category-sec">
          {['', ...props.categorySecs].map((value) => {
            const count = countOf(value);
            return (
              <Link
                key={value}
                to={pageHref(pathname, withParams(params, { categorySec: value }))}
                aria-current={value === current ? 'page' : undefined}
                data-value={value}
              >
                {value === '' ? t('allCategories') : count === undefined ? value : `${value} (${count})`}
              </Link>
            );
          })}
        </nav>
      ) : (
        <span />
      )}
      <span className={styles.muted} data-testid="result-total">
        {t('resultCount', { count: props.total })}
      </span>
      {/* Remounted when the list changes, so the shown choice follows client-side navigation too. */}
      <select
        key={currentSort}
        aria-label={t('sortBy')}
        data-testid="sort-select"
        data-island="navigate"
        className={styles.nativeSelect}
        defaultValue={currentSort}
        autoComplete="off"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={sortHref(option)}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
