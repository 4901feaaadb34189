import { type WebhookDeliveryStatus, type WebhookEndpointInput, webhookEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';
import { useScreenMutation } from '../../../lib/screen-mutation';

export type DeliveryQuery = { pageNo: number; pageSize: number; endpointId?: string; status?: WebhookDeliveryStatus };

const PENDING_REFRESH_MS = 2_000;

const webhookKeys = {
  all: ['staff', 'webhooks'] as const,
  endpoints: ['staff', 'webhooks', 'endpoints'] as const,
  deliveries: (query: DeliveryQuery) => ['staff', 'webhooks', 'deliveries', query] as const,
  attempts: (id: string) => ['staff', 'webhooks', 'attempts', id] as const,
};

export function useWebhookEndpoints() {
  const api = useApi();
  return useQuery({ queryKey: webhookKeys.endpoints, queryFn: async () => (await api.call(webhookEndpoints.list)).result });
}

export function useWebhookDeliveries(query: DeliveryQuery) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.deliveries(query),
    placeholderData: (previous) => previous,
    // While a delivery waits for its next try the list follows it, so staff see it land without reloading.
    refetchInterval: (current) => (current.state.data?.records.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false),
    queryFn: async () => (await api.call(webhookEndpoints.deliveries, { query })).result,
  });
}

export function useWebhookAttempts(id: string) {
  const api = useApi();
  return useQuery({ queryKey: webhookKeys.attempts(id), queryFn: async () => (await api.call(webhookEndpoints.attempts, { params: { id } })).result });
}

/** Every change to an endpoint or delivery refreshes the whole screen: counts and lists move together. */
function useWebhookMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  return useScreenMutation(webhookKeys.all, call);
}

export function useSaveWebhookEndpoint() {
  const api = useApi();
  return useWebhookMutation(async ({ id, input }: { id: string | null; input: WebhookEndpointInput }) =>
    id
      ? { endpoint: (await api.call(webhookEndpoints.change, { params: { id }, body: input })).result, secret: null }
      : (await api.call(webhookEndpoints.create, { body: input })).result,
  );
}

export function useRemoveWebhookEndpoint() {
  const api = useApi();
  return useWebhookMutation(async (id: string) => (await api.call(webhookEndpoints.remove, { params: { id } })).result);
}

export function useRotateWebhookSecret() {
  const api = useApi();
  return useWebhookMutation(async (id: string) => (await api.call(webhookEndpoints.rotate, { params: { id } })).result);
}

export function useResendWebhookDelivery() {
  const api = useApi();
  return useWebhookMutation(async (id: string) => (await api.call(webhookEndpoints.resend, { params: { id } })).result);
}
