import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLoaderContext } from '../features/content/api/content-loader.server';
import { AboutLinks } from '../features/content/components/about-links';
import { ContentArticlePage } from '../features/content/components/content-article-page';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/terms-of-sale';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, seo } = await contentLoaderContext(request, context);
  return { aboutTitle: t('aboutMenu.title'), seo: seo({ path: '/TermsOfSale', title: t('terms.title'), description: t('terms.lead') }) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

/** The ordering terms every inquiry and order form asks the customer to accept, in the page's language. */
export default function TermsOfSalePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const page = { key: 'terms', title: t('terms.title'), body: t('terms.body') };
  return (
    <ContentArticlePage
      page={page}
      lead={t('terms.lead')}
      trail={[{ label: loaderData.aboutTitle, to: '/about' }, { label: page.title }]}
      aside={<AboutLinks />}
    >
      <Typography.Paragraph type="secondary">{t('terms.updated')}</Typography.Paragraph>
    </ContentArticlePage>
  );
}
