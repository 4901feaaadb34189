import { SEARCH_CATEGORIES, catalogueSearchPath } from '@portal/domain';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderSearch } from '../hooks/use-header-search';
import styles from './catalogue-shell.module.css';

/** Header A's search (spec section 2): a product-line selector (0 all, 1–5) and the text, to route Search. */
export function CatalogueSearchBox() {
  const { t } = useTranslation('common');
  const [categoryId, setCategoryId] = useState(0);
  const search = useHeaderSearch((text, now) => catalogueSearchPath({ categoryId, text, now }));
  const options = SEARCH_CATEGORIES.map((category) => ({
    value: category.id,
    label: category.line === null ? t('shell.search.all') : t(`shell.line.${category.line}`),
  }));
  return (
    <Space.Compact className={styles.searchBox} data-testid="catalogue-search">
      <Select
        aria-label={t('shell.search.category')}
        data-testid="search-category"
        value={categoryId}
        onChange={setCategoryId}
        options={options}
        popupMatchSelectWidth={false}
        className={styles.searchCategory}
      />
      <Input.Search aria-label={t('shell.search.label')} placeholder={t('shell.search.placeholder')} enterButton={t('shell.search.submit')} onSearch={search} allowClear />
    </Space.Compact>
  );
}
