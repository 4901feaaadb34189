import type { Language, ProductDetail } from '@portal/domain';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductCard } from './product-card';

/** The recommended isotype control and dilution buffer, then related products. */
export function ProductRecommendations({ product, language }: { product: ProductDetail; language: Language }) {
  const { t } = useTranslation('catalog');
  const recommended = [
    { key: 'isotypeControl', item: product.isotypeControl },
    { key: 'dilutionBuffer', item: product.dilutionBuffer },
  ].filter((entry) => entry.item !== null);
  return (
    <>
      {recommended.length > 0 ? (
        <>
          <Typography.Title level={3}>{t('recommended')}</Typography.Title>
          <Row gutter={[16, 16]}>
            {recommended.map(({ key, item }) =>
              item ? (
                <Col key={key} xs={24} md={12}>
                  <Typography.Text type="secondary">{t(`recommend.${key}`)}</Typography.Text>
                  <ProductCard product={item} language={language} />
                </Col>
              ) : null,
            )}
          </Row>
        </>
      ) : null}
      {product.related.length > 0 ? (
        <>
          <Typography.Title level={3}>{t('related')}</Typography.Title>
          <Row gutter={[16, 16]}>
            {product.related.map((item) => (
              <Col key={item.id} xs={24} sm={12} lg={8}>
                <ProductCard product={item} language={language} />
              </Col>
            ))}
          </Row>
        </>
      ) : null}
    </>
  );
}
