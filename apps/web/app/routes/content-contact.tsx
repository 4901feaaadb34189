import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLoaderContext, plainText } from '../features/content/api/content-loader.server';
import { AboutLinks } from '../features/content/components/about-links';
import { ContactCards } from '../features/content/components/contact-cards';
import { ContentArticlePage } from '../features/content/components/content-article-page';
import { seoMeta } from '../lib/seo';
import { useRootData } from '../root';
import type { Route } from './+types/content-contact';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, t, seo } = await contentLoaderContext(request, context);
  const page = await api.page('contact');
  return { page, aboutTitle: t('aboutMenu.title'), seo: seo({ path: '/ContactUs', title: page.title, description: plainText(page.body) }) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { config } = useRootData();
  const { page, aboutTitle } = loaderData;
  return (
    <ContentArticlePage page={page} trail={[{ label: aboutTitle, to: '/about' }, { label: page.title }]} aside={<AboutLinks />}>
      <ContactCards contacts={config.contacts} brandName={config.brand.name} />
      {/* A link drawn as a button: a button inside a link would not follow it without the app. */}
      <Button type="primary" size="large" href="/CustomServices">
        {t('contact.customServices')}
      </Button>
    </ContentArticlePage>
  );
}
