import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLoaderContext, plainText } from '../features/content/api/content-loader.server';
import { ContentBreadcrumb } from '../features/content/components/content-breadcrumb';
import { FaqGroups } from '../features/content/components/faq-groups';
import styles from '../features/content/components/content.module.css';
import { jsonLdMeta, seoMeta } from '../lib/seo';
import type { Route } from './+types/content-faq';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, t, seo } = await contentLoaderContext(request, context);
  const entries = await api.faqs();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer) } })),
  };
  return { entries, jsonLd, seo: seo({ path: '/FAQ', title: t('faq.title'), description: t('faq.description') }) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...seoMeta(loaderData?.seo), ...(loaderData ? [jsonLdMeta(loaderData.jsonLd)] : [])];

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  return (
    <>
      <ContentBreadcrumb trail={[{ label: t('resource.title'), to: '/Resource' }, { label: t('faq.title') }]} />
      <header className={styles.pageHead}>
        <Typography.Title>{t('faq.title')}</Typography.Title>
        <p>{t('faq.description')}</p>
      </header>
      {loaderData.entries.length === 0 ? <Empty description={t('faq.empty')} /> : <FaqGroups entries={loaderData.entries} />}
    </>
  );
}
