import { punchoutShopperEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

export const punchoutKeys = { current: ['punchout', 'current'] as const };

/** The signed-in customer's PunchOut session, if the cart goes back to a procurement system; null otherwise. */
export function useCurrentPunchout() {
  const api = useApi();
  return useQuery({ queryKey: punchoutKeys.current, queryFn: async () => (await api.call(punchoutShopperEndpoints.current)).result });
}
