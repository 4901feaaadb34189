import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/api.server';
import { publicPageContext } from '../../../lib/public-page.server';
import { contentApi } from './content-api';

/** What every content loader starts from: the API with the visitor's session, the language, the `content` texts and SEO. */
export async function contentLoaderContext(request: Request, context: AppLoadContext) {
  const { language, t: translate, seo, site } = await publicPageContext(request, context);
  const t = (key: string) => translate(key, { ns: 'content' });
  return { api: contentApi(serverApi(request, context)), language, t, seo, site };
}

/** Plain text of a markdown body for descriptions: no markup characters, whitespace folded. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
