import { type SitemapProduct, sitemapProductSchema } from '@portal/domain';
import { serverApi } from '../lib/api.server';
import { sitemapXml } from '../lib/crawler-files';
import { seoSiteOf } from '../lib/seo';
import type { Route } from './+types/sitemap-xml';

/** The catalogue's products, or none when the list cannot be had: the static pages are worth listing anyway. */
async function sitemapProducts(request: Request, context: Route.LoaderArgs['context']): Promise<SitemapProduct[]> {
  try {
    const reply = await serverApi(request, context).get<unknown>('/by-abinvivo/abinvivo/product/sitemap');
    const parsed = sitemapProductSchema.array().safeParse(reply.result);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = sitemapXml({ site: seoSiteOf(context.config), origin, products: await sitemapProducts(request, context) });
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
