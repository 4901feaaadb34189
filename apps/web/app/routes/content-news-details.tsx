import { newsDetailQuerySchema } from '@portal/domain';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { contentLoaderContext } from '../features/content/api/content-loader.server';
import { ContentBreadcrumb } from '../features/content/components/content-breadcrumb';
import { NewsArticle } from '../features/content/components/news-article';
import { ApiError } from '../lib/api-client';
import { jsonLdMeta, seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/content-news-details';

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = newsDetailQuerySchema.safeParse({ id: new URL(request.url).searchParams.get('id') ?? undefined });
  const { api, t, seo, site } = await contentLoaderContext(request, context);
  const missing = () =>
    data({ article: null, seo: seo({ path: '/NewsDetails', title: t('news.notFound'), description: t('news.description') }), jsonLd: null }, { status: 404 });
  if (!parsed.success) return missing();
  try {
    const article = await api.article(parsed.data.id);
    const pageSeo = seo({
      path: '/NewsDetails',
      query: { id: article.slug },
      title: article.title,
      description: article.summary,
      type: 'article',
      ...(article.coverUrl ? { image: article.coverUrl } : {}),
    });
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.summary,
      datePublished: article.publishedAt,
      image: [pageSeo.image],
      mainEntityOfPage: pageSeo.canonical,
      publisher: { '@type': 'Organization', name: site.brandName, logo: { '@type': 'ImageObject', url: new URL(site.logo, pageSeo.canonical).toString() } },
    };
    return { article, seo: pageSeo, jsonLd };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return missing();
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...seoMeta(loaderData?.seo), ...(loaderData?.jsonLd ? [jsonLdMeta(loaderData.jsonLd)] : [])];

export default function NewsDetailsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { language } = useRootData();
  const { article } = loaderData;
  return (
    <>
      <ContentBreadcrumb trail={[{ label: t('news.title'), to: '/News' }, { label: article ? article.title : t('news.notFound') }]} />
      {article ? (
        <NewsArticle article={article} language={language} />
      ) : (
        <Result
          status="404"
          title={t('news.notFound')}
          extra={
            <Button type="primary" href="/News">
              {t('news.backToList')}
            </Button>
          }
        />
      )}
    </>
  );
}
