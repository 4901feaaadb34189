import type { OrderAction, OrderStatus } from './order-status.js';

/**
 * What an order's status says to the people looking at it. The stored status `confirmed` means "the quote waits for
 * the customer"; once the customer has confirmed it (the confirm date is set) the order keeps that status until
 * production starts, but it no longer waits for the customer, so it says "quote accepted, awaiting production".
 */
export const SHOWN_ORDER_STATUSES = ['cart', 'inquirying', 'confirmed', 'quoteAccepted', 'producting', 'shipped', 'completed', 'canceled'] as const;
export type ShownOrderStatus = (typeof SHOWN_ORDER_STATUSES)[number];

/** The statuses the order lists offer as tabs (the cart has its own page). */
export const ORDER_LIST_STATUSES = SHOWN_ORDER_STATUSES.filter((status) => status !== 'cart');

/** The one place a shown status is derived: every list, detail, e-mail and history entry asks here. */
export function shownOrderStatus(order: { status: OrderStatus; confirmDate: string | Date | null }): ShownOrderStatus {
  return order.status === 'confirmed' && order.confirmDate !== null ? 'quoteAccepted' : order.status;
}

/** The status a step of an order's history led to, as shown then: the customer's confirmation set the confirm date. */
export function shownStatusAfter(event: { action: string; to: OrderStatus; at: string }): ShownOrderStatus {
  const confirmation: OrderAction = 'confirmQuote';
  return shownOrderStatus({ status: event.to, confirmDate: event.action === confirmation ? event.at : null });
}

/** What a list filtered by a shown status asks of the stored rows: the status, and for a quote whether it was confirmed. */
export function storedStatusOf(shown: ShownOrderStatus): { status: OrderStatus; quoteConfirmed?: boolean } {
  if (shown === 'quoteAccepted') return { status: 'confirmed', quoteConfirmed: true };
  if (shown === 'confirmed') return { status: 'confirmed', quoteConfirmed: false };
  return { status: shown };
}
