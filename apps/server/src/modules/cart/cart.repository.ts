import type { CartKind } from '@portal/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartLines } from './cart.table.js';

export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;

const owned = (customerId: string, cart: CartKind) => and(eq(cartLines.customerId, customerId), eq(cartLines.cart, cart));

export function cartPage(db: Database, customerId: string, cart: CartKind, page: { limit: number; offset: number }): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(owned(customerId, cart)).orderBy(desc(cartLines.createdAt), asc(cartLines.id)).limit(page.limit).offset(page.offset);
}

export async function cartSize(db: Database, customerId: string, cart: CartKind): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cartLines).where(owned(customerId, cart));
  return Number(row?.value ?? 0);
}

/** Adds a pack, or raises the quantity of the line that already holds it, in one statement (safe against double clicks). */
export async function addOrRaise(db: Database, values: NewCartLine, maxQuantity: number): Promise<CartLineRow> {
  const [row] = await db
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.cart, cartLines.packId],
      set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${maxQuantity})`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('cart line upsert returned nothing');
  return row;
}

/** Puts a design in a cart once: adding it again keeps the one line, named as the design now is, and answers it. */
export async function addDesignLine(db: Database, values: NewCartLine): Promise<CartLineRow> {
  const [row] = await db
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.cart, cartLines.designId],
      set: { catalog: sql`excluded.catalog`, projectName: sql`excluded.project_name`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('cart line upsert returned nothing');
  return row;
}

/** The lines holding a design, in every cart of its owner: they go when the design does. */
export async function removeDesignLines(db: Database, customerId: string, designId: string): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.customerId, customerId), eq(cartLines.designId, designId)));
}

export async function ownedCartLine(db: Database, customerId: string, id: string): Promise<CartLineRow | null> {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
  return row ?? null;
}

export async function updateCartLine(
  db: Database,
  customerId: string,
  id: string,
  values: Partial<Pick<NewCartLine, 'packId' | 'quantity'>>,
): Promise<CartLineRow | null> {
  const [row] = await db
    .update(cartLines)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)))
    .returning();
  return row ?? null;
}

/** Removes the caller's lines among `ids` and returns them; lines of other customers are never touched. */
export function removeCartLines(db: Database, customerId: string, ids: readonly string[]): Promise<CartLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .delete(cartLines)
    .where(and(eq(cartLines.customerId, customerId), inArray(cartLines.id, [...ids])))
    .returning();
}

/** Every line of every cart of the customer: their data export and account deletion. */
export function allCartLinesOf(db: Database, customerId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.customerId, customerId));
}

export async function removeAllCartLinesOf(db: Database, customerId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.customerId, customerId));
}

/** The packs a cart already holds: adding one of them again raises its line and takes no new place in the cart. */
export async function cartPackIds(db: Database, customerId: string, cart: CartKind): Promise<string[]> {
  const rows = await db.select({ packId: cartLines.packId }).from(cartLines).where(owned(customerId, cart));
  return rows.flatMap((row) => (row.packId ? [row.packId] : []));
}
