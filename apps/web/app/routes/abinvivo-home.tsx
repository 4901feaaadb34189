import type { PageResult, ProductSummary } from '@portal/domain';
import { Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../features/catalog/components/product-card';
import { serverApi } from '../lib/api.server';
import { useRootData } from '../root';
import type { Route } from './+types/abinvivo-home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await serverApi(request, context).get<PageResult<ProductSummary>>('/by-abinvivo/abinvivo/product/list', {
    query: { pageNo: 1, pageSize: 12 },
  });
  return { products: page.result.records };
}

export default function AbinvivoHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language } = useRootData();
  return (
    <>
      <Typography.Title>{t('homeTitle')}</Typography.Title>
      <Typography.Paragraph>{t('homeIntro')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('featured')}</Typography.Title>
      {loaderData.products.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {loaderData.products.map((product) => (
            <Col key={product.id} xs={24} sm={12} lg={8}>
              <ProductCard product={product} language={language} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
