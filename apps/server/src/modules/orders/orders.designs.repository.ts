import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderDesigns } from './orders.designs.table.js';

export type OrderDesignRow = typeof orderDesigns.$inferSelect;
export type NewOrderDesign = Omit<typeof orderDesigns.$inferInsert, 'orderId' | 'createdAt'>;

/** A design may hold 200,000 bases, so the copies go a few at a time rather than as one huge statement. */
const DESIGNS_PER_INSERT = 10;

export async function insertOrderDesigns(db: Database, orderId: string, designs: readonly NewOrderDesign[]): Promise<void> {
  for (let start = 0; start < designs.length; start += DESIGNS_PER_INSERT) {
    await db.insert(orderDesigns).values(designs.slice(start, start + DESIGNS_PER_INSERT).map((design) => ({ ...design, orderId })));
  }
}

export function designsOfOrder(db: Database, orderId: string): Promise<OrderDesignRow[]> {
  return db.select().from(orderDesigns).where(eq(orderDesigns.orderId, orderId)).orderBy(asc(orderDesigns.lineNo));
}

export async function designOfLine(db: Database, orderId: string, lineNo: number): Promise<OrderDesignRow | null> {
  const [row] = await db
    .select()
    .from(orderDesigns)
    .where(and(eq(orderDesigns.orderId, orderId), eq(orderDesigns.lineNo, lineNo)));
  return row ?? null;
}

/** The designs of several orders at once: the customer's data export. */
export function designsOfOrders(db: Database, orderIds: readonly string[]): Promise<OrderDesignRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderDesigns)
    .where(inArray(orderDesigns.orderId, [...orderIds]))
    .orderBy(asc(orderDesigns.orderId), asc(orderDesigns.lineNo));
}
