/** Spec section 4: the order statuses, in the order an order normally passes them. */
export const ORDER_STATUSES = ['cart', 'inquirying', 'confirmed', 'producting', 'shipped', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the customer who owns it, the supplier's staff, or the server's own jobs. */
export const ORDER_ACTORS = ['customer', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

type ActionRule = { readonly from: readonly OrderStatus[]; readonly to: OrderStatus; readonly actors: readonly OrderActor[] };

/**
 * The transitions table: every way an order's status may change, and who may make it. Nothing else moves an
 * order (architecture rule 3). Two actions keep the status: the customer's confirmation of a quote (the status
 * `confirmed` means "waiting for the customer to confirm", so the confirmation is recorded as the confirm date)
 * and a further parcel on an order already shipped.
 */
export const ORDER_ACTIONS = {
  /** The cart's lines become an inquiry. */
  submit: { from: ['cart'], to: 'inquirying', actors: ['customer'] },
  /**
   * A purchase order from the buyer's procurement system arrives priced at the buyer's prices and approved by the
   * buyer's own workflow: it is the confirmed order at once, waiting for production.
   */
  receivePurchaseOrder: { from: ['cart'], to: 'confirmed', actors: ['system'] },
  /** Staff price the inquiry; pricing a quote again replaces it and needs a new confirmation. */
  quote: { from: ['inquirying', 'confirmed'], to: 'confirmed', actors: ['staff'] },
  confirmQuote: { from: ['confirmed'], to: 'confirmed', actors: ['customer'] },
  /** A quote that ran out before the customer confirmed it goes back to the desk for a new price. */
  expireQuote: { from: ['confirmed'], to: 'inquirying', actors: ['system'] },
  startProduction: { from: ['confirmed'], to: 'producting', actors: ['staff'] },
  ship: { from: ['producting', 'shipped'], to: 'shipped', actors: ['staff'] },
  complete: { from: ['shipped'], to: 'completed', actors: ['staff'] },
  /** The customer may withdraw until production starts; staff may also stop an order in production. */
  cancel: { from: ['inquirying', 'confirmed'], to: 'canceled', actors: ['customer'] },
  staffCancel: { from: ['inquirying', 'confirmed', 'producting'], to: 'canceled', actors: ['staff'] },
} as const satisfies Record<string, ActionRule>;
export type OrderAction = keyof typeof ORDER_ACTIONS;
export const ORDER_ACTION_NAMES = Object.keys(ORDER_ACTIONS) as OrderAction[];

/** Whether `actor` may take `action` on an order in status `from`. */
export function mayTakeAction(action: OrderAction, from: OrderStatus, actor: OrderActor): boolean {
  const rule: ActionRule = ORDER_ACTIONS[action];
  return rule.from.includes(from) && rule.actors.includes(actor);
}

/** Whether `actor` may move an order from `from` to `to` by any action of the table. */
export function mayMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_ACTION_NAMES.some((action) => ORDER_ACTIONS[action].to === to && mayTakeAction(action, from, actor));
}

/** The actions `actor` may take on an order in status `from`: what the order screens offer as buttons. */
export function actionsOpenTo(from: OrderStatus, actor: OrderActor): OrderAction[] {
  return ORDER_ACTION_NAMES.filter((action) => mayTakeAction(action, from, actor));
}

/** Statuses with no way out: the order is finished one way or the other. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_ACTORS.every((actor) => actionsOpenTo(status, actor).every((action) => ORDER_ACTIONS[action].to === status));
}
