import { type SystemType, cartCountRequest } from '@portal/domain';
import type { ApiClient } from '../../../lib/api-client';

/**
 * The number of cart records for the header badge (spec section 2), or null when it cannot be had: the
 * badge then shows nothing rather than an error.
 */
export async function loadCartCount(api: ApiClient, systemType: SystemType): Promise<number | null> {
  const { path, query } = cartCountRequest(systemType);
  try {
    const total = (await api.get<{ total?: unknown }>(path, { query })).result?.total;
    return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null;
  } catch {
    return null;
  }
}
