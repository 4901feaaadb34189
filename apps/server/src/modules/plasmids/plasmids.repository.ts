import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plasmidDesigns } from './plasmids.table.js';

export type DesignRow = typeof plasmidDesigns.$inferSelect;
type DesignValues = Pick<typeof plasmidDesigns.$inferInsert, 'name' | 'backboneId' | 'circular' | 'sequence' | 'features'>;

const owned = (customerId: string, id: string) => and(eq(plasmidDesigns.id, id), eq(plasmidDesigns.customerId, customerId));

/** The customer's designs (those among `ids` when given), latest first, without their sequences (a list never needs them). */
export function designSummaries(db: Database, customerId: string, ids?: readonly string[]) {
  return db
    .select({
      id: plasmidDesigns.id,
      name: plasmidDesigns.name,
      backboneId: plasmidDesigns.backboneId,
      length: sql<number>`length(${plasmidDesigns.sequence})`.mapWith(Number),
      updatedAt: plasmidDesigns.updatedAt,
    })
    .from(plasmidDesigns)
    .where(and(eq(plasmidDesigns.customerId, customerId), ids ? inArray(plasmidDesigns.id, [...ids]) : undefined))
    .orderBy(desc(plasmidDesigns.updatedAt));
}

export async function designCount(db: Database, customerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(plasmidDesigns).where(eq(plasmidDesigns.customerId, customerId));
  return row?.total ?? 0;
}

export async function ownDesign(db: Database, customerId: string, id: string): Promise<DesignRow | null> {
  const [row] = await db.select().from(plasmidDesigns).where(owned(customerId, id));
  return row ?? null;
}

export function ownDesigns(db: Database, customerId: string, ids: readonly string[]): Promise<DesignRow[]> {
  return db
    .select()
    .from(plasmidDesigns)
    .where(and(eq(plasmidDesigns.customerId, customerId), inArray(plasmidDesigns.id, [...ids])));
}

export async function insertDesign(db: Database, customerId: string, values: DesignValues): Promise<DesignRow | null> {
  const [row] = await db
    .insert(plasmidDesigns)
    .values({ customerId, ...values })
    .returning();
  return row ?? null;
}

export async function updateDesign(db: Database, customerId: string, id: string, values: DesignValues): Promise<DesignRow | null> {
  const [row] = await db
    .update(plasmidDesigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(owned(customerId, id))
    .returning();
  return row ?? null;
}

export async function deleteDesign(db: Database, customerId: string, id: string): Promise<boolean> {
  const rows = await db.delete(plasmidDesigns).where(owned(customerId, id)).returning({ id: plasmidDesigns.id });
  return rows.length > 0;
}

export function allDesignsOf(db: Database, customerId: string): Promise<DesignRow[]> {
  return db.select().from(plasmidDesigns).where(eq(plasmidDesigns.customerId, customerId)).orderBy(desc(plasmidDesigns.updatedAt));
}

export async function deleteAllDesignsOf(db: Database, customerId: string): Promise<void> {
  await db.delete(plasmidDesigns).where(eq(plasmidDesigns.customerId, customerId));
}
