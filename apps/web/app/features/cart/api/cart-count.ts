import type { SystemType } from '@portal/domain';
import type { ApiClient } from '../../../lib/api-client';
import { cartKindOf, fetchCartLines } from './cart-api';

/** Spec section 2: the badge asks for page 1 of 10 and reads the total. */
const CART_BADGE_PAGE_SIZE = 10;

/**
 * The number of cart records for the header badge (spec section 2), or null when it cannot be had: the
 * badge then shows nothing rather than an error.
 */
export async function loadCartCount(api: ApiClient, systemType: SystemType): Promise<number | null> {
  try {
    // The reply is not checked against its schema in the browser, so a nonsense total is caught here.
    const total: unknown = (await fetchCartLines(api, cartKindOf(systemType), CART_BADGE_PAGE_SIZE))?.total;
    return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null;
  } catch {
    return null;
  }
}
