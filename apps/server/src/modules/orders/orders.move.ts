import { ORDER_ACTIONS, type OrderAction, type OrderActor, mayTakeAction } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { appendAudit } from '../audit/index.js';
import { emitOrderEvents } from './orders.events.js';
import { queueOrderMail } from './orders.mail.js';
import { type NewOrder, type OrderRow, insertEvent, updateOrderSeen } from './orders.repository.js';

/** Who takes a step: the customer, a staff member (audited), or the server's own job. */
export type OrderActorRef = { kind: OrderActor; id: string | null; name: string };

export type OrderStep = { action: OrderAction; actor: OrderActorRef; note?: string; changes?: Partial<NewOrder>; details?: Record<string, unknown> };

/**
 * The one way an order changes status (architecture rule 3). Run inside the caller's transaction: the table is
 * asked first, the row is moved only if nobody changed it since the caller read it, and the history row, the audit row
 * and the customer's e-mail are written with it, so either all of them happen or none.
 */
export async function takeOrderStep(tx: Database, order: OrderRow, step: OrderStep, brand: string): Promise<OrderRow> {
  if (!mayTakeAction(step.action, order.status, step.actor.kind)) throw new AppError(409, 'orderMoveRefused');
  const to = ORDER_ACTIONS[step.action].to;
  const moved = await updateOrderSeen(tx, order, { ...step.changes, status: to });
  if (!moved) throw new AppError(409, 'orderMoveRefused');
  const note = step.note ?? '';
  await insertEvent(tx, {
    orderId: order.id,
    action: step.action,
    fromStatus: order.status,
    toStatus: to,
    actor: step.actor.kind,
    actorId: step.actor.id,
    actorName: step.actor.name,
    note,
  });
  if (step.actor.kind === 'staff') {
    await appendAudit(tx, {
      staffId: step.actor.id,
      staffName: step.actor.name,
      action: `order.${step.action}`,
      objectType: 'order',
      objectId: order.orderNo,
      details: { from: order.status, to, note, ...step.details },
    });
  }
  await queueOrderMail(tx, moved, step.action, note, brand);
  await emitOrderEvents(tx, moved, { action: step.action, from: order.status, actor: step.actor.kind, note, ...step.details });
  return moved;
}
