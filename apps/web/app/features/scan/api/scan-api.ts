import { ordersEndpoints } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

/** Looks a label code up; failures carry the server's message in the visitor's language. */
export function useScanLookup() {
  const api = useApi();
  return useMutation({
    meta: { reportsOwnFailure: true },
    mutationFn: async (code: string) => (await api.call(ordersEndpoints.scanLabel, { query: { code } })).result,
  });
}
