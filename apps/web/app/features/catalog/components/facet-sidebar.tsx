import { PRODUCT_FACETS, type ProductFacets } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { activeFilterCount, clearedFilters, selectedValues, toggleFacet } from '../api/catalog-list-query';
import { pageHref } from '../../../lib/url-params';
import styles from './catalog.module.css';

/**
 * The facet filters with their counts. Every value is a link to the list with that value ticked or unticked, drawn
 * as a checkbox, so filtering works on the server-rendered page without scripts and every filtered list is shareable;
 * crawlers are asked not to follow the endless combinations.
 */
export function FacetSidebar({ facets }: { facets: ProductFacets }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const active = activeFilterCount(params);
  return (
    <aside className={styles.facets} aria-label={t('filters')} data-testid="facet-sidebar">
      {active > 0 ? (
        <Link className={styles.clearFilters} to={pageHref(pathname, clearedFilters(params))} data-testid="clear-filters">
          {t('clearFilters', { count: active })}
        </Link>
      ) : null}
      {PRODUCT_FACETS.map((facet) => {
        const selected = selectedValues(params, facet);
        const values = facets[facet];
        if (values.length === 0 && selected.length === 0) return null;
        const titleId = `facet-${facet}`;
        return (
          <div key={facet} className={styles.facetGroup} data-facet={facet} role="group" aria-labelledby={titleId}>
            <div className={styles.facetTitle} id={titleId}>
              {t(`facet.${facet}`)}
            </div>
            <div className={styles.facetValues}>
              {values.map((item) => (
                <Link
                  key={item.value}
                  to={pageHref(pathname, toggleFacet(params, facet, item.value))}
                  className={styles.facetOption}
                  role="checkbox"
                  aria-checked={selected.includes(item.value)}
                  // Space ticks a checkbox; the islands script gives these links that key (islands/checkbox-links).
                  data-island="checkbox-link"
                  data-testid="facet-option"
                  data-value={item.value}
                  rel="nofollow"
                >
                  <span className={styles.facetBox} aria-hidden="true" />
                  {item.value}
                  <span className={styles.facetCount}>({item.count})</span>
                </Link>
              ))}
            </div>
          </div>
        );
      })}
    </aside>
  );
}
