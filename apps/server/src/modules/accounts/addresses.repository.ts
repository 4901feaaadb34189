import type { AddressInput } from '@portal/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addresses } from './accounts.table.js';

export type AddressRow = typeof addresses.$inferSelect;

/** Every query names the owner, so one customer can never reach another's address (security.md S8). */
const owned = (customerId: string, id: string) => and(eq(addresses.id, id), eq(addresses.customerId, customerId));

export function listAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}

export async function ownedAddress(db: Database, customerId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(owned(customerId, id));
  return row ?? null;
}

export async function countAddresses(db: Database, customerId: string): Promise<number> {
  return (await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customerId))).length;
}

/** Saving a default clears the previous one in the same transaction. */
export async function insertAddress(db: Database, customerId: string, input: AddressInput, now: Date): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    if (input.isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, customerId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('address insert returned nothing');
    return row;
  });
}

/**
 * Adds several addresses in one transaction: `plan` sees how many the customer has and returns the rows to add
 * (already decided which one, if any, is the default). Returns how many were added.
 */
export async function insertAddresses(db: Database, customerId: string, plan: (existing: number) => AddressInput[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [counted] = await tx.select({ value: count() }).from(addresses).where(eq(addresses.customerId, customerId));
    const rows = plan(counted?.value ?? 0);
    if (rows.length === 0) return 0;
    if (rows.some((row) => row.isDefault)) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    // A millisecond apart, so the list shows them in the order given.
    const stamp = (index: number) => new Date(now.getTime() + index);
    await tx.insert(addresses).values(rows.map((row, index) => ({ ...row, customerId, createdAt: stamp(index), updatedAt: stamp(index) })));
    return rows.length;
  });
}

export async function updateAddress(db: Database, customerId: string, id: string, input: AddressInput, now: Date): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    if (input.isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    const [row] = await tx
      .update(addresses)
      .set({ ...input, updatedAt: now })
      .where(owned(customerId, id))
      .returning();
    return row ?? null;
  });
}

export async function makeDefault(db: Database, customerId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: addresses.id }).from(addresses).where(owned(customerId, id));
    if (!exists) return false;
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
    await tx.update(addresses).set({ isDefault: true }).where(owned(customerId, id));
    return true;
  });
}

export async function deleteAddress(db: Database, customerId: string, id: string): Promise<boolean> {
  return (await db.delete(addresses).where(owned(customerId, id)).returning({ id: addresses.id })).length === 1;
}
