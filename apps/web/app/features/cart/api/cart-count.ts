import type { CartKind } from '@portal/domain';
import type { ApiClient } from '../../../lib/api-client';
import { fetchCartLines } from './cart-api';

/** Spec section 2: the badge asks for page 1 of 10 and reads the total. */
const CART_BADGE_PAGE_SIZE = 10;

async function cartTotal(api: ApiClient, kind: CartKind): Promise<number | null> {
  try {
    // The reply is not checked against its schema in the browser, so a nonsense total is caught here.
    const total: unknown = (await fetchCartLines(api, kind, CART_BADGE_PAGE_SIZE))?.total;
    return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null;
  } catch {
    return null;
  }
}

/**
 * The number of records of the header's carts for its badge (spec section 2), or null when none can be had: the
 * badge then shows nothing rather than an error.
 */
export async function loadCartCount(api: ApiClient, kinds: readonly CartKind[]): Promise<number | null> {
  const totals = (await Promise.all(kinds.map((kind) => cartTotal(api, kind)))).filter((total) => total !== null);
  return totals.length === 0 ? null : totals.reduce((sum, total) => sum + total, 0);
}
