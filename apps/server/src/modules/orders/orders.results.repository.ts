import type { SubOrderStatus } from '@portal/domain';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderResults, subOrders } from './orders.results.table.js';

export type SubOrderRow = typeof subOrders.$inferSelect;
export type OrderResultRow = typeof orderResults.$inferSelect;

export function subOrdersOf(db: Database, orderId: string): Promise<SubOrderRow[]> {
  return db.select().from(subOrders).where(eq(subOrders.orderId, orderId)).orderBy(asc(subOrders.subNo));
}

/** Appends sub-orders numbered after the order's last one. */
export async function insertSubOrders(db: Database, orderId: string, parts: readonly { title: string; lineNos: number[] }[]): Promise<void> {
  const [last] = await db
    .select({ subNo: max(subOrders.subNo) })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId));
  const first = (last?.subNo ?? 0) + 1;
  await db.insert(subOrders).values(parts.map((part, index) => ({ orderId, subNo: first + index, title: part.title, lineNos: part.lineNos })));
}

export async function updateSubOrder(db: Database, id: string, values: { status: SubOrderStatus; productionStatus: string }): Promise<SubOrderRow | null> {
  const [row] = await db
    .update(subOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subOrders.id, id))
    .returning();
  return row ?? null;
}

export async function findSubOrder(db: Database, id: string): Promise<SubOrderRow | null> {
  const [row] = await db.select().from(subOrders).where(eq(subOrders.id, id));
  return row ?? null;
}

export function resultsOf(db: Database, orderId: string): Promise<OrderResultRow[]> {
  return db.select().from(orderResults).where(eq(orderResults.orderId, orderId)).orderBy(asc(orderResults.createdAt), asc(orderResults.id));
}

export async function resultCount(db: Database, orderId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orderResults).where(eq(orderResults.orderId, orderId));
  return row?.total ?? 0;
}

export async function insertResult(db: Database, values: typeof orderResults.$inferInsert): Promise<void> {
  await db.insert(orderResults).values(values);
}

/** A result by id; whether the reader may have it is decided through its order. */
export async function findResult(db: Database, id: string): Promise<OrderResultRow | null> {
  const [row] = await db.select().from(orderResults).where(eq(orderResults.id, id));
  return row ?? null;
}
