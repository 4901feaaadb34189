import { type OrderDocumentsQuery, type OrderListQuery, type PageQuery, ordersEndpoints } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';

/** An order's quotation PDF, downloaded with the session (useSessionDownload). */
export function fetchQuotePdf(api: ApiClient, orderId: string) {
  return api.fetchFile(ordersEndpoints.quotePdf, { query: { id: orderId } });
}

/** A file attached to an order the customer may read, downloaded with the session (useSessionDownload). */
export function fetchOrderAttachment(api: ApiClient, orderId: string, path: string) {
  return api.fetchFile(ordersEndpoints.attachment, { query: { id: orderId, path } });
}

/** A result file of the customer's order, downloaded with the session (useSessionDownload). */
export function fetchOrderResult(api: ApiClient, resultId: string) {
  return api.fetchFile(ordersEndpoints.result, { query: { id: resultId } });
}

/** An invoice's PDF, downloaded with the session (useSessionDownload). */
export function fetchInvoicePdf(api: ApiClient, invoiceId: string) {
  return api.fetchFile(ordersEndpoints.invoicePdf, { query: { id: invoiceId } });
}

/** The list filters as the URL carries them; `_t` is the client's own cache buster, never part of a key. */
export type OrderListParams = Omit<OrderListQuery, '_t'>;
export type PageParams = Omit<PageQuery, '_t'>;
/** A page of invoices or parcels, of one order when the URL names it. */
export type DocumentsParams = Omit<OrderDocumentsQuery, '_t'>;

export const orderKeys = {
  all: ['ordering'] as const,
  dashboard: ['ordering', 'dashboard'] as const,
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
    queryFn: async () => (await api.call(ordersEndpoints.list, { query: params })).result,
  });
}

/** The customer's figures for the order client's home. */
export function useDashboard() {
  const api = useApi();
  return useQuery({ queryKey: orderKeys.dashboard, queryFn: async () => (await api.call(ordersEndpoints.dashboard)).result });
}

export function useOrder(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.detail(id),
    enabled: id !== '',
    queryFn: async () => (await api.call(ordersEndpoints.detail, { query: { id } })).result,
  });
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
    mutationFn: ({ step, note }: { step: CustomerStep; note: string }) => api.call(ordersEndpoints[step], { body: { id, note } }),
    onSuccess: ({ result }) => client.setQueryData(orderKeys.detail(id), result),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * The order's lines back into the catalogue cart. The cart's queries belong to another feature, so everything
 * held is marked stale and the cart shows the new lines wherever it is next read.
 */
export function useReorder(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call(ordersEndpoints.reorder, { body: { id } })).result,
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Chinese edition only (spec section 6). */
export function useInvoices(params: DocumentsParams) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.invoices(params),
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.call(ordersEndpoints.invoices, { query: params })).result,
  });
}

/** Chinese edition only (spec section 6). */
export function useParcels(params: DocumentsParams) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.parcels(params),
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.call(ordersEndpoints.parcels, { query: params })).result,
  });
}
