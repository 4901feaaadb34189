import { CATALOGUE_LINES, NOT_FOUND_PATH } from '@portal/domain';
import { Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigate } from 'react-router';
import { facetQueryOf, listQueryOf } from '../features/catalog/api/catalog-list-query';
import { catalogLoaderContext, catalogRead } from '../features/catalog/api/catalog-page.server';
import { lineOfRouteName } from '../features/catalog/api/catalog-paths';
import { CatalogErrorState } from '../features/catalog/components/catalog-error-state';
import { ProductListView } from '../features/catalog/components/product-list-view';
import { useRootData } from '../root';
import type { Route } from './+types/umabs-db';

const ALL = 'all';

/** The antibody database browsed by type: `all` or a line's route name (`/UmabsDB/Biosimilar`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const typeName = params.typeName;
  const entry = typeName.toLowerCase() === ALL ? null : lineOfRouteName(typeName);
  if (typeName.toLowerCase() !== ALL && !entry) throw redirect(NOT_FOUND_PATH);
  const { api } = await catalogLoaderContext(request, context);
  const listQuery = listQueryOf(new URL(request.url).searchParams, entry?.line, { column: 'catalogNo', order: 'asc' });
  const [page, facets] = await Promise.all([catalogRead(() => api.list(listQuery)), catalogRead(() => api.facets(facetQueryOf(listQuery)))]);
  const base = { typeName: entry ? entry.route.slice(1) : ALL, line: entry?.line ?? null, categorySecs: entry?.categorySec ?? [] };
  if (!page.ok || !facets.ok) return data({ ...base, result: null, message: !page.ok ? page.message : '' }, { status: 400 });
  return { ...base, result: { page: page.value, facets: facets.value }, message: '' };
}

export default function UmabsDb({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language } = useRootData();
  const navigate = useNavigate();
  const { result, typeName } = loaderData;
  return (
    <>
      <Typography.Title level={2}>{t('database.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('database.intro')}</Typography.Paragraph>
      <Segmented
        data-testid="database-type"
        value={typeName}
        onChange={(value) => navigate(`/UmabsDB/${value}`)}
        options={[
          { value: ALL, label: t('allCategories') },
          ...CATALOGUE_LINES.map((entry) => ({ value: entry.route.slice(1), label: t(`line.${entry.line}.title`) })),
        ]}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {result ? (
        <ProductListView page={result.page} facets={result.facets} categorySecs={loaderData.categorySecs} defaultSort="catalogNo-asc" language={language} />
      ) : (
        <CatalogErrorState resetTo={`/UmabsDB/${typeName}`} message={loaderData.message} />
      )}
    </>
  );
}
