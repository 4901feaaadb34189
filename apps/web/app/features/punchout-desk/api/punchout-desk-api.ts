import { type PunchoutBuyerInput, punchoutBuyerEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';
import { useScreenMutation } from '../../../lib/screen-mutation';

export type SessionQuery = { pageNo: number; pageSize: number; buyerId: string };
export type DocumentQuery = { pageNo: number; pageSize: number; buyerId?: string; sessionId?: string };

const punchoutKeys = {
  all: ['staff', 'punchout'] as const,
  buyers: ['staff', 'punchout', 'buyers'] as const,
  sessions: (query: SessionQuery) => ['staff', 'punchout', 'sessions', query] as const,
  documents: (query: DocumentQuery) => ['staff', 'punchout', 'documents', query] as const,
  document: (id: string) => ['staff', 'punchout', 'document', id] as const,
};

export function usePunchoutBuyers() {
  const api = useApi();
  return useQuery({ queryKey: punchoutKeys.buyers, queryFn: async () => (await api.call(punchoutBuyerEndpoints.list)).result });
}

/** One buyer's sessions; asks nothing until a buyer is chosen. */
export function usePunchoutSessions(query: SessionQuery) {
  const api = useApi();
  return useQuery({
    queryKey: punchoutKeys.sessions(query),
    enabled: query.buyerId !== '',
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.call(punchoutBuyerEndpoints.sessions, { query })).result,
  });
}

export function usePunchoutDocuments(query: DocumentQuery) {
  const api = useApi();
  return useQuery({
    queryKey: punchoutKeys.documents(query),
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.call(punchoutBuyerEndpoints.documents, { query })).result,
  });
}

/** The document with its body, read only when staff open it: bodies run to megabytes. */
export function usePunchoutDocument(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: punchoutKeys.document(id ?? ''),
    enabled: id !== null,
    queryFn: async () => (await api.call(punchoutBuyerEndpoints.document, { params: { id: id ?? '' } })).result,
  });
}

/** Every change to a buyer refreshes the whole screen: its counts, sessions and documents move together. */
function usePunchoutMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  return useScreenMutation(punchoutKeys.all, call);
}

/** Creates a buyer (`id` null), answering its new secret, or changes one, answering no secret. */
export function useSavePunchoutBuyer() {
  const api = useApi();
  return usePunchoutMutation(async ({ id, input }: { id: string | null; input: PunchoutBuyerInput }) =>
    id
      ? { buyer: (await api.call(punchoutBuyerEndpoints.change, { params: { id }, body: input })).result, secret: null }
      : (await api.call(punchoutBuyerEndpoints.create, { body: input })).result,
  );
}

export function useRotatePunchoutSecret() {
  const api = useApi();
  return usePunchoutMutation(async (id: string) => (await api.call(punchoutBuyerEndpoints.rotate, { params: { id } })).result);
}
