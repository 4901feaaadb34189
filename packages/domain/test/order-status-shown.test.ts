import { describe, expect, it } from 'vitest';
import { ORDER_LIST_STATUSES, ORDER_STATUSES, SHOWN_ORDER_STATUSES, shownOrderStatus, shownStatusAfter, storedStatusOf } from '../src/index.js';

describe('the order status as shown', () => {
  it('says a confirmed quote is accepted and waits for production, while the stored status stays confirmed', () => {
    expect(shownOrderStatus({ status: 'confirmed', confirmDate: null })).toBe('confirmed');
    expect(shownOrderStatus({ status: 'confirmed', confirmDate: '2026-11-25T08:00:00.000Z' })).toBe('quoteAccepted');
    expect(shownOrderStatus({ status: 'confirmed', confirmDate: new Date() })).toBe('quoteAccepted');
    // Production keeps the confirm date; the status then speaks for itself.
    expect(shownOrderStatus({ status: 'producting', confirmDate: new Date() })).toBe('producting');
    for (const status of ORDER_STATUSES.filter((candidate) => candidate !== 'confirmed')) expect(shownOrderStatus({ status, confirmDate: null })).toBe(status);
  });

  it('tells in the history where each step led: the confirmation to an accepted quote, a new quote back to confirming', () => {
    const at = '2026-11-25T08:00:00.000Z';
    expect(shownStatusAfter({ action: 'quote', to: 'confirmed', at })).toBe('confirmed');
    expect(shownStatusAfter({ action: 'confirmQuote', to: 'confirmed', at })).toBe('quoteAccepted');
    expect(shownStatusAfter({ action: 'startProduction', to: 'producting', at })).toBe('producting');
  });

  it('filters a list by what it shows, and offers every shown status but the cart as a tab', () => {
    expect(storedStatusOf('quoteAccepted')).toEqual({ status: 'confirmed', quoteConfirmed: true });
    expect(storedStatusOf('confirmed')).toEqual({ status: 'confirmed', quoteConfirmed: false });
    expect(storedStatusOf('shipped')).toEqual({ status: 'shipped' });
    expect(ORDER_LIST_STATUSES).toEqual(['inquirying', 'confirmed', 'quoteAccepted', 'producting', 'shipped', 'completed', 'canceled']);
    for (const shown of SHOWN_ORDER_STATUSES) {
      const { status, quoteConfirmed } = storedStatusOf(shown);
      expect(shownOrderStatus({ status, confirmDate: quoteConfirmed ? new Date() : null })).toBe(shown);
    }
  });
});
