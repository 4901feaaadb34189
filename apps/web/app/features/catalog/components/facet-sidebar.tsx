import { PRODUCT_FACETS, type ProductFacets } from '@portal/domain';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { activeFilterCount, clearedFilters, selectedValues, toggleFacet } from '../api/catalog-list-query';
import styles from './catalog.module.css';

/** The facet filters with their counts; every tick changes the URL, so the filtered page is server-rendered and shareable. */
export function FacetSidebar({ facets }: { facets: ProductFacets }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const active = activeFilterCount(params);
  return (
    <aside className={styles.facets} aria-label={t('filters')} data-testid="facet-sidebar">
      {active > 0 ? (
        <Button type="link" size="small" onClick={() => setParams(clearedFilters(params))}>
          {t('clearFilters', { count: active })}
        </Button>
      ) : null}
      {PRODUCT_FACETS.map((facet) => {
        const selected = selectedValues(params, facet);
        const values = facets[facet];
        if (values.length === 0 && selected.length === 0) return null;
        return (
          <div key={facet} className={styles.facetGroup} data-facet={facet}>
            <div className={styles.facetTitle}>{t(`facet.${facet}`)}</div>
            <div className={styles.facetValues}>
              {values.map((item) => (
                <div key={item.value} data-testid="facet-option" data-value={item.value}>
                  <Checkbox checked={selected.includes(item.value)} onChange={() => setParams(toggleFacet(params, facet, item.value))}>
                    {item.value}
                    <span className={styles.facetCount}>({item.count})</span>
                  </Checkbox>
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </aside>
  );
}
