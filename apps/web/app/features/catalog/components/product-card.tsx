import { type Language, type ProductSummary, productPagePath } from '@portal/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './catalog.module.css';
import { PriceText } from './price-text';

export function ProductCard({ product, language }: { product: ProductSummary; language: Language }) {
  const { t } = useTranslation('catalog');
  return (
    <Card title={<Link to={productPagePath(product.line, product.catalogNo)}>{product.name}</Link>} size="small" data-testid="product-card">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'catalogNo', label: t('catalogNo'), children: <span className={styles.catalogNo}>{product.catalogNo}</span> },
          ...(product.target ? [{ key: 'target', label: t('target'), children: product.target }] : []),
          ...(product.clone ? [{ key: 'clone', label: t('clone'), children: product.clone }] : []),
          ...(product.isotype ? [{ key: 'isotype', label: t('isotype'), children: product.isotype }] : []),
        ]}
      />
      <PriceText price={product.priceFrom} currency={product.currency} language={language} from />
    </Card>
  );
}
