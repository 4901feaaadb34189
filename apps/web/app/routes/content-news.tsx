import { newsListQuerySchema } from '@portal/domain';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { contentLoaderContext } from '../features/content/api/content-loader.server';
import { ContentBreadcrumb } from '../features/content/components/content-breadcrumb';
import { NewsList } from '../features/content/components/news-list';
import styles from '../features/content/components/content.module.css';
import { useRootData } from '../root';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/content-news';

const PAGE_SIZE = 6;

/** The search button and the clear icon submit the form; Enter already submits it natively. */
function submitFormOf(event: { type: string; currentTarget: EventTarget } | undefined) {
  if (event && event.type !== 'keydown' && event.currentTarget instanceof Element) event.currentTarget.closest('form')?.requestSubmit();
}

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
      <Form method="get" action="/News" className={styles.search} role="search">
        <Input.Search name="keyword" defaultValue={loaderData.keyword} placeholder={t('news.searchPlaceholder')} aria-label={t('news.searchPlaceholder')} enterButton={t('news.search')} allowClear maxLength={100} onSearch={(_value, event) => submitFormOf(event)} />
      </Form>
      <NewsList page={loaderData.page} keyword={loaderData.keyword} language={language} />
    </>
  );
}
