import {
  CART_LIST_PAGE_SIZE,
  CART_POPOVER_LINES,
  type CartKind,
  type CartLine,
  type PageResult,
  type ParsedInquiry,
  type SystemType,
  cartEndpoints,
  catalogEndpoints,
  ordersEndpoints,
} from '@portal/domain';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';

/** The carts a portal's pages write to; the plasmid carrier cart is filled by the plasmid builder, not by these pages. */
export type PortalCart = Exclude<CartKind, 'carrier'>;

/** Which cart a portal keeps (spec section 7): the catalogue cart for type 3, the standard or plasmid cart otherwise. */
export function cartKindOf(systemType: SystemType): PortalCart {
  if (systemType === 3) return 'abinvivo';
  return systemType === 2 ? 'plasmid' : 'standard';
}

export const cartKeys = {
  all: ['cart'] as const,
  lines: (kind: CartKind, pageSize: number) => ['cart', 'lines', kind, pageSize] as const,
  packs: (catalogNo: string) => ['cart', 'packs', catalogNo.toUpperCase()] as const,
};

/** One page of a cart's lines (spec section 9: the cart asks for up to 1000, the badge for 10 and reads the total). */
export async function fetchCartLines(api: ApiClient, kind: CartKind, pageSize: number): Promise<PageResult<CartLine>> {
  const query = { pageSize, pageNo: 1 };
  if (kind === 'abinvivo') return (await api.call(cartEndpoints.animalModel.list, { query })).result;
  if (kind === 'carrier') return (await api.call(cartEndpoints.carrier.list, { query })).result;
  return (await api.call(cartEndpoints.orderClient.list, { query: { ...query, ...cartChoiceOf(kind) } })).result;
}

/** The whole cart (spec section 9: one page of up to 1000 lines). */
export function useCartLines(kind: CartKind) {
  const api = useApi();
  return useQuery({ queryKey: cartKeys.lines(kind, CART_LIST_PAGE_SIZE), queryFn: () => fetchCartLines(api, kind, CART_LIST_PAGE_SIZE) });
}

/** The header popover's first lines of each of its carts; the popover mounts its content, and so asks, only once it is opened. */
export function useCartPreview(kinds: readonly CartKind[]) {
  const api = useApi();
  return useQueries({
    queries: kinds.map((kind) => ({ queryKey: cartKeys.lines(kind, CART_POPOVER_LINES), queryFn: () => fetchCartLines(api, kind, CART_POPOVER_LINES) })),
    combine: (results) => ({ lines: results.flatMap((result) => result.data?.records ?? []), isPending: results.some((result) => result.isPending) }),
  });
}

/** A product's packs with the customer's prices, for changing a line's specification. */
export function useProductPacks(catalogNo: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: cartKeys.packs(catalogNo),
    enabled,
    queryFn: async () => (await api.call(catalogEndpoints.detail, { query: { catalogNo } })).result.packs,
  });
}

/** The order client's query naming its plasmid cart; the standard cart goes without one. */
function cartChoiceOf(kind: CartKind): { clientOrderType?: 'plasmid' } {
  return kind === 'plasmid' ? { clientOrderType: 'plasmid' } : {};
}

/** The endpoints of a portal's cart and the query that picks it among its base's carts. */
export function cartEndpointsOf(kind: PortalCart) {
  if (kind === 'abinvivo') return { endpoints: cartEndpoints.animalModel, query: {} };
  return { endpoints: cartEndpoints.orderClient, query: cartChoiceOf(kind) };
}

export type CartAdd = { catalogNo: string; packId: string; quantity: number };

export const cartWrites = {
  add: (kind: PortalCart) => (api: ApiClient, line: CartAdd) => {
    const { endpoints, query } = cartEndpointsOf(kind);
    return api.call(endpoints.add, { query, body: line });
  },
  edit: (kind: PortalCart) => (api: ApiClient, change: { id: string; packId?: string; quantity?: number }) =>
    api.call(cartEndpointsOf(kind).endpoints.edit, { body: change }),
  remove: (kind: PortalCart) => (api: ApiClient, ids: string[]) => api.call(cartEndpointsOf(kind).endpoints.remove, { body: { ids } }),
  paste: (kind: PortalCart) => (api: ApiClient, text: string) => {
    const { endpoints, query } = cartEndpointsOf(kind);
    return api.call(endpoints.paste, { query, body: { text } });
  },
  importLines: (kind: PortalCart) => (api: ApiClient, form: FormData) => {
    const { endpoints, query } = cartEndpointsOf(kind);
    return api.call(endpoints.importLines, { query, form });
  },
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
      api.call(ordersEndpoints.submitInquiry, { body: input }, { idempotencyKey }),
    meta: { reportsOwnFailure: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
