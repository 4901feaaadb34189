import { CATALOGUE_LINES, SEARCH_MIN_LENGTH } from '@portal/domain';
import { Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogLoaderContext } from '../features/catalog/api/catalog-page.server';
import styles from '../features/catalog/components/catalog.module.css';
import { LineCards } from '../features/catalog/components/line-cards';
import { ProductCard } from '../features/catalog/components/product-card';
import { ProductTable } from '../features/catalog/components/product-table';
import { TrustPoints } from '../features/catalog/components/trust-points';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/abinvivo-home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, t, seo } = await catalogLoaderContext(request, context);
  // Each line's first product is its flagship, so one call per line gives both the card's count and a featured product.
  const [newest, ...lines] = await Promise.all([
    api.list({ pageNo: 1, pageSize: 5, column: 'createdAt', order: 'desc' }),
    ...CATALOGUE_LINES.map((entry) => api.list({ line: entry.line, pageNo: 1, pageSize: 1 })),
  ]);
  const counts = Object.fromEntries(CATALOGUE_LINES.map((entry, index) => [entry.line, lines[index]?.total ?? 0]));
  return {
    products: lines.flatMap((page) => page.records),
    newest: newest.records,
    counts,
    seo: seo({ path: '/abinvivo/Home', title: t('catalog:homeTitle'), description: t('catalog:homeIntro'), home: true }),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function AbinvivoHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language } = useRootData();
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('homeTitle')}</h1>
        <p>{t('homeIntro')}</p>
        <span className={styles.heroHint}>{t('homeSearchHint', { count: SEARCH_MIN_LENGTH })}</span>
      </section>
      <Typography.Title level={2}>{t('productLines')}</Typography.Title>
      <LineCards counts={loaderData.counts} />
      <TrustPoints />
      <Typography.Title level={2} className={styles.sectionTitle}>
        {t('featured')}
      </Typography.Title>
      {loaderData.products.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {loaderData.products.map((product) => (
            <Col key={product.id} xs={24} sm={12} lg={6}>
              <ProductCard product={product} language={language} />
            </Col>
          ))}
        </Row>
      )}
      {loaderData.newest.length > 0 ? (
        <>
          <Typography.Title level={2} className={styles.sectionTitle}>
            {t('newProducts')}
          </Typography.Title>
          <ProductTable products={loaderData.newest} language={language} />
        </>
      ) : null}
    </>
  );
}
