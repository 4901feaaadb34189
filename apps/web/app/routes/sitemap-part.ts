import { seoSiteOf } from '../lib/seo';
import { sitemapXml } from '../lib/crawler-files';
import { sitemapNews, sitemapProductPage, xmlResponse } from '../lib/sitemap-sources.server';
import type { Route } from './+types/sitemap-part';

/** The files of the sitemap index: /sitemaps/pages (pages and news) and /sitemaps/products/{n}. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = seoSiteOf(context.config);
  const origin = new URL(request.url).origin;
  if (params.part === 'pages') return xmlResponse(sitemapXml({ site, origin, staticPages: true, news: await sitemapNews(request, context), products: [] }));
  const page = Number(params.page);
  if (params.part !== 'products' || !Number.isInteger(page) || page < 1) throw new Response('Not found', { status: 404 });
  const { products } = await sitemapProductPage(request, context, page);
  if (products.length === 0) throw new Response('Not found', { status: 404 });
  return xmlResponse(sitemapXml({ site, origin, staticPages: false, news: [], products }));
}
