import type { Language, ProductSummary } from '@portal/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

const priceFormats = new Map<string, Intl.NumberFormat>();

// Building an Intl formatter costs far more than using one, so each language and currency gets one.
function formatPrice(minor: number, currency: string, language: Language): string {
  const key = `${language}:${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency });
    priceFormats.set(key, format);
  }
  return format.format(minor / 100);
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
