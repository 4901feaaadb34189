import type { Language, PageResult, ProductFacets, ProductSummary } from '@portal/domain';
import type { SortOption } from '../api/catalog-list-query';
import styles from './catalog.module.css';
import { FacetSidebar } from './facet-sidebar';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { ProductTable } from './product-table';

/** A filtered product list: facets beside the results, the category switch and sort above, paging below. */
export function ProductListView(props: {
  page: PageResult<ProductSummary>;
  facets: ProductFacets;
  categorySecs: readonly string[];
  defaultSort: SortOption;
  language: Language;
}) {
  const { page, facets } = props;
  return (
    <div className={styles.listLayout}>
      <FacetSidebar facets={facets} />
      <section>
        <ListToolbar categorySecs={props.categorySecs} counts={facets.categorySec} total={page.total} defaultSort={props.defaultSort} />
        <ProductTable products={page.records} language={props.language} />
        <ListPagination total={page.total} current={page.current} pageSize={page.size} />
      </section>
    </div>
  );
}
