import type {
  ContentPage,
  ContentPageKey,
  DocumentListItem,
  DocumentListQuery,
  FaqEntry,
  NewsDetail,
  NewsSummary,
  PageResult,
  ServiceRequest,
  ServiceRequestInput,
} from '@portal/domain';
import type { ApiClient } from '../../../lib/api-client';

const BASE = '/by-abinvivo/abinvivo';

/** The content endpoints, typed, over the browser's or a loader's API client. */
export function contentApi(client: ApiClient) {
  return {
    news: async (query: { pageNo: number; pageSize: number; keyword?: string | undefined }) =>
      (await client.get<PageResult<NewsSummary>>(`${BASE}/news/list`, { query })).result,
    article: async (id: string) => (await client.get<NewsDetail>(`${BASE}/news/detail`, { query: { id } })).result,
    faqs: async () => (await client.get<FaqEntry[]>(`${BASE}/faq/list`)).result,
    page: async (key: ContentPageKey) => (await client.get<ContentPage>(`${BASE}/page/${key}`)).result,
    documents: async (query: Pick<DocumentListQuery, 'pageNo' | 'pageSize' | 'kind' | 'keyword'>) =>
      (await client.get<PageResult<DocumentListItem>>(`${BASE}/product/documents`, { query })).result,
    serviceRequests: async () => (await client.get<ServiceRequest[]>(`${BASE}/serviceRequest/list`)).result,
    addServiceRequest: async (input: ServiceRequestInput, idempotencyKey: string) =>
      (await client.post<ServiceRequest>(`${BASE}/serviceRequest/add`, input, { idempotencyKey })).result,
  };
}

/** Where a stored product document is downloaded (the browser follows the link with its session cookie). */
export const documentDownloadUrl = (apiBasePath: string, id: string) => `${apiBasePath}${BASE}/product/document/${encodeURIComponent(id)}`;

/** The ordering-system manual of a language: Chinese for Chinese readers, English for everyone else (spec section 2). */
export const orderingManualUrl = (language: string) => (language === 'zh' ? '/files/Abinvivo_zh.pdf' : '/files/AbinvivoOrderSystemOperatingInstruction.pdf');
