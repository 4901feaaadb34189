import { type PrimerPriceTable, servicesStaffEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

const TABLE_KEY = ['staff', 'primer-prices'] as const;

export function usePrimerPriceTable() {
  const api = useApi();
  return useQuery({ queryKey: TABLE_KEY, queryFn: async () => (await api.call(servicesStaffEndpoints.primerPriceTable)).result });
}

/** Saving replaces the table; the order form's prices and the audit log are fetched again when shown. */
export function useSavePrimerPriceTable() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrimerPriceTable) => (await api.call(servicesStaffEndpoints.savePrimerPriceTable, { body })).result,
    onSuccess: async (table) => {
      client.setQueryData(TABLE_KEY, table);
      await Promise.all([client.invalidateQueries({ queryKey: ['services', 'primer-prices'] }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]);
    },
  });
}
