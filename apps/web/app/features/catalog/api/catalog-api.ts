import type { PageResult, ProductDetail, ProductFacets, ProductSearchResult, ProductSummary } from '@portal/domain';
import type { ApiClient } from '../../../lib/api-client';

const BASE = '/by-abinvivo/abinvivo/product';

export type CatalogQuery = Record<string, string | number | undefined>;

/** The catalogue's read endpoints, for loaders (serverApi) and the browser (useApi) alike. */
export function catalogApi(api: ApiClient) {
  return {
    list: async (query: CatalogQuery) => (await api.get<PageResult<ProductSummary>>(`${BASE}/list`, { query })).result,
    facets: async (query: CatalogQuery) => (await api.get<ProductFacets>(`${BASE}/facets`, { query })).result,
    detail: async (catalogNo: string) => (await api.get<ProductDetail>(`${BASE}/detail`, { query: { catalogNo } })).result,
    search: async (query: CatalogQuery) => (await api.get<ProductSearchResult>(`${BASE}/search`, { query })).result,
  };
}

/** A document's download address under the API's base path; a plain link, so no script is needed to fetch it. */
export function documentDownloadUrl(apiBasePath: string, documentId: string): string {
  return `${apiBasePath}${BASE}/document/${encodeURIComponent(documentId)}`;
}
