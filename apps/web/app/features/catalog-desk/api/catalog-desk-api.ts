import { type EndpointInput, type StaffDocument, type StaffProduct, type StaffProductListQuery, catalogStaffEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';

const endpoints = catalogStaffEndpoints;

export const catalogDeskKeys = {
  all: ['staff', 'catalog-desk'] as const,
  list: (query: StaffProductListQuery) => ['staff', 'catalog-desk', 'list', query] as const,
  product: (catalogNo: string) => ['staff', 'catalog-desk', 'product', catalogNo] as const,
  documents: (productId: string) => ['staff', 'catalog-desk', 'documents', productId] as const,
};

export function useStaffProducts(query: StaffProductListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: catalogDeskKeys.list(query),
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.call(endpoints.products, { query })).result,
  });
}

export function useStaffProduct(catalogNo: string) {
  const api = useApi();
  return useQuery({
    queryKey: catalogDeskKeys.product(catalogNo),
    enabled: catalogNo !== '',
    queryFn: async () => (await api.call(endpoints.product, { query: { catalogNo } })).result,
  });
}

/**
 * After any write the product's own entry takes the reply, and the lists and the audit log are fetched again when
 * shown. `showsOwnMessage`: the caller's form shows a refusal, so it is not reported a second time.
 */
function useCatalogWrite<Body>(send: (body: Body) => Promise<StaffProduct>, options: { showsOwnMessage?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    meta: { showsOwnMessage: options.showsOwnMessage ?? false },
    mutationFn: send,
    onSuccess: async (product) => {
      client.setQueryData(catalogDeskKeys.product(product.catalogNo), product);
      await Promise.all([client.invalidateQueries({ queryKey: [...catalogDeskKeys.all, 'list'] }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]);
    },
  });
}

export function useSaveProduct() {
  const api = useApi();
  // The product editor shows a refusal on its form.
  return useCatalogWrite(async (body: EndpointInput<typeof endpoints.saveProduct>['body']) => (await api.call(endpoints.saveProduct, { body })).result, {
    showsOwnMessage: true,
  });
}

export function usePublishProduct() {
  const api = useApi();
  return useCatalogWrite(async (body: EndpointInput<typeof endpoints.publishProduct>['body']) => (await api.call(endpoints.publishProduct, { body })).result);
}

export function useImportProducts() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api.call(endpoints.importProducts, { form })).result;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: catalogDeskKeys.all }),
  });
}

export function useProductDocuments(productId: string) {
  const api = useApi();
  return useQuery({
    queryKey: catalogDeskKeys.documents(productId),
    queryFn: async () => (await api.call(endpoints.documents, { query: { productId } })).result,
  });
}

type DocumentWrites = {
  add: EndpointInput<typeof endpoints.addDocument>['body'];
  replace: EndpointInput<typeof endpoints.replaceDocumentFile>['body'];
  delete: EndpointInput<typeof endpoints.deleteDocument>['body'];
};

/** Each document write, keyed so that an action chosen by the caller brings its own body type. */
const documentWrites: { [Action in keyof DocumentWrites]: (api: ApiClient, body: DocumentWrites[Action]) => Promise<StaffDocument[]> } = {
  add: async (api, body) => (await api.call(endpoints.addDocument, { body })).result,
  replace: async (api, body) => (await api.call(endpoints.replaceDocumentFile, { body })).result,
  delete: async (api, body) => (await api.call(endpoints.deleteDocument, { body })).result,
};

/** A document write answers the product's documents, which replace the cached list; the audit log is fetched again. */
export function useDocumentWrite<Action extends keyof DocumentWrites>(productId: string, action: Action) {
  const api = useApi();
  const client = useQueryClient();
  const send = documentWrites[action];
  return useMutation({
    mutationFn: (body: DocumentWrites[Action]) => send(api, body),
    onSuccess: async (documents) => {
      client.setQueryData(catalogDeskKeys.documents(productId), documents);
      await client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
