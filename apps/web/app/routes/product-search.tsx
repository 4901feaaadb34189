import { NOT_FOUND_PATH, PRODUCT_LINES, type ProductLine, SEARCH_MIN_LENGTH, lineForSearchCategory } from '@portal/domain';
import { Alert, Breadcrumb, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, data, redirect } from 'react-router';
import { catalogLoaderContext, catalogRead } from '../features/catalog/api/catalog-page.server';
import { searchSegmentLine } from '../features/catalog/api/catalog-paths';
import { DEFAULT_PAGE_SIZE } from '../features/catalog/api/catalog-list-query';
import { CatalogErrorState } from '../features/catalog/components/catalog-error-state';
import { ListPagination } from '../features/catalog/components/list-pagination';
import { ProductTable } from '../features/catalog/components/product-table';
import { SearchBox } from '../features/catalog/components/search-box';
import { SearchLineCounts } from '../features/catalog/components/search-line-counts';
import { SearchSuggestions } from '../features/catalog/components/search-suggestions';
import { guardRequest } from '../lib/route-guard.server';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/product-search';

/** Route Search (header A: `categoryId`, `seachValue`) and route Search1 (`/{line}-Search`, header B). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segment = url.pathname.replace(/^\/+|\/+$/g, '');
  const isSearch1 = segment.toLowerCase() !== 'search';
  const segmentLine = isSearch1 ? searchSegmentLine(segment) : null;
  if (isSearch1 && !segmentLine?.line) {
    // Any other single segment lands here too; it is an unknown path, so the guard speaks first, as for any.
    await guardRequest(request, context);
    throw redirect(NOT_FOUND_PATH);
  }
  const { api, t, seo } = await catalogLoaderContext(request, context);
  const text = url.searchParams.get('seachValue')?.trim() ?? '';
  const categoryId = url.searchParams.get('categoryId') ?? '0';
  // `line` comes from the line counts above the results; the header's selector sends `categoryId`.
  const chosen = PRODUCT_LINES.find((value) => value === url.searchParams.get('line'));
  const line: ProductLine | undefined = segmentLine?.line?.line ?? chosen ?? lineForSearchCategory(Number(categoryId)) ?? undefined;
  const pageSeo = seo({
    path: url.pathname,
    title: text ? t('catalog:searchTitleFor', { text }) : t('catalog:searchTitle'),
    description: t('catalog:searchDescription'),
  });
  const base = { text, line: line ?? null, lineCounts: !isSearch1, seo: pageSeo };
  if (text.length < SEARCH_MIN_LENGTH) return { ...base, state: text ? ('short' as const) : ('empty' as const), result: null, message: '' };
  const read = await catalogRead(() =>
    api.search({
      seachValue: text,
      categoryId: isSearch1 ? undefined : categoryId,
      line,
      pageNo: url.searchParams.get('pageNo') ?? undefined,
      pageSize: url.searchParams.get('pageSize') ?? DEFAULT_PAGE_SIZE,
    }),
  );
  if (!read.ok) return data({ ...base, state: 'invalid' as const, result: null, message: read.message }, { status: 400 });
  return { ...base, state: 'done' as const, result: read.value, message: '' };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...seoMeta(loaderData?.seo), { name: 'robots', content: 'noindex, follow' }];

export default function ProductSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language } = useRootData();
  const { state, result, text, line } = loaderData;
  return (
    <>
      <Breadcrumb items={[{ title: <Link to="/abinvivo/Home">{t('home')}</Link> }, { title: t('searchTitle') }]} />
      <Typography.Title level={1} style={{ marginTop: 12 }}>
        {text ? t('searchTitleFor', { text }) : t('searchTitle')}
      </Typography.Title>
      {line ? <Typography.Paragraph type="secondary">{t('searchIn', { line: t(`line.${line}.title`) })}</Typography.Paragraph> : null}
      <SearchBox value={text} />
      <div style={{ marginTop: 16 }}>
        {state === 'short' ? <Alert type="warning" showIcon message={t('searchTooShort')} data-testid="search-too-short" /> : null}
        {state === 'empty' ? <Empty description={t('searchPrompt')} /> : null}
        {state === 'invalid' ? <CatalogErrorState resetTo="/Search" message={loaderData.message} /> : null}
        {result ? (
          <>
            <Typography.Paragraph data-testid="search-total">{t('searchTotal', { count: result.total, text })}</Typography.Paragraph>
            {loaderData.lineCounts && result.lines.length > 0 ? <SearchLineCounts lines={result.lines} current={line} /> : null}
            {result.total === 0 ? (
              <>
                <Empty description={t('noResults')} />
                {result.suggestions.length > 0 ? <SearchSuggestions suggestions={result.suggestions} /> : null}
              </>
            ) : (
              <>
                <ProductTable products={result.records} language={language} highlight={result.highlight} />
                <ListPagination total={result.total} current={result.current} pageSize={result.size} />
              </>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}
