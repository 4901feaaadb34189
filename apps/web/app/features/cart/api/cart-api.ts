import {
  CART_LIST_PAGE_SIZE,
  CART_POPOVER_LINES,
  type CartKind,
  type CartLine,
  type CartPasteResult,
  type InquiryResult,
  type ParsedInquiry,
  type ProductDetail,
  type SystemType,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';

const ABINVIVO_CART = '/by-abinvivo/abinvivo/byAbinvivoShoppingCart';
const ORDER_CLIENT_CART = '/by-order-client/order/cart';

/** The carts a portal's pages write to; the plasmid carrier cart is filled by the plasmid builder, not by these pages. */
export type PortalCart = Exclude<CartKind, 'carrier'>;

type Page<T> = { records: T[]; total: number };

/** Which cart a portal keeps (spec section 7): the catalogue cart for type 3, the standard or plasmid cart otherwise. */
export function cartKindOf(systemType: SystemType): PortalCart {
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

/** A product's packs with the customer's prices, for changing a line's specification. */
export function useProductPacks(catalogNo: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: cartKeys.packs(catalogNo),
    enabled,
    queryFn: async () => (await api.get<ProductDetail>('/by-abinvivo/abinvivo/product/detail', { query: { catalogNo } })).result.packs,
  });
}

/** A cart's write call: the animal-model cart's own path, or the order client's with the plasmid cart chosen by query. */
export function cartWritePath(kind: PortalCart, action: 'add' | 'edit' | 'deleteBatch' | 'pasteLines' | 'importLines'): string {
  if (kind === 'abinvivo') return `${ABINVIVO_CART}/${action}`;
  return `${ORDER_CLIENT_CART}/${action}${kind === 'plasmid' ? '?clientOrderType=plasmid' : ''}`;
}

/** The bulk-entry sheet to fill in: catalogue number, specification, quantity. */
export const CART_TEMPLATE_URL = `${ORDER_CLIENT_CART}/importTemplate`;

export type CartAdd = { catalogNo: string; packId: string; quantity: number };

export const cartWrites = {
  add: (kind: PortalCart) => (api: ApiClient, line: CartAdd) => api.post<CartLine>(cartWritePath(kind, 'add'), line),
  edit: (kind: PortalCart) => (api: ApiClient, change: { id: string; packId?: string; quantity?: number }) => api.post<CartLine>(cartWritePath(kind, 'edit'), change),
  remove: (kind: PortalCart) => (api: ApiClient, ids: string[]) => api.post<{ removed: number }>(cartWritePath(kind, 'deleteBatch'), { ids }),
  paste: (kind: PortalCart) => (api: ApiClient, text: string) => api.post<CartPasteResult>(cartWritePath(kind, 'pasteLines'), { text }),
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
