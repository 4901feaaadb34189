import type { Database } from '../../db/client.js';
import { takeOrderStep } from './orders.move.js';
import { expiredQuotes } from './orders.repository.js';
import { dayOf } from './orders.view.js';

/**
 * The quote-expiry job: quotes past their validity date that nobody confirmed go back to the desk for a new
 * price. Each order moves in its own transaction, so one the customer confirms at that moment is left alone.
 */
export async function expireQuotes(db: Database, now: Date, brand: string): Promise<number> {
  let moved = 0;
  for (const order of await expiredQuotes(db, dayOf(now))) {
    try {
      await db.transaction((tx) => takeOrderStep(tx, order, { action: 'expireQuote', actor: { kind: 'system', id: null, name: 'system' } }, brand));
      moved += 1;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    }
  }
  return moved;
}
