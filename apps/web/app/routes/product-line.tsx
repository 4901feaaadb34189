import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, data, redirect } from 'react-router';
import { NOT_FOUND_PATH } from '@portal/domain';
import { facetQueryOf, listQueryOf } from '../features/catalog/api/catalog-list-query';
import { catalogLoaderContext, catalogRead } from '../features/catalog/api/catalog-page.server';
import { lineOfPath } from '../features/catalog/api/catalog-paths';
import { CatalogErrorState } from '../features/catalog/components/catalog-error-state';
import { ProductListView } from '../features/catalog/components/product-list-view';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/product-line';

/** One module for every product line's list page; the path names the line (spec section 2 routes). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = lineOfPath(url.pathname);
  if (!found) throw redirect(NOT_FOUND_PATH);
  const { entry, newestFirst } = found;
  const { api, t, seo } = await catalogLoaderContext(request, context);
  const listQuery = listQueryOf(url.searchParams, entry.line, newestFirst ? { column: 'createdAt', order: 'desc' } : {});
  const [page, facets] = await Promise.all([catalogRead(() => api.list(listQuery)), catalogRead(() => api.facets(facetQueryOf(listQuery)))]);
  const categorySec = url.searchParams.get('categorySec');
  const pageSeo = seo({
    path: url.pathname,
    query: categorySec && entry.categorySec.includes(categorySec) ? { categorySec } : {},
    title: categorySec ? `${t(`catalog:line.${entry.line}.title`)} ${categorySec}` : t(`catalog:line.${entry.line}.title`),
    description: t(`catalog:line.${entry.line}.description`),
  });
  const base = { line: entry.line, route: url.pathname, categorySecs: entry.categorySec, newestFirst, seo: pageSeo };
  if (!page.ok || !facets.ok) {
    const message = !page.ok ? page.message : !facets.ok ? facets.message : '';
    return data({ ...base, result: null, message }, { status: 400 });
  }
  return { ...base, result: { page: page.value, facets: facets.value }, message: '' };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function ProductLine({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language } = useRootData();
  const { line, result } = loaderData;
  return (
    <>
      <Breadcrumb items={[{ title: <Link to="/abinvivo/Home">{t('home')}</Link> }, { title: t(`line.${line}.title`) }]} />
      <Typography.Title level={1} style={{ marginTop: 12 }}>
        {t(`line.${line}.title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`line.${line}.description`)}</Typography.Paragraph>
      {result ? (
        <ProductListView
          page={result.page}
          facets={result.facets}
          categorySecs={loaderData.categorySecs}
          defaultSort={loaderData.newestFirst ? 'createdAt-desc' : 'relevance'}
          language={language}
        />
      ) : (
        <CatalogErrorState resetTo={loaderData.route} message={loaderData.message} />
      )}
    </>
  );
}
