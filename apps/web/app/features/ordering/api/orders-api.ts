import type { Invoice, OrderDetail, OrderDocumentsQuery, OrderListQuery, OrderSummary, PageQuery, PageResult, Parcel } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

const ORDER = '/by-order-client/order';

/** The quotation and invoice PDFs, downloaded with the session (useSessionDownload). */
export const QUOTE_PDF_PATH = `${ORDER}/quotePdf`;
export const INVOICE_PDF_PATH = '/by-order-client/invoice/pdf';

/** The list filters as the URL carries them; `_t` is the client's own cache buster, never part of a key. */
export type OrderListParams = Omit<OrderListQuery, '_t'>;
export type PageParams = Omit<PageQuery, '_t'>;
/** A page of invoices or parcels, of one order when the URL names it. */
export type DocumentsParams = Omit<OrderDocumentsQuery, '_t'>;

export const orderKeys = {
  all: ['ordering'] as const,
  list: (params: OrderListParams) => ['ordering', 'orders', params] as const,
  detail: (id: string) => ['ordering', 'order', id] as const,
  invoices: (params: DocumentsParams) => ['ordering', 'invoices', params] as const,
  parcels: (params: DocumentsParams) => ['ordering', 'parcels', params] as const,
};

/** The previous page stays on screen while the next loads, so paging does not flash an empty table. */
export function useOrders(params: OrderListParams) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.list(params),
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<PageResult<OrderSummary>>(`${ORDER}/list`, { query: params })).result,
  });
}

export function useOrder(id: string) {
  const api = useApi();
  return useQuery({ queryKey: orderKeys.detail(id), enabled: id !== '', queryFn: async () => (await api.get<OrderDetail>(`${ORDER}/queryById`, { query: { id } })).result });
}

export type CustomerStep = 'confirmQuote' | 'cancel';

/**
 * Confirming a quote or cancelling. Whatever the reply (a 409 when the order has moved on), the order is
 * fetched again so the page shows where it now stands; the failure itself is reported by the query provider.
 */
export function useOrderStep(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, note }: { step: CustomerStep; note: string }) => api.post<OrderDetail>(`${ORDER}/${step}`, { id, note }),
    onSuccess: ({ result }) => client.setQueryData(orderKeys.detail(id), result),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export type ReorderResult = { added: number; skipped: number };

/**
 * The order's lines back into the catalogue cart. The cart's queries belong to another feature, so everything
 * held is marked stale and the cart shows the new lines wherever it is next read.
 */
export function useReorder(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<ReorderResult>(`${ORDER}/reorder`, { id })).result,
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Chinese edition only (spec section 6). */
export function useInvoices(params: DocumentsParams) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.invoices(params),
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<PageResult<Invoice>>('/by-order-client/invoice/list', { query: params })).result,
  });
}

/** Chinese edition only (spec section 6). */
export function useParcels(params: DocumentsParams) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.parcels(params),
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<PageResult<Parcel>>('/by-order-client/package/list', { query: params })).result,
  });
}
