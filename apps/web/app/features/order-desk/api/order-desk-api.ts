import { type OrderDetail, type OrderSummary, type PageResult, auditEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';
import type { QueueQuery } from './queue-query';

const BASE = '/staff/orders';

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
    queryFn: async () => (await api.get<PageResult<OrderSummary>>(`${BASE}/list`, { query })).result,
  });
}

export function useStaffOrder(id: string) {
  const api = useApi();
  return useQuery({ queryKey: deskKeys.order(id), enabled: id !== '', queryFn: async () => (await api.get<OrderDetail>(`${BASE}/queryById`, { query: { id } })).result });
}

/** The desk's steps, each a POST of its own form that answers with the order as it now stands. */
export type DeskStep = 'quote' | 'startProduction' | 'ship' | 'complete' | 'cancel' | 'invoice';

/**
 * One step on one order. The reply replaces the detail at once; the queue and the audit log, which the step
 * also changed, are fetched again when next shown.
 */
export function useDeskStep(step: DeskStep) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: string } & Record<string, unknown>) => (await api.post<OrderDetail>(`${BASE}/${step}`, body)).result,
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
