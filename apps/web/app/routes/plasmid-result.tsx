import { backboneEndpoints, cartEndpoints, constructChecks, designEndpoints, formatPrice, loginPath, vectorConstructionEstimate } from '@portal/domain';
import { Alert, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { useCartWrite } from '../features/cart/api/cart-api';
import { catalogRead } from '../features/catalog/api/catalog-page.server';
import { AddDesignToCart } from '../features/plasmid-builder/components/add-design-to-cart';
import { ConstructChecks } from '../features/plasmid-builder/components/construct-checks';
import { FeatureTable } from '../components/plasmids/feature-table';
import { PlasmidMap } from '../components/plasmids/plasmid-map';
import { serverMessage } from '../lib/api-client';
import { serverApi, sessionToken } from '../lib/api.server';
import type { IslandsHandle } from '../lib/page-scripts';
import { publicPageContext } from '../lib/public-page.server';
import { seoMeta } from '../lib/seo';
import { designBuilderPath, plasmidResultPath } from '../navigation/plasmid-shop';
import { useRootData } from '../root';
import type { Route } from './+types/plasmid-result';

/** The map and the cart button run in the browser, for every reader. */
export const handle: IslandsHandle = { islands: false };

/** A design is its owner's: the page reads it with the session and checks it against the backbone it started from. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t, seo } = await publicPageContext(request, context);
  const pageSeo = seo({ path: new URL(request.url).pathname, title: t('plasmid-builder:result.title'), description: t('plasmid-builder:description') });
  if (!sessionToken(request)) return { design: null, backbone: null, missing: 'signIn' as const, seo: pageSeo };
  const api = serverApi(request, context);
  const design = await catalogRead(() => api.call(designEndpoints.detail, { query: { id: params.id } }));
  if (!design.ok) return { design: null, backbone: null, missing: 'design' as const, seo: pageSeo };
  const { backboneId } = design.value.result;
  const backbone = backboneId ? await catalogRead(() => api.call(backboneEndpoints.detail, { query: { id: backboneId } })) : null;
  return { design: design.value.result, backbone: backbone?.ok ? backbone.value.result : null, missing: null, seo: pageSeo };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The finished construct (spec section 2, `plasmidResult/{id}`): map, features, the cloner's checks, the price, the cart. */
export default function PlasmidResult({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('plasmid-builder');
  const { config, language } = useRootData();
  const { design, backbone, missing } = loaderData;
  const add = useCartWrite((api, designId: string) => api.call(cartEndpoints.carrier.add, { body: { designId } }), true);
  // The header's bell counts from the layout's loader, which reads the carts again.
  const revalidator = useRevalidator();
  if (!design) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="result-missing"
        message={t(missing === 'signIn' ? 'missing.signIn' : 'missing.design')}
        description={
          missing === 'signIn' ? (
            <Link to={loginPath(plasmidResultPath(params.id))}>{t('missing.signInLink')}</Link>
          ) : (
            <Link to="/designList">{t('missing.toList')}</Link>
          )
        }
      />
    );
  }
  // A design and a backbone are plasmids as they stand (their other fields are left alone by every use).
  const after = design;
  const checks = constructChecks({ before: backbone ?? after, after });
  const currency = config.edition === 'zh' ? 'CNY' : 'USD';
  const estimate = vectorConstructionEstimate({
    designLength: design.sequence.length,
    backboneLength: backbone?.sequence.length ?? design.sequence.length,
    currency,
  });
  return (
    <div data-testid="plasmid-result">
      <Typography.Title level={2}>{t('result.heading', { name: design.name })}</Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Link to={designBuilderPath({ backboneId: design.backboneId, designId: design.id })}>{t('result.edit')}</Link>
      </Space>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <PlasmidMap plasmid={after} />
          <Typography.Title level={3}>{t('tabs.features')}</Typography.Title>
          <FeatureTable plasmid={after} />
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('result.order')} data-testid="result-price">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('result.length')}>{t('design.length', { count: design.sequence.length })}</Descriptions.Item>
              <Descriptions.Item label={t('result.backbone')}>{backbone?.name ?? t('result.noBackbone')}</Descriptions.Item>
              <Descriptions.Item label={t('result.newBases')}>{estimate.newBases}</Descriptions.Item>
              <Descriptions.Item label={t('result.baseFee')}>{formatPrice(estimate.baseMinor, currency, language)}</Descriptions.Item>
              <Descriptions.Item label={t('result.synthesis')}>{formatPrice(estimate.synthesisMinor, currency, language)}</Descriptions.Item>
              <Descriptions.Item label={t('result.estimate')}>
                <strong data-testid="result-estimate">{formatPrice(estimate.totalMinor, currency, language)}</strong>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary">{t('result.quoteBinding')}</Typography.Paragraph>
            <AddDesignToCart
              add={() => add.mutate(design.id, { onSuccess: () => void revalidator.revalidate() })}
              adding={add.isPending}
              added={add.isSuccess}
              failure={add.isError ? (serverMessage(add.error) ?? t('result.addFailed')) : null}
            />
          </Card>
          <Card title={t('result.checks')} style={{ marginTop: 16 }}>
            <ConstructChecks checks={checks} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
