import { type EndpointInput, catalogEndpoints } from '@portal/domain';
import { type ApiClient, endpointHref } from '../../../lib/api-client';

/** A list page's query as its address gives it: passed on unchecked, so a tampered address gets the server's 400. */
export type CatalogQuery = Record<string, string | number | undefined>;
type SearchQuery = EndpointInput<typeof catalogEndpoints.search>['query'];

/** The catalogue's read endpoints, for loaders (serverApi) and the browser (useApi) alike. */
export function catalogApi(api: ApiClient) {
  return {
    list: async (query: CatalogQuery) => (await api.call(catalogEndpoints.list, { query })).result,
    facets: async (query: CatalogQuery) => (await api.call(catalogEndpoints.facets, { query })).result,
    detail: async (catalogNo: string) => (await api.call(catalogEndpoints.detail, { query: { catalogNo } })).result,
    search: async (query: SearchQuery) => (await api.call(catalogEndpoints.search, { query })).result,
  };
}

/** A document's download address under the API's base path; a plain link, so no script is needed to fetch it. */
export function documentDownloadUrl(apiBasePath: string, documentId: string): string {
  return endpointHref(apiBasePath, catalogEndpoints.document, { params: { id: documentId } });
}
