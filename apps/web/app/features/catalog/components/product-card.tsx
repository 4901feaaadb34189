import type { Language, ProductSummary } from '@portal/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

function formatPrice(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

export function ProductCard({ product, language }: { product: ProductSummary; language: Language }) {
  const { t } = useTranslation('catalog');
  return (
    <Card title={product.name} size="small" data-testid="product-card">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'catalogNo', label: t('catalogNo'), children: product.catalogNo },
          ...(product.target ? [{ key: 'target', label: t('target'), children: product.target }] : []),
          ...(product.clone ? [{ key: 'clone', label: t('clone'), children: product.clone }] : []),
          ...(product.isotype ? [{ key: 'isotype', label: t('isotype'), children: product.isotype }] : []),
        ]}
      />
      <strong>
        {product.priceFrom === null
          ? t('quoteOnly')
          : t('priceFrom', { price: formatPrice(product.priceFrom, product.currency, language) })}
      </strong>
    </Card>
  );
}
