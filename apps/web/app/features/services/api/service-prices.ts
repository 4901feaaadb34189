import { type ServiceKey, servicesEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

/** The primer price list in the customer's currency; other services are quoted, so they ask for none. */
export function usePrimerPrices(service: ServiceKey) {
  const api = useApi();
  return useQuery({
    queryKey: ['services', 'primer-prices'],
    enabled: service === 'primerSynthesis',
    queryFn: async () => (await api.call(servicesEndpoints.primerPrices)).result,
  });
}
