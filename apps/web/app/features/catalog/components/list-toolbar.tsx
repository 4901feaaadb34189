import type { FacetCount } from '@portal/domain';
import { Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SORT_OPTIONS, type SortOption, sortOptionOf, withSort } from '../api/catalog-list-query';
import { withParams } from '../../../lib/url-params';
import styles from './catalog.module.css';

/** The secondary-category switch of the header menu's links (`categorySec`), the result count and the sort order. */
export function ListToolbar(props: { categorySecs: readonly string[]; counts: FacetCount[]; total: number; defaultSort: SortOption }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const current = params.get('categorySec') ?? '';
  const countOf = (value: string) => props.counts.find((item) => item.value === value)?.count;
  return (
    <div className={styles.toolbar}>
      {props.categorySecs.length > 0 ? (
        <Radio.Group
          optionType="button"
          value={current}
          onChange={(event) => setParams(withParams(params, { categorySec: event.target.value as string }))}
          data-testid="category-sec"
          options={[
            { value: '', label: t('allCategories') },
            ...props.categorySecs.map((value) => {
              const count = countOf(value);
              return { value, label: count === undefined ? value : `${value} (${count})` };
            }),
          ]}
        />
      ) : (
        <span />
      )}
      <span className={styles.muted} data-testid="result-total">
        {t('resultCount', { count: props.total })}
      </span>
      <Select<SortOption>
        aria-label={t('sortBy')}
        data-testid="sort-select"
        style={{ minWidth: 200 }}
        value={sortOptionOf(params, props.defaultSort)}
        onChange={(option) => setParams(withSort(params, option))}
        options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`sort.${option}`) }))}
      />
    </div>
  );
}
