import { NOT_FOUND_PATH, catalogueLine, productPagePath } from '@portal/domain';
import { Breadcrumb, Col, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, data, redirect, useRouteLoaderData } from 'react-router';
import { cartKindOf } from '../features/cart/api/cart-api';
import { AddToCart } from '../features/cart/components/add-to-cart';
import { catalogLoaderContext, catalogRead } from '../features/catalog/api/catalog-page.server';
import { isProductPageSegment } from '../features/catalog/api/catalog-paths';
import { productJsonLd } from '../features/catalog/api/product-json-ld';
import styles from '../features/catalog/components/catalog.module.css';
import { DoseCalculator } from '../features/catalog/components/dose-calculator';
import { PackSelector } from '../features/catalog/components/pack-selector';
import { ProductCitations } from '../features/catalog/components/product-citations';
import { ProductDocuments } from '../features/catalog/components/product-documents';
import { ProductNotFound } from '../features/catalog/components/product-not-found';
import { ProductRecommendations } from '../features/catalog/components/product-recommendations';
import { ProductSpecTable } from '../features/catalog/components/product-spec-table';
import type { loader as catalogueLoader } from '../layouts/catalogue-layout';
import { jsonLdMeta, seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/product-detail';

const SUGGESTION_COUNT = 6;

/** Every product page route of spec section 2 shows this one template; `/{product}-product/bio-detail(Common)` refuses other segments. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length === 2 && segments[1]?.toLowerCase().startsWith('bio-detail') && !isProductPageSegment(segments[0] ?? '')) throw redirect(NOT_FOUND_PATH);
  const catalogNo = url.searchParams.get('catalogNo')?.trim() ?? '';
  const { api, t, seo } = await catalogLoaderContext(request, context);
  const read = catalogNo ? await catalogRead(() => api.detail(catalogNo)) : null;
  if (!read?.ok) {
    const near = catalogNo.length >= 3 ? await catalogRead(() => api.search({ seachValue: catalogNo, pageSize: SUGGESTION_COUNT })) : null;
    const pageSeo = seo({ path: url.pathname, title: t('catalog:productNotFound'), description: t('catalog:productNotFoundNoNumber') });
    return data({ product: null, catalogNo, suggestions: near?.ok ? near.value.records : [], seo: pageSeo, jsonLd: null }, { status: 404 });
  }
  const product = read.value;
  const [path] = productPagePath(product.line, product.catalogNo).split('?');
  const pageSeo = seo({
    path: path ?? url.pathname,
    query: { catalogNo: product.catalogNo },
    title: `${product.name} (${product.catalogNo})`,
    description: product.description || t('catalog:productDescription', { name: product.name, catalogNo: product.catalogNo }),
    type: 'product',
  });
  const jsonLd = productJsonLd(product, { url: pageSeo.canonical, brand: context.config.brand.name, image: pageSeo.image });
  return { product, catalogNo, suggestions: [], seo: pageSeo, jsonLd };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData?.jsonLd ? [...seoMeta(loaderData.seo), jsonLdMeta(loaderData.jsonLd)] : seoMeta(loaderData?.seo);

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language, config } = useRootData();
  const signedIn = Boolean(useRouteLoaderData<typeof catalogueLoader>('layouts/catalogue-layout')?.user);
  const { product } = loaderData;
  if (!product) return <ProductNotFound catalogNo={loaderData.catalogNo} suggestions={loaderData.suggestions} language={language} />;
  const facts = [
    { key: 'target', value: product.target },
    { key: 'clone', value: product.clone },
    { key: 'host', value: product.host },
    { key: 'isotype', value: product.isotype },
    { key: 'reactivity', value: product.reactivity },
  ].filter((fact) => fact.value);
  return (
    <article data-testid="product-detail">
      <Breadcrumb
        items={[
          { title: <Link to="/abinvivo/Home">{t('home')}</Link> },
          { title: <Link to={catalogueLine(product.line).route}>{t(`line.${product.line}.title`)}</Link> },
          { title: product.catalogNo },
        ]}
      />
      <div className={styles.detailHead} style={{ marginTop: 16 }}>
        <div>
          <Typography.Title level={1} style={{ marginTop: 0 }}>
            {product.name}
          </Typography.Title>
          <Space wrap>
            <Tag color="blue" data-testid="product-catalog-no">
              {t('catalogNo')} {product.catalogNo}
            </Tag>
            <Tag>{product.categorySec}</Tag>
            {product.applications.map((application) => (
              <Tag key={application} color="geekblue">
                {application}
              </Tag>
            ))}
          </Space>
          <dl style={{ marginTop: 16 }}>
            {facts.map((fact) => (
              <div key={fact.key} style={{ display: 'flex', gap: 8 }}>
                <dt className={styles.muted}>{t(fact.key)}:</dt>
                <dd style={{ margin: 0 }}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {product.description ? <Typography.Paragraph>{product.description}</Typography.Paragraph> : null}
        </div>
        <aside className={styles.buyBox}>
          <PackSelector packs={product.packs} quoteAboveUg={product.quoteAboveUg} language={language} />
          {product.packs.length > 0 ? (
            <AddToCart kind={cartKindOf(config.systemType)} catalogNo={product.catalogNo} packs={product.packs} signedIn={signedIn} />
          ) : null}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('bulkHint')} <Link to="/ContactUs">{t('contactUs')}</Link>
          </Typography.Paragraph>
        </aside>
      </div>
      <Typography.Title level={2} className={styles.sectionTitle}>
        {t('specifications')}
      </Typography.Title>
      <ProductSpecTable product={product} />
      {product.packs.some((pack) => pack.amountUg !== null) ? (
        <div style={{ marginTop: 32 }}>
          <DoseCalculator packs={product.packs} language={language} />
        </div>
      ) : null}
      <Row gutter={32}>
        <Col xs={24} md={12}>
          <Typography.Title level={2} className={styles.sectionTitle}>
            {t('documents')}
          </Typography.Title>
          <ProductDocuments documents={product.documents} />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={2} className={styles.sectionTitle}>
            {t('citations')}
          </Typography.Title>
          <ProductCitations citations={product.citations} />
        </Col>
      </Row>
      <ProductRecommendations product={product} language={language} />
    </article>
  );
}
