import { seoSiteOf } from '../lib/seo';
import { siteUrlCount, sitemapIndexXml, sitemapXml } from '../lib/crawler-files';
import { sitemapNews, sitemapProductPage, xmlResponse } from '../lib/sitemap-sources.server';
import type { Route } from './+types/sitemap-xml';

/** One sitemap while the site fits the protocol's 50,000 URLs; beyond that, an index of files that each do. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [first, news] = await Promise.all([sitemapProductPage(request, context, 1), sitemapNews(request, context)]);
  if (siteUrlCount(news.length, first.total) <= first.pageSize || first.pageSize === 0) {
    return xmlResponse(sitemapXml({ site: seoSiteOf(context.config), origin, staticPages: true, news, products: first.products }));
  }
  return xmlResponse(sitemapIndexXml({ origin, productFiles: Math.ceil(first.total / first.pageSize) }));
}
