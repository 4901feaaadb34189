import { type EndpointInput, type OrderDetail, auditEndpoints, ordersStaffEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import type { QueueQuery } from './queue-query';

export const deskKeys = {
  all: ['staff', 'order-desk'] as const,
  queue: (query: QueueQuery) => ['staff', 'order-desk', 'queue', query] as const,
  order: (id: string) => ['staff', 'order-desk', 'order', id] as const,
  audit: (query: AuditQuery) => ['staff', 'audit', query] as const,
};

export function useOrderQueue(query: QueueQuery) {
  const api = useApi();
  return useQuery({
    queryKey: deskKeys.queue(query),
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.call(ordersStaffEndpoints.list, { query })).result,
  });
}

export function useStaffOrder(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: deskKeys.order(id),
    enabled: id !== '',
    queryFn: async () => (await api.call(ordersStaffEndpoints.detail, { query: { id } })).result,
  });
}

type DeskSteps = typeof ordersStaffEndpoints.steps;

/** The desk's steps, each a POST of its own form that answers with the order as it now stands. */
export type DeskStep = keyof DeskSteps;
type DeskStepBodies = { [S in DeskStep]: EndpointInput<DeskSteps[S]> extends { body: infer Body } ? Body : never };
/** What a step sends: its form's fields and the order's id. */
export type DeskStepBody<S extends DeskStep> = DeskStepBodies[S];

/** A customer's file (an attachment or the purchase-order file) through the order it belongs to. */
export function fetchOrderFile(api: ApiClient, orderId: string, path: string) {
  return api.fetchFile(ordersStaffEndpoints.attachment, { query: { id: orderId, path } });
}

/**
 * A change to one order whose reply is the order as it now stands: the reply replaces the detail at once; the
 * queue and the audit log, which the change also touched, are fetched again when next shown. The desk's forms
 * show a refusal themselves (`showsOwnMessage`).
 */
function useOrderWrite<Body>(send: (api: ApiClient, body: Body) => Promise<OrderDetail>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { showsOwnMessage: true },
    mutationFn: (body: Body) => send(api, body),
    onSuccess: async (detail) => {
      client.setQueryData(deskKeys.order(detail.id), detail);
      await Promise.all([client.invalidateQueries({ queryKey: deskKeys.all }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]);
    },
  });
}

/** One step on one order, a POST of its own form. */
export function useDeskStep<S extends DeskStep>(step: S) {
  return useOrderWrite(async (api, body: DeskStepBody<S>) => {
    // TypeScript cannot pair a generic step's body with its endpoint; the signature already did, so both are seen as any step's.
    const endpoint: DeskSteps[DeskStep] = ordersStaffEndpoints.steps[step];
    const anyStepBody: DeskStepBody<DeskStep> = body;
    return (await api.call(endpoint, { body: anyStepBody })).result;
  });
}

type Production = typeof ordersStaffEndpoints.production;

export function useSplitOrder() {
  return useOrderWrite(
    async (api, body: EndpointInput<Production['split']>['body']) => (await api.call(ordersStaffEndpoints.production.split, { body })).result,
  );
}

export function useSubOrderStatus() {
  return useOrderWrite(
    async (api, body: EndpointInput<Production['subOrderStatus']>['body']) => (await api.call(ordersStaffEndpoints.production.subOrderStatus, { body })).result,
  );
}

export function useAddResult() {
  return useOrderWrite(
    async (api, body: EndpointInput<Production['addResult']>['body']) => (await api.call(ordersStaffEndpoints.production.addResult, { body })).result,
  );
}

/** A result file of the order, as staff read it. */
export function fetchStaffResult(api: ApiClient, resultId: string) {
  return api.fetchFile(ordersStaffEndpoints.result, { query: { id: resultId } });
}

export type AuditQuery = { pageNo: number; pageSize: number; objectType?: string };

export function useAuditLog(query: AuditQuery) {
  const api = useApi();
  return useQuery({
    queryKey: deskKeys.audit(query),
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.call(auditEndpoints.list, { query })).result,
  });
}
