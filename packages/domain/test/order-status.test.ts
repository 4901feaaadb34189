import { describe, expect, it } from 'vitest';
import { ORDER_ACTORS, ORDER_STATUSES, type OrderActor, type OrderStatus, actionsOpenTo, isFinalStatus, mayMove } from '../src/index.js';

/** The expected moves, written out by hand from the issue so the table cannot drift from it unnoticed. */
const ALLOWED = new Set([
  'cart>inquirying:customer',
  // A purchase order received electronically (issue 20).
  'cart>confirmed:system',
  'inquirying>confirmed:staff',
  'confirmed>confirmed:staff',
  'confirmed>confirmed:customer',
  'confirmed>inquirying:system',
  'confirmed>producting:staff',
  'producting>shipped:staff',
  'shipped>shipped:staff',
  'shipped>completed:staff',
  'inquirying>canceled:customer',
  'confirmed>canceled:customer',
  'inquirying>canceled:staff',
  'confirmed>canceled:staff',
  'producting>canceled:staff',
]);

describe('the order transitions table', () => {
  const triples = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.flatMap((to) => ORDER_ACTORS.map((actor) => [from, to, actor] as const)));

  it.each(triples)('%s → %s by %s', (from: OrderStatus, to: OrderStatus, actor: OrderActor) => {
    expect(mayMove(from, to, actor)).toBe(ALLOWED.has(`${from}>${to}:${actor}`));
  });

  it('covers all 147 triples', () => {
    expect(triples).toHaveLength(7 * 7 * 3);
  });

  it('reaches every status from the cart, and completed and canceled only end an order', () => {
    const reached = new Set<OrderStatus>(['cart']);
    for (let changed = true; changed;) {
      changed = false;
      for (const from of [...reached]) {
        for (const to of ORDER_STATUSES) {
          if (!reached.has(to) && ORDER_ACTORS.some((actor) => mayMove(from, to, actor))) {
            reached.add(to);
            changed = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'canceled']);
  });

  it('offers the customer confirm and cancel on a quote, and nothing once production starts', () => {
    expect(actionsOpenTo('confirmed', 'customer')).toEqual(['confirmQuote', 'cancel']);
    expect(actionsOpenTo('producting', 'customer')).toEqual([]);
    expect(actionsOpenTo('producting', 'staff')).toEqual(['ship', 'staffCancel']);
  });
});
