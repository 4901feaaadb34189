import { type EndpointInput, auditEndpoints, ordersStaffEndpoints } from '@portal/domain';
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
 * One step on one order. The reply replaces the detail at once; the queue and the audit log, which the step
 * also changed, are fetched again when next shown.
 */
export function useDeskStep<S extends DeskStep>(step: S) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    // StepForm shows the refusal on the form.
    meta: { showsOwnMessage: true },
    mutationFn: async (body: DeskStepBody<S>) => {
      // TypeScript cannot pair a generic step's body with its endpoint; the signature already did, so both are seen as any step's.
      const endpoint: DeskSteps[DeskStep] = ordersStaffEndpoints.steps[step];
      const anyStepBody: DeskStepBody<DeskStep> = body;
      return (await api.call(endpoint, { body: anyStepBody })).result;
    },
    onSuccess: async (detail) => {
      client.setQueryData(deskKeys.order(detail.id), detail);
      await Promise.all([client.invalidateQueries({ queryKey: deskKeys.all }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]);
    },
  });
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
