import { type NewsSummary, type SitemapPage, catalogEndpoints, contentEndpoints, sitemapPageSchema } from '@portal/domain';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server';

/** Enough for every news item a supplier publishes; news beyond it is still reachable from the news list. */
const SITEMAP_NEWS_LIMIT = 1000;

/** One page of published products, or none when the catalogue cannot be read: the static pages are worth listing anyway. */
export async function sitemapProductPage(request: Request, context: AppLoadContext, page: number): Promise<SitemapPage> {
  try {
    const reply = await serverApi(request, context).call(catalogEndpoints.sitemap, { query: { page } });
    const parsed = sitemapPageSchema.safeParse(reply.result);
    if (parsed.success) return parsed.data;
  } catch {
    // the empty page below
  }
  return { total: 0, page, pageSize: 0, products: [] };
}

export async function sitemapNews(request: Request, context: AppLoadContext): Promise<NewsSummary[]> {
  try {
    const newsList = contentEndpoints.news.list;
    const reply = await serverApi(request, context).call(newsList, { query: { pageNo: 1, pageSize: SITEMAP_NEWS_LIMIT } });
    const parsed = newsList.reply.safeParse(reply.result);
    return parsed.success ? parsed.data.records : [];
  } catch {
    return [];
  }
}

export function xmlResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
