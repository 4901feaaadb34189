import { type BackboneSummary, type DesignSummary, backboneEndpoints, backboneListQuerySchema, designEndpoints } from '@portal/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { serverApi, sessionToken } from '../../../lib/api.server';
import { publicPageContext } from '../../../lib/public-page.server';

/** The longest keyword the backbone list takes; a longer one from a typed address is cut rather than refused. */
const KEYWORD_MAX = backboneListQuerySchema.shape.k.unwrap().maxLength ?? undefined;

/** The design list's keyword (`k`); the refresh time stamp `t` only makes the address new, so it is not read. */
export function keywordOf(params: URLSearchParams): string {
  return (params.get('k') ?? '').trim().slice(0, KEYWORD_MAX);
}

/** What the plasmid shop's loaders start from: the language, its translator, SEO, and the shop's reads on the server. */
export async function plasmidShopLoaderContext(request: Request, context: AppLoadContext) {
  const { language, t, seo } = await publicPageContext(request, context);
  const api = serverApi(request, context);
  return {
    language,
    t,
    seo,
    backbones: async (keyword = ''): Promise<BackboneSummary[]> => (await api.call(backboneEndpoints.list, { query: keyword ? { k: keyword } : {} })).result,
    /** The signed-in customer's saved designs; null for a visitor, also one whose session has run out. */
    myDesigns: async (): Promise<DesignSummary[] | null> => {
      if (!sessionToken(request)) return null;
      try {
        return (await api.call(designEndpoints.list)).result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  };
}
