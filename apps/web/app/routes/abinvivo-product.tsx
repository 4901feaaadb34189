import { SEARCH_MIN_LENGTH } from '@portal/domain';
import { Alert, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { data, useSearchParams } from 'react-router';
import { withParams } from '../lib/url-params';
import { catalogLoaderContext, catalogRead } from '../features/catalog/api/catalog-page.server';
import { CatalogErrorState } from '../features/catalog/components/catalog-error-state';
import { ListPagination } from '../features/catalog/components/list-pagination';
import { QuickOrderTable } from '../features/catalog/components/quick-order-table';
import { useRootData } from '../root';
import type { Route } from './+types/abinvivo-product';

const QUICK_PAGE_SIZE = 50;

/**
 * The quick ordering list: the whole catalogue, or the keyword's matches, priced for the signed-in customer's
 * group (the loader's API call carries the session).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const keyword = params.get('keyword')?.trim() ?? '';
  const pageNo = params.get('pageNo') ?? undefined;
  const pageSize = params.get('pageSize') ?? QUICK_PAGE_SIZE;
  const { api } = await catalogLoaderContext(request, context);
  const read =
    keyword.length >= SEARCH_MIN_LENGTH
      ? await catalogRead(async () => {
          const found = await api.search({ seachValue: keyword, pageNo, pageSize });
          return {
            page: { records: found.records, total: found.total, size: found.size, current: found.current, pages: found.pages },
            highlight: found.highlight,
          };
        })
      : await catalogRead(async () => ({ page: await api.list({ pageNo, pageSize, column: 'catalogNo', order: 'asc' }), highlight: [] as string[] }));
  if (!read.ok) return data({ keyword, result: null, message: read.message }, { status: 400 });
  return { keyword, result: read.value, message: '' };
}

export default function AbinvivoProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { language } = useRootData();
  const [params, setParams] = useSearchParams();
  const { keyword, result } = loaderData;
  return (
    <>
      <Typography.Title level={2}>{t('quickOrder.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('quickOrder.intro')}</Typography.Paragraph>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        placeholder={t('quickOrder.keyword')}
        aria-label={t('quickOrder.keyword')}
        data-testid="quick-order-keyword"
        onSearch={(text) => setParams(withParams(params, { keyword: text.trim() }))}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {keyword && keyword.length < SEARCH_MIN_LENGTH ? <Alert type="warning" showIcon message={t('searchTooShort')} style={{ marginBottom: 16 }} /> : null}
      {result ? (
        <>
          <QuickOrderTable products={result.page.records} language={language} highlight={result.highlight} />
          <ListPagination total={result.page.total} current={result.page.current} pageSize={result.page.size} />
        </>
      ) : (
        <CatalogErrorState resetTo="/abinvivoProduct" message={loaderData.message} />
      )}
    </>
  );
}
