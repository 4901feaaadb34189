import type { AppLoadContext } from 'react-router';
import { serverT } from '../i18n/server-t.server';
import { languageOfRequest } from './request-language.server';
import { type PageSeo, buildSeo, seoSiteOf } from './seo';

export type PageSeoInput = Omit<Parameters<typeof buildSeo>[0], 'request' | 'site' | 'language'> & {
  /** The home page's title starts with the store's short name, as its tab reads; other titles end with the brand. */
  home?: boolean;
};

/** What a public page's loader starts from: the visitor's language, its translator and the page's SEO builder. */
export async function publicPageContext(request: Request, context: AppLoadContext) {
  const { language } = languageOfRequest(request, context.config.edition);
  const t = await serverT(language);
  const site = seoSiteOf(context.config);
  const seo = ({ home, ...input }: PageSeoInput): PageSeo =>
    buildSeo({ request, site, language, ...input, title: home ? `${context.config.brand.shortName} | ${input.title}` : `${input.title} | ${site.brandName}` });
  return { language, t, seo, site };
}
