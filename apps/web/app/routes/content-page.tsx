import type { ContentPageKey } from '@portal/domain';
import { data } from 'react-router';
import { contentLoaderContext, plainText } from '../features/content/api/content-loader.server';
import { AboutLinks } from '../features/content/components/about-links';
import { ContentArticlePage } from '../features/content/components/content-article-page';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/content-page';

/** The pages this module serves, by their path in the catalogue route table. */
const PAGE_OF_PATH: Readonly<Record<string, ContentPageKey>> = { '/about': 'about', '/Introduce': 'introduce', '/ServiceSupport': 'service-support' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const key = PAGE_OF_PATH[path];
  if (!key) throw data(null, { status: 404 });
  const { api, t, seo } = await contentLoaderContext(request, context);
  const page = await api.page(key);
  return { page, seo: seo({ path, title: page.title, description: plainText(page.body) }), aboutTitle: t('aboutMenu.title') };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, aboutTitle } = loaderData;
  const trail = page.key === 'about' ? [{ label: page.title }] : [{ label: aboutTitle, to: '/about' }, { label: page.title }];
  return <ContentArticlePage page={page} trail={trail} aside={<AboutLinks />} />;
}
