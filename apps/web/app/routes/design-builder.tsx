import { type Backbone, type Design, type Plasmid, backboneEndpoints, designEndpoints, loginPath } from '@portal/domain';
import { Alert, App, Col, Input, Row, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { catalogRead } from '../features/catalog/api/catalog-page.server';
import { FeatureTable } from '../components/plasmids/feature-table';
import { BuilderToolbar } from '../features/plasmid-builder/components/builder-toolbar';
import { InsertPanel } from '../features/plasmid-builder/components/insert-panel';
import { PlasmidMap } from '../components/plasmids/plasmid-map';
import { StartPanel } from '../features/plasmid-builder/components/start-panel';
import { useDesignBuilder } from '../features/plasmid-builder/state/use-design-builder';
import { serverMessage } from '../lib/api-client';
import { serverApi, sessionToken } from '../lib/api.server';
import type { IslandsHandle } from '../lib/page-scripts';
import { NO_ID, designBuilderPath, plasmidResultPath } from '../navigation/plasmid-shop';
import { publicPageContext } from '../lib/public-page.server';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/design-builder';

/** The builder is an application, even for a visitor: it hydrates instead of running on islands. */
export const handle: IslandsHandle = { islands: false };

/** The backbone (public) and the design (its owner's only), read on the server so the page arrives with them. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const { t, seo } = await publicPageContext(request, context);
  const backbone = params.fid === NO_ID ? null : await catalogRead(() => api.call(backboneEndpoints.detail, { query: { id: params.fid } }));
  const signedIn = sessionToken(request) !== null;
  const design = params.id === NO_ID || !signedIn ? null : await catalogRead(() => api.call(designEndpoints.detail, { query: { id: params.id } }));
  const title = design?.ok ? design.value.result.name : backbone?.ok ? backbone.value.result.name : t('plasmid-builder:title');
  return {
    backbone: backbone?.ok ? backbone.value.result : null,
    design: design?.ok ? design.value.result : null,
    missing: backbone && !backbone.ok ? 'backbone' : (design && !design.ok) || (params.id !== NO_ID && !signedIn) ? 'design' : null,
    signedIn,
    seo: seo({ path: new URL(request.url).pathname, title: t('plasmid-builder:pageTitle', { name: title }), description: t('plasmid-builder:description') }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

function startingPlasmid(design: Design | null, backbone: Backbone | null, name: string): Plasmid | null {
  const from = design ?? backbone;
  if (!from) return null;
  return { name: design ? design.name : name, sequence: from.sequence, circular: from.circular, features: from.features };
}

/** The plasmid builder (spec section 2, `design/{fid}/{id}`): open a backbone or a design, insert, annotate, save, check. */
export default function DesignBuilder({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('plasmid-builder');
  const { backbone, design, missing, signedIn } = loaderData;
  const initial = startingPlasmid(design, backbone, backbone ? t('design.defaultName', { backbone: backbone.name }) : '');
  if (missing) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t(missing === 'backbone' ? 'missing.backbone' : signedIn ? 'missing.design' : 'missing.signIn')}
        description={<Link to="/designList">{t('missing.toList')}</Link>}
        data-testid="builder-missing"
      />
    );
  }
  return (
    <Builder
      key={`${params.fid}/${params.id}`}
      initial={initial}
      designId={design?.id ?? null}
      backboneId={backbone?.id ?? design?.backboneId ?? ''}
      signedIn={signedIn}
    />
  );
}

function Builder(props: { initial: Plasmid | null; designId: string | null; backboneId: string; signedIn: boolean }) {
  const { t } = useTranslation('plasmid-builder');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const empty: Plasmid = { name: '', sequence: '', circular: true, features: [] };
  const builder = useDesignBuilder({ path: pathname, initial: props.initial ?? empty, designId: props.designId, backboneId: props.backboneId });
  const { plasmid } = builder;

  const save = async (then: 'stay' | 'check') => {
    try {
      const saved = await builder.save();
      void message.success(t('saved', { name: saved.name }));
      void navigate(then === 'check' ? plasmidResultPath(saved.id) : designBuilderPath({ backboneId: props.backboneId, designId: saved.id }), {
        replace: then === 'stay',
      });
    } catch (error) {
      void message.error(serverMessage(error) ?? t('saveFailed'));
    }
  };

  if (plasmid.sequence === '') return <StartPanel onStart={builder.edit} />;
  return (
    <div data-testid="plasmid-builder">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      {builder.restored ? <Alert type="info" showIcon message={t('draftRestored')} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[16, 16]} align="middle">
        <Col flex="auto">
          <Input
            key={plasmid.name}
            defaultValue={plasmid.name}
            aria-label={t('design.name')}
            maxLength={120}
            style={{ maxWidth: 360 }}
            onBlur={(event) => {
              const name = event.target.value.trim();
              if (name && name !== plasmid.name) builder.edit({ ...plasmid, name });
            }}
            data-testid="design-name"
          />{' '}
          <Tag data-testid="design-length">{t('design.length', { count: plasmid.sequence.length })}</Tag>
          <Tag>{t(plasmid.circular ? 'design.circular' : 'design.linear')}</Tag>
        </Col>
        <Col>
          <BuilderToolbar
            plasmid={plasmid}
            canUndo={builder.canUndo}
            canRedo={builder.canRedo}
            onUndo={builder.undo}
            onRedo={builder.redo}
            onSave={props.signedIn ? () => void save('stay') : null}
            onSignIn={() => void navigate(loginPath(pathname))}
            onCheck={props.signedIn ? () => void save('check') : null}
            saving={builder.saving}
          />
        </Col>
      </Row>
      <Row gutter={[24, 24]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <PlasmidMap plasmid={plasmid} />
        </Col>
        <Col xs={24} xl={10}>
          <Tabs
            items={[
              { key: 'insert', label: t('tabs.insert'), children: <InsertPanel plasmid={plasmid} onInsert={builder.edit} /> },
              { key: 'features', label: t('tabs.features'), children: <FeatureTable plasmid={plasmid} onChange={builder.edit} /> },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
