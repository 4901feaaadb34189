import { type NewsSummary, SITEMAP_PAGE_SIZE, type SitemapProduct, editionLanguage, productPagePath } from '@portal/domain';
import { sitemapPagePaths } from '../navigation/pages';
import { type SeoSite, pageUrls } from './seo';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

type Entry = { path: string; query: Record<string, string>; lastmod?: string };

function urlElement(entry: Entry, site: SeoSite, origin: string): string {
  const { urlFor, alternates } = pageUrls({ site, origin, path: entry.path, query: entry.query });
  const lines = [`  <url>`, `    <loc>${escapeXml(urlFor(editionLanguage(site.edition)))}</loc>`];
  if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
  for (const alternate of alternates) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
  }
  lines.push('  </url>');
  return lines.join('\n');
}

function productEntry(product: SitemapProduct): Entry {
  const url = new URL(productPagePath(product.line, product.catalogNo), 'http://sitemap.invalid');
  const updated = new Date(product.updatedAt);
  return {
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    ...(Number.isNaN(updated.getTime()) ? {} : { lastmod: updated.toISOString() }),
  };
}

function newsEntry(item: Pick<NewsSummary, 'slug' | 'publishedAt'>): Entry {
  const published = new Date(item.publishedAt);
  return { path: '/NewsDetails', query: { id: item.slug }, ...(Number.isNaN(published.getTime()) ? {} : { lastmod: published.toISOString() }) };
}

export type SitemapContent = {
  /** Home, product lines and content pages; left out of the product files of a sitemap index. */
  staticPages: boolean;
  news: readonly Pick<NewsSummary, 'slug' | 'publishedAt'>[];
  products: readonly SitemapProduct[];
};

/** How many URLs one sitemap file would hold for the whole site: above the limit, the site needs an index. */
export function siteUrlCount(newsCount: number, productCount: number): number {
  return sitemapPagePaths().length + newsCount + productCount;
}

/**
 * A sitemap file: the pages in the edition's own language, each with its hreflang alternates (the same URLs
 * the pages announce in their `<head>`). Never more than the protocol's limit.
 */
export function sitemapXml(input: { site: SeoSite; origin: string } & SitemapContent): string {
  const entries: Entry[] = [
    ...(input.staticPages ? sitemapPagePaths().map((path) => ({ path, query: {} })) : []),
    ...input.news.map(newsEntry),
    ...input.products.map(productEntry),
  ].slice(0, SITEMAP_PAGE_SIZE);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlElement(entry, input.site, input.origin)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Where the pages' and the product files of a sitemap index are served. */
export const SITEMAP_PAGES_PATH = '/sitemaps/pages';
export const sitemapProductsPath = (page: number) => `/sitemaps/products/${page}`;

/** A sitemap index for a catalogue too large for one file: the pages and news, then products in files of 50,000. */
export function sitemapIndexXml(input: { origin: string; productFiles: number }): string {
  const files = [SITEMAP_PAGES_PATH, ...Array.from({ length: input.productFiles }, (_, index) => sitemapProductsPath(index + 1))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((path) => `  <sitemap><loc>${escapeXml(`${input.origin}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: the catalogue open, the listed paths closed, and where the sitemap is. */
export function robotsTxt(input: { origin: string; disallow: readonly string[] }): string {
  return ['User-agent: *', 'Allow: /', ...input.disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${input.origin}/sitemap.xml`, ''].join('\n');
}
