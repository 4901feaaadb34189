import { FilePdfOutlined } from '@ant-design/icons';
import { type DocumentListItem, type PageResult, documentListQuerySchema } from '@portal/domain';
import { Alert, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLoaderContext } from '../features/content/api/content-loader.server';
import { ContentBreadcrumb } from '../features/content/components/content-breadcrumb';
import { DocumentTable } from '../features/content/components/document-table';
import { KeywordSearch } from '../features/content/components/keyword-search';
import styles from '../features/content/components/content.module.css';
import { ApiError } from '../lib/api-client';
import { schemaMaxLength } from '../lib/schema-fields';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import { pageHref } from '../lib/url-params';
import type { Route } from './+types/download-center';

const PAGE_SIZE = 20;
const KIND_TABS = ['all', 'datasheet', 'coa', 'manual'] as const;
const MANUALS = [
  { href: '/files/Abinvivo_zh.pdf', key: 'manualZh' },
  { href: '/files/AbinvivoOrderSystemOperatingInstruction.pdf', key: 'manualEn' },
] as const;

function listHref(input: { kind: string; keyword: string; pageNo: number }): string {
  const params = new URLSearchParams();
  if (input.kind !== 'all') params.set('kind', input.kind);
  if (input.keyword) params.set('keyword', input.keyword);
  if (input.pageNo > 1) params.set('pageNo', String(input.pageNo));
  return pageHref('/DownloadCenter', params);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = documentListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { pageNo: 1, pageSize: PAGE_SIZE };
  const kind = 'kind' in query && query.kind ? query.kind : 'all';
  const keyword = 'keyword' in query && query.keyword ? query.keyword : '';
  const { api, t, seo } = await contentLoaderContext(request, context);
  let page: PageResult<DocumentListItem> | null = null;
  try {
    page = await api.documents({ pageNo: query.pageNo, pageSize: PAGE_SIZE, ...(kind !== 'all' ? { kind } : {}), ...(keyword ? { keyword } : {}) });
  } catch (error) {
    // The documents list failing must not take the manuals down with it.
    if (!(error instanceof ApiError)) throw error;
  }
  return { page, kind, keyword, seo: seo({ path: '/DownloadCenter', title: t('downloads.title'), description: t('downloads.description') }) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function DownloadCenterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { config } = useRootData();
  const { page, kind, keyword } = loaderData;
  return (
    <>
      <ContentBreadcrumb trail={[{ label: t('resource.title'), to: '/Resource' }, { label: t('downloads.title') }]} />
      <header className={styles.pageHead}>
        <Typography.Title>{t('downloads.title')}</Typography.Title>
        <p>{t('downloads.description')}</p>
      </header>
      <Card title={t('downloads.manuals')} style={{ marginBottom: 24 }}>
        <Space wrap size="large">
          {MANUALS.map((manual) => (
            <a key={manual.key} href={manual.href} target="_blank" rel="noopener" type="application/pdf" data-testid={`download-${manual.key}`}>
              <FilePdfOutlined /> {t(`downloads.${manual.key}`)}
            </a>
          ))}
        </Space>
      </Card>
      {/* The kind and the keyword live in the address, so the server renders the chosen list with or without the app. */}
      <nav className={styles.tabs} aria-label={t('downloads.kindsLabel')} data-testid="document-kinds">
        {KIND_TABS.map((tab) => (
          <Link key={tab} to={listHref({ kind: tab, keyword, pageNo: 1 })} className={styles.tab} aria-current={tab === kind ? 'page' : undefined}>
            {t(`downloads.kinds.${tab}`)}
          </Link>
        ))}
      </nav>
      <KeywordSearch
        action="/DownloadCenter"
        testId="document-filter"
        keyword={keyword}
        label={t('downloads.searchPlaceholder')}
        submitLabel={t('downloads.search')}
        maxLength={schemaMaxLength(documentListQuerySchema, 'keyword')}
      >
        {kind !== 'all' ? <input type="hidden" name="kind" value={kind} /> : null}
      </KeywordSearch>
      {page ? (
        <DocumentTable page={page} apiBasePath={config.apiBasePath} pageHref={(pageNo) => listHref({ kind, keyword, pageNo })} />
      ) : (
        <Alert type="info" showIcon message={t('downloads.unavailable')} />
      )}
    </>
  );
}
