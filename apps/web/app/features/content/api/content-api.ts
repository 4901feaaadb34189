import { type ContentPageKey, type EndpointInput, type ServiceRequestInput, catalogEndpoints, contentEndpoints } from '@portal/domain';
import type { ApiClient } from '../../../lib/api-client';

type NewsQuery = EndpointInput<typeof contentEndpoints.news.list>['query'];
type DocumentQuery = EndpointInput<typeof catalogEndpoints.documents>['query'];

/** The content endpoints, typed, over the browser's or a loader's API client. */
export function contentApi(client: ApiClient) {
  return {
    news: async (query: NewsQuery) => (await client.call(contentEndpoints.news.list, { query })).result,
    article: async (id: string) => (await client.call(contentEndpoints.news.detail, { query: { id } })).result,
    faqs: async () => (await client.call(contentEndpoints.faqs)).result,
    page: async (key: ContentPageKey) => (await client.call(contentEndpoints.page, { params: { key } })).result,
    documents: async (query: DocumentQuery) => (await client.call(catalogEndpoints.documents, { query })).result,
    serviceRequests: async () => (await client.call(contentEndpoints.serviceRequests.list)).result,
    addServiceRequest: async (input: ServiceRequestInput, idempotencyKey: string) =>
      (await client.call(contentEndpoints.serviceRequests.add, { body: input }, { idempotencyKey })).result,
  };
}

/** The ordering-system manual of a language: Chinese for Chinese readers, English for everyone else (spec section 2). */
export const orderingManualUrl = (language: string) => (language === 'zh' ? '/files/Abinvivo_zh.pdf' : '/files/AbinvivoOrderSystemOperatingInstruction.pdf');
