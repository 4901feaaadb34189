import {
  MAX_ORDER_RESULTS,
  MAX_SUB_ORDERS,
  type OrderDetail,
  type OrderResultInput,
  type SplitOrderInput,
  type SubOrderStatusInput,
  translate,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { appendAudit } from '../audit/index.js';
import { enqueueMessage } from '../notifications/index.js';
import { findUpload } from '../uploads/index.js';
import { type OrderRow, findOrder, lockOrder } from './orders.repository.js';
import {
  type OrderResultRow,
  findResult,
  findSubOrder,
  insertResult,
  insertSubOrders,
  resultCount,
  subOrdersOf,
  updateSubOrder,
} from './orders.results.repository.js';
import type { StaffContext } from './orders.staff.service.js';
import { describeOrder } from './orders.view.js';

const RESULT_FOLDER = 'result/';

/** An order staff may still split or add results to, locked for the change: not found, or refused once it is closed. */
async function openOrder(db: Database, id: string): Promise<OrderRow> {
  const order = await lockOrder(db, id);
  if (!order) throw notFound();
  if (order.status === 'completed' || order.status === 'canceled') throw new AppError(409, 'subOrderOrderClosed');
  return order;
}

/** Splits an order into sub-orders: every named line must be the order's and in no other sub-order. */
export async function splitOrder(db: Database, context: StaffContext, input: SplitOrderInput): Promise<OrderDetail> {
  const order = await db.transaction(async (tx) => {
    const locked = await openOrder(tx, input.id);
    const existing = await subOrdersOf(tx, locked.id);
    if (existing.length + input.parts.length > MAX_SUB_ORDERS) throw new AppError(400, 'subOrdersTooMany');
    const taken = new Set(existing.flatMap((sub) => sub.lineNos));
    for (const line of input.parts.flatMap((part) => part.lineNos)) {
      if (line > locked.lineCount) throw new AppError(400, 'subOrderLineUnknown', { line });
      if (taken.has(line)) throw new AppError(400, 'subOrderLineTaken', { line });
      taken.add(line);
    }
    await insertSubOrders(tx, locked.id, input.parts);
    await appendAudit(tx, {
      ...context,
      action: 'order.split',
      objectType: 'order',
      objectId: locked.id,
      details: { orderNo: locked.orderNo, parts: input.parts },
    });
    return locked;
  });
  return describeOrder(db, order, 'staff');
}

export async function setSubOrderStatus(db: Database, context: StaffContext, input: SubOrderStatusInput): Promise<OrderDetail> {
  const order = await db.transaction(async (tx) => {
    const sub = await findSubOrder(tx, input.id);
    if (!sub) throw new AppError(404, 'subOrderNotFound');
    const locked = await openOrder(tx, sub.orderId);
    await updateSubOrder(tx, sub.id, { status: input.status, productionStatus: input.productionStatus });
    await appendAudit(tx, {
      ...context,
      action: 'order.subOrderStatus',
      objectType: 'order',
      objectId: locked.id,
      details: { orderNo: locked.orderNo, subNo: sub.subNo, status: input.status, productionStatus: input.productionStatus },
    });
    return locked;
  });
  return describeOrder(db, order, 'staff');
}

/** The customer's e-mail that a result is there to download, in their language (sent after commit). */
async function queueResultMail(db: Database, order: OrderRow, file: string, part: string, note: string, brand: string): Promise<void> {
  if (!order.customerEmail) return;
  const t = (key: Parameters<typeof translate<'orders'>>[2], params: Record<string, string> = {}) => translate(order.language, 'orders', key, params);
  await enqueueMessage(db, {
    channel: 'email',
    recipient: order.customerEmail,
    subject: t('resultMailSubject', { brand, orderNo: order.orderNo }),
    body: t('resultMailBody', { name: order.customerName, orderNo: order.orderNo, part: part ? t('resultMailPart', { title: part }) : '', file, note }),
  });
}

/**
 * Attaches a file the staff member uploaded for results to the order (or one of its sub-orders) and tells the
 * customer through the outbox, all in one transaction.
 */
export async function addResult(db: Database, context: StaffContext, input: OrderResultInput): Promise<OrderDetail> {
  const order = await db.transaction(async (tx) => {
    const locked = await openOrder(tx, input.id);
    const sub = input.subOrderId ? await findSubOrder(tx, input.subOrderId) : null;
    if (input.subOrderId && sub?.orderId !== locked.id) throw new AppError(400, 'subOrderNotFound');
    const upload = await findUpload(tx, input.path);
    if (!upload || upload.ownerKind !== 'staff' || upload.ownerId !== context.staffId || !upload.path.startsWith(RESULT_FOLDER)) {
      throw new AppError(400, 'resultFileNotYours');
    }
    if ((await resultCount(tx, locked.id)) >= MAX_ORDER_RESULTS) throw new AppError(400, 'resultsTooMany');
    await insertResult(tx, {
      orderId: locked.id,
      subOrderId: sub?.id ?? null,
      path: upload.path,
      name: upload.originalName,
      size: upload.size,
      note: input.note,
      staffId: context.staffId,
      staffName: context.staffName,
    });
    await appendAudit(tx, {
      ...context,
      action: 'order.addResult',
      objectType: 'order',
      objectId: locked.id,
      details: { orderNo: locked.orderNo, file: upload.originalName, subNo: sub?.subNo ?? null },
    });
    await queueResultMail(tx, locked, upload.originalName, sub?.title ?? '', input.note, context.brand);
    return locked;
  });
  return describeOrder(db, order, 'staff');
}

/** A result of the customer's own order; another customer's, like a missing one, is not found. */
export async function customerResult(db: Database, customerId: string, id: string): Promise<OrderResultRow> {
  const result = await findResult(db, id);
  if (!result || !(await findOrder(db, result.orderId, customerId))) throw notFound();
  return result;
}

export async function staffResult(db: Database, id: string): Promise<OrderResultRow> {
  const result = await findResult(db, id);
  if (!result) throw notFound();
  return result;
}
