import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLoaderContext, plainText } from '../features/content/api/content-loader.server';
import { ContentArticlePage } from '../features/content/components/content-article-page';
import { formatContentDate } from '../features/content/components/content-date';
import { newsHref } from '../features/content/components/news-list';
import { ResourceTiles } from '../features/content/components/resource-tiles';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/content-resource';

const LATEST_NEWS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, seo } = await contentLoaderContext(request, context);
  const [page, latest] = await Promise.all([api.page('resource'), api.news({ pageNo: 1, pageSize: LATEST_NEWS })]);
  return { page, latest: latest.records, seo: seo({ path: '/Resource', title: page.title, description: plainText(page.body) }) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { language } = useRootData();
  const { page, latest } = loaderData;
  return (
    <ContentArticlePage page={page} trail={[{ label: page.title }]}>
      <ResourceTiles language={language} />
      <Typography.Title level={2}>{t('resource.latestNews')}</Typography.Title>
      <List
        dataSource={latest}
        renderItem={(item) => (
          <List.Item key={item.id} extra={<span>{formatContentDate(item.publishedAt, language)}</span>}>
            <List.Item.Meta title={<Link to={newsHref(item)}>{item.title}</Link>} description={item.summary} />
          </List.Item>
        )}
      />
      <Link to="/News">{t('resource.allNews')}</Link>
    </ContentArticlePage>
  );
}
