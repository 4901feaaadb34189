import type { Language, ProductSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';
import { productRowAttributes, useProductColumns } from './product-columns';

/**
 * The product rows of the public line pages, search results and the antibody database: a plain table, rendered on
 * the server and light to load, since these are the pages visitors land on. Paging lives in the URL.
 */
export function ProductTable(props: { products: ProductSummary[]; language: Language; highlight?: readonly string[] }) {
  const { t } = useTranslation('catalog');
  const columns = useProductColumns(props.language, props.highlight);
  return (
    <div className={styles.productTableScroll}>
      <table className={styles.productTable}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'right' ? styles.alignRight : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.products.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyRow}>
                {t('noResults')}
              </td>
            </tr>
          ) : (
            props.products.map((product) => (
              <tr key={product.id} {...productRowAttributes(product)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.align === 'right' ? styles.alignRight : undefined}>
                    {column.cell(product)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
