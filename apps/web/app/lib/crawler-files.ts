import { CATALOGUE_LINES, type SitemapProduct, editionLanguage, productPagePath } from '@portal/domain';
import { type SeoSite, pageUrls } from './seo';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const CONTENT_PAGES = ['/about', '/News', '/FAQ', '/ContactUs', '/Introduce', '/Resource'];

/** The public pages that exist whatever the catalogue holds: home, product lines and content pages. */
export function staticSitemapPaths(): string[] {
  return ['/abinvivo/Home', ...CATALOGUE_LINES.map((entry) => entry.route), ...CONTENT_PAGES];
}

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

/**
 * sitemap.xml: every page in the edition's own language, each with its hreflang alternates (the same URLs
 * the pages announce in their `<head>`). Products beyond the protocol's limit are left out.
 */
export function sitemapXml(input: { site: SeoSite; origin: string; products: readonly SitemapProduct[] }): string {
  const entries: Entry[] = [...staticSitemapPaths().map((path) => ({ path, query: {} })), ...input.products.map(productEntry)].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlElement(entry, input.site, input.origin)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the catalogue open, the listed paths closed, and where the sitemap is. */
export function robotsTxt(input: { origin: string; disallow: readonly string[] }): string {
  return ['User-agent: *', 'Allow: /', ...input.disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${input.origin}/sitemap.xml`, ''].join('\n');
}
