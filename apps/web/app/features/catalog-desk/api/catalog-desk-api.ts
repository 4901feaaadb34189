import type {
  CatalogImportReport,
  PageResult,
  StaffDocument,
  StaffDocumentFileInput,
  StaffDocumentInput,
  StaffProduct,
  StaffProductInput,
  StaffProductListQuery,
  StaffProductRow,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

const BASE = '/staff/catalog';

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
    queryFn: async () => (await api.get<PageResult<StaffProductRow>>(`${BASE}/products`, { query })).result,
  });
}

export function useStaffProduct(catalogNo: string) {
  const api = useApi();
  return useQuery({
    queryKey: catalogDeskKeys.product(catalogNo),
    enabled: catalogNo !== '',
    queryFn: async () => (await api.get<StaffProduct>(`${BASE}/product`, { query: { catalogNo } })).result,
  });
}

/** After any write the product's own entry takes the reply, and the lists and the audit log are fetched again when shown. */
function useCatalogWrite<Body>(send: (body: Body) => Promise<StaffProduct>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (product) => {
      client.setQueryData(catalogDeskKeys.product(product.catalogNo), product);
      await Promise.all([client.invalidateQueries({ queryKey: [...catalogDeskKeys.all, 'list'] }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]);
    },
  });
}

export function useSaveProduct() {
  const api = useApi();
  return useCatalogWrite(async (input: StaffProductInput) => (await api.post<StaffProduct>(`${BASE}/product/save`, input)).result);
}

export function usePublishProduct() {
  const api = useApi();
  return useCatalogWrite(async (input: { catalogNo: string; published: boolean }) => (await api.post<StaffProduct>(`${BASE}/product/publish`, input)).result);
}

export function useImportProducts() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api.upload<CatalogImportReport>(`${BASE}/import`, form)).result;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: catalogDeskKeys.all }),
  });
}

export function useProductDocuments(productId: string) {
  const api = useApi();
  return useQuery({
    queryKey: catalogDeskKeys.documents(productId),
    queryFn: async () => (await api.get<StaffDocument[]>(`${BASE}/product/documents`, { query: { productId } })).result,
  });
}

type DocumentWrites = { add: StaffDocumentInput; replace: StaffDocumentFileInput; delete: { id: string } };

/** A document write answers the product's documents, which replace the cached list; the audit log is fetched again. */
export function useDocumentWrite<Action extends keyof DocumentWrites>(productId: string, action: Action) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DocumentWrites[Action]) => (await api.post<StaffDocument[]>(`${BASE}/product/document/${action}`, body)).result,
    onSuccess: async (documents) => {
      client.setQueryData(catalogDeskKeys.documents(productId), documents);
      await client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
