import { type Language, type ProductSummary, productPagePath } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './catalog.module.css';
import { HighlightedText } from './highlighted-text';
import { PriceText } from './price-text';

export type ProductColumn = { key: string; title: string; align?: 'right'; cell: (product: ProductSummary) => ReactNode };

/** The columns of every product list: catalogue number and name link to the product; search words are marked. */
export function useProductColumns(language: Language, highlight: readonly string[] = []): ProductColumn[] {
  const { t } = useTranslation('catalog');
  const marked = (text: string) => <HighlightedText text={text} words={highlight} />;
  return [
    {
      key: 'catalogNo',
      title: t('catalogNo'),
      cell: (product) => (
        <Link className={styles.catalogNo} to={productPagePath(product.line, product.catalogNo)} data-testid="product-link">
          {marked(product.catalogNo)}
        </Link>
      ),
    },
    { key: 'name', title: t('productName'), cell: (product) => <Link to={productPagePath(product.line, product.catalogNo)}>{marked(product.name)}</Link> },
    { key: 'clone', title: t('clone'), cell: (product) => marked(product.clone || '—') },
    { key: 'isotype', title: t('isotype'), cell: (product) => product.isotype },
    { key: 'reactivity', title: t('reactivity'), cell: (product) => product.reactivity },
    {
      key: 'price',
      title: t('price'),
      align: 'right',
      cell: (product) => <PriceText price={product.priceFrom} currency={product.currency} language={language} from />,
    },
  ];
}

/** The attributes tests and scripts find a product row by. */
export function productRowAttributes(product: ProductSummary) {
  return { 'data-testid': 'product-row', 'data-catalog-no': product.catalogNo, 'data-category-sec': product.categorySec };
}
