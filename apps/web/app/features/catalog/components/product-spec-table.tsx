import type { ProductDetail } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';

/** The specification table: a plain table, so it is complete in the server HTML and readable without scripts. */
export function ProductSpecTable({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  return (
    <table className={styles.specTable} data-testid="spec-table">
      <tbody>
        <tr data-spec="catalogNo">
          <th scope="row">{t('catalogNo')}</th>
          <td className={styles.catalogNo}>{product.catalogNo}</td>
        </tr>
        {product.specs.map((spec) => (
          <tr key={spec.key} data-spec={spec.key}>
            <th scope="row">{t(`spec.${spec.key}`)}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
