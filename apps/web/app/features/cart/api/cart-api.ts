import {
  type Address,
  CART_LIST_PAGE_SIZE,
  CART_POPOVER_LINES,
  type CartKind,
  type CartLine,
  type InquiryResult,
  type ParsedInquiry,
  type ProductDetail,
  type SystemType,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';

const ABINVIVO_CART = '/by-abinvivo/abinvivo/byAbinvivoShoppingCart';

type Page<T> = { records: T[]; total: number };

/** Which cart a portal keeps (spec section 7): the catalogue cart for type 3, the standard or plasmid cart otherwise. */
export function cartKindOf(systemType: SystemType): CartKind {
  if (systemType === 3) return 'abinvivo';
  return systemType === 2 ? 'plasmid' : 'standard';
}

function listRequest(kind: CartKind): { path: string; query: Record<string, string> } {
  if (kind === 'abinvivo') return { path: `${ABINVIVO_CART}/list`, query: {} };
  if (kind === 'carrier') return { path: '/by-order-client/client/plasmidCarrier/cartList', query: {} };
  return { path: '/by-order-client/order/cartlist', query: kind === 'plasmid' ? { clientOrderType: 'plasmid' } : {} };
}

export const cartKeys = {
  all: ['cart'] as const,
  lines: (kind: CartKind, pageSize: number) => ['cart', 'lines', kind, pageSize] as const,
  packs: (catalogNo: string) => ['cart', 'packs', catalogNo.toUpperCase()] as const,
  addresses: ['cart', 'addresses'] as const,
};

async function fetchLines(api: ApiClient, kind: CartKind, pageSize: number): Promise<Page<CartLine>> {
  const { path, query } = listRequest(kind);
  return (await api.get<Page<CartLine>>(path, { query: { ...query, pageNo: 1, pageSize } })).result;
}

/** The whole cart (spec section 9: one page of up to 1000 lines). */
export function useCartLines(kind: CartKind) {
  const api = useApi();
  return useQuery({ queryKey: cartKeys.lines(kind, CART_LIST_PAGE_SIZE), queryFn: () => fetchLines(api, kind, CART_LIST_PAGE_SIZE) });
}

/** The header popover's first lines; the popover mounts its content, and so asks, only once it is opened. */
export function useCartPreview(kind: CartKind) {
  const api = useApi();
  return useQuery({ queryKey: cartKeys.lines(kind, CART_POPOVER_LINES), queryFn: () => fetchLines(api, kind, CART_POPOVER_LINES) });
}

/** A product's packs with the customer's prices, for choosing or changing a line's specification. */
export function fetchPacks(api: ApiClient, catalogNo: string): Promise<ProductDetail> {
  return api.get<ProductDetail>('/by-abinvivo/abinvivo/product/detail', { query: { catalogNo } }).then((reply) => reply.result);
}

export function useProductPacks(catalogNo: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: cartKeys.packs(catalogNo), enabled, queryFn: async () => (await fetchPacks(api, catalogNo)).packs });
}

/** The customer's shipping addresses (the account centre keeps them; this page only chooses among them). */
export function useShippingAddresses() {
  const api = useApi();
  return useQuery({ queryKey: cartKeys.addresses, queryFn: async () => (await api.get<Address[]>('/by-order-client/customer/address/list')).result });
}

export type CartAdd = { catalogNo: string; packId: string; quantity: number };

export const cartWrites = {
  add: (api: ApiClient, line: CartAdd) => api.post<CartLine>(`${ABINVIVO_CART}/add`, line),
  edit: (api: ApiClient, change: { id: string; packId?: string; quantity?: number }) => api.post<CartLine>(`${ABINVIVO_CART}/edit`, change),
  remove: (api: ApiClient, ids: string[]) => api.post<{ removed: number }>(`${ABINVIVO_CART}/deleteBatch`, { ids }),
};

/** A cart write that refreshes every cart view afterwards; `ownFailure` when the caller shows the server's message itself. */
export function useCartWrite<V, R>(write: (api: ApiClient, value: V) => Promise<R>, ownFailure = false) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => write(api, value),
    meta: { reportsOwnFailure: ownFailure },
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** One inquiry; the same key on a retry or a double click answers the first inquiry instead of making another. */
export function useSubmitInquiry() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ParsedInquiry; idempotencyKey: string }) =>
      api.post<InquiryResult>('/by-order-client/order/inquiry/add', input as Record<string, unknown>, { idempotencyKey }),
    meta: { reportsOwnFailure: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
