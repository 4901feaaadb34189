import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';
import { catalogApi } from '../api/catalog-api';

/** A product's packs with the signed-in customer's prices, fetched when a quick-order row is opened. */
export function useProductPacks(catalogNo: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['catalog', 'detail', catalogNo],
    queryFn: async () => (await catalogApi(api).detail(catalogNo)).packs,
  });
}
