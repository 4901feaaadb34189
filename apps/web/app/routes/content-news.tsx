import { newsListQuerySchema } from '@portal/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLoaderContext } from '../features/content/api/content-loader.server';
import { ContentBreadcrumb } from '../features/content/components/content-breadcrumb';
import { KeywordSearch } from '../features/content/components/keyword-search';
import { NewsList } from '../features/content/components/news-list';
import styles from '../features/content/components/content.module.css';
import { useRootData } from '../root';
import { schemaMaxLength } from '../lib/schema-fields';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/content-news';

const PAGE_SIZE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = newsListQuerySchema.safeParse({ pageNo: url.searchParams.get('pageNo') ?? undefined, keyword: url.searchParams.get('keyword') ?? undefined });
  // A hand-edited address with a bad page number shows the first page rather than an error.
  const pageNo = parsed.success ? parsed.data.pageNo : 1;
  const keyword = (parsed.success ? parsed.data.keyword : undefined) ?? '';
  const { api, t, seo } = await contentLoaderContext(request, context);
  const page = await api.news({ pageNo, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  return { page, keyword, seo: seo({ path: '/News', title: t('news.title'), description: t('news.description') }) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { language } = useRootData();
  return (
    <>
      <ContentBreadcrumb trail={[{ label: t('resource.title'), to: '/Resource' }, { label: t('news.title') }]} />
      <header className={styles.pageHead}>
        <Typography.Title>{t('news.title')}</Typography.Title>
        <p>{t('news.description')}</p>
      </header>
      <KeywordSearch
        action="/News"
        testId="news-search"
        keyword={loaderData.keyword}
        label={t('news.searchPlaceholder')}
        submitLabel={t('news.search')}
        maxLength={schemaMaxLength(newsListQuerySchema, 'keyword')}
      />
      <NewsList page={loaderData.page} keyword={loaderData.keyword} language={language} />
    </>
  );
}
