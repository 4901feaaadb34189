import { type Language, type ProductSummary, productPagePath } from '@portal/domain';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './catalog.module.css';
import { HighlightedText } from './highlighted-text';
import { PriceText } from './price-text';

/**
 * The product rows of line pages, search results and the antibody database. Paging lives in the URL, so the
 * table never pages by itself.
 */
export function ProductTable(props: {
  products: ProductSummary[];
  language: Language;
  highlight?: readonly string[];
  /** Smaller rows for lists read as a price sheet (the quick order list). */
  dense?: boolean;
  expandable?: { render: (product: ProductSummary) => React.ReactNode };
}) {
  const { t } = useTranslation('catalog');
  const words = props.highlight ?? [];
  const columns: TableColumnsType<ProductSummary> = [
    {
      key: 'catalogNo',
      title: t('catalogNo'),
      render: (_, product) => (
        <Link className={styles.catalogNo} to={productPagePath(product.line, product.catalogNo)} data-testid="product-link">
          <HighlightedText text={product.catalogNo} words={words} />
        </Link>
      ),
    },
    {
      key: 'name',
      title: t('productName'),
      render: (_, product) => (
        <Link to={productPagePath(product.line, product.catalogNo)}>
          <HighlightedText text={product.name} words={words} />
        </Link>
      ),
    },
    { key: 'clone', title: t('clone'), render: (_, product) => <HighlightedText text={product.clone || '—'} words={words} /> },
    { key: 'isotype', title: t('isotype'), dataIndex: 'isotype' },
    { key: 'reactivity', title: t('reactivity'), dataIndex: 'reactivity' },
    {
      key: 'price',
      title: t('price'),
      align: 'right',
      render: (_, product) => <PriceText price={product.priceFrom} currency={product.currency} language={props.language} from />,
    },
  ];
  return (
    <Table<ProductSummary>
      rowKey="id"
      size={props.dense ? 'small' : 'middle'}
      columns={columns}
      dataSource={props.products}
      pagination={false}
      onRow={(product) => ({ 'data-testid': 'product-row', 'data-catalog-no': product.catalogNo, 'data-category-sec': product.categorySec }) as React.HTMLAttributes<HTMLElement>}
      expandable={props.expandable ? { expandedRowRender: props.expandable.render, rowExpandable: () => true } : undefined}
      locale={{ emptyText: t('noResults') }}
      scroll={{ x: 760 }}
    />
  );
}
