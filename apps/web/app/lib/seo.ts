import { type Edition, LANGUAGES, type Language, type PublicConfig, editionLanguage, languageTag } from '@portal/domain';
import type { MetaDescriptor } from 'react-router';

/** What a public page says about itself to search engines and link previews (architecture rule 8). */
export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL of the page in the language shown. */
  canonical: string;
  /** hreflang → absolute URL, plus x-default. */
  alternates: { hreflang: string; href: string }[];
  image: string;
  type: 'website' | 'article' | 'product';
  siteName: string;
  locale: string;
};

export type SeoSite = { edition: Edition; zhSiteUrl: string; intlSiteUrl: string; brandName: string; logo: string };

/** The site settings SEO needs, from the deployment's public configuration. */
export function seoSiteOf(config: PublicConfig): SeoSite {
  return { edition: config.edition, zhSiteUrl: config.zhSiteUrl, intlSiteUrl: config.intlSiteUrl, brandName: config.brand.name, logo: config.brand.logo };
}

/**
 * The URL of a page in a language. The Chinese edition's site serves Chinese and Japanese, the international
 * site English and Spanish (spec section 4); a language other than its site's own carries `lang`, as the
 * switcher does. Without configured site URLs the request's origin serves every language.
 */
function languageUrl(input: { site: SeoSite; origin: string; path: string; query: Record<string, string>; language: Language }): string {
  const zhSide = input.language === 'zh' || input.language === 'ja';
  const configured = zhSide ? input.site.zhSiteUrl : input.site.intlSiteUrl;
  const siteEdition: Edition = configured ? (zhSide ? 'zh' : 'intl') : input.site.edition;
  const url = new URL(input.path, `${(configured || input.origin).replace(/\/$/, '')}/`);
  for (const [key, value] of Object.entries(input.query)) url.searchParams.set(key, value);
  if (input.language !== editionLanguage(siteEdition)) url.searchParams.set('lang', input.language);
  return url.toString();
}

/**
 * A page's URL in every language and its hreflang alternates (x-default: English), shared by the pages'
 * `<head>` and sitemap.xml so both announce the same addresses.
 */
export function pageUrls(input: { site: SeoSite; origin: string; path: string; query: Record<string, string> }): {
  urlFor: (language: Language) => string;
  alternates: PageSeo['alternates'];
} {
  const urlFor = (language: Language) => languageUrl({ ...input, language });
  const alternates = LANGUAGES.map((language) => ({ hreflang: languageTag(language), href: urlFor(language) }));
  alternates.push({ hreflang: 'x-default', href: urlFor('en') });
  return { urlFor, alternates };
}

/**
 * Builds a page's SEO data in a loader (which knows the language and the request's origin). `query` holds
 * only the parameters that identify the page (a product's catalogue number, a news id), never filters.
 */
export function buildSeo(input: {
  request: Request;
  site: SeoSite;
  language: Language;
  path: string;
  query?: Record<string, string>;
  title: string;
  description: string;
  image?: string;
  type?: PageSeo['type'];
}): PageSeo {
  const origin = new URL(input.request.url).origin;
  const { urlFor, alternates } = pageUrls({ site: input.site, origin, path: input.path, query: input.query ?? {} });
  const image = input.image ?? input.site.logo;
  return {
    title: input.title,
    description: input.description.slice(0, 300),
    canonical: urlFor(input.language),
    alternates,
    image: image.startsWith('http') ? image : new URL(image, `${origin}/`).toString(),
    type: input.type ?? 'website',
    siteName: input.site.brandName,
    locale: languageTag(input.language).replace('-', '_'),
  };
}

/** The `<head>` tags of a page's SEO data, for a route's `meta` export. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type === 'product' ? 'product' : seo.type },
    { property: 'og:image', content: seo.image },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: seo.locale },
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** A schema.org JSON-LD block, escaped so no value can close the script element. */
export function jsonLdMeta(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': data };
}
