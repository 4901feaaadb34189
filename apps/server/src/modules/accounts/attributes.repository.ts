import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { attributeGroups, attributeItems, customerAttributes } from './accounts.table.js';

export async function listAttributeGroups(db: Database) {
  const [groups, items] = await Promise.all([
    db.select().from(attributeGroups).orderBy(asc(attributeGroups.sortOrder)),
    db.select().from(attributeItems).orderBy(asc(attributeItems.sortOrder)),
  ]);
  return groups.map((group) => ({ ...group, items: items.filter((item) => item.groupKey === group.key) }));
}

export function customerChoices(db: Database, customerId: string) {
  return db
    .select({ attributeKey: customerAttributes.groupKey, attribute: customerAttributes.value })
    .from(customerAttributes)
    .where(eq(customerAttributes.customerId, customerId));
}

export async function itemExists(db: Database, groupKey: string, value: string): Promise<boolean> {
  const rows = await db
    .select({ value: attributeItems.value })
    .from(attributeItems)
    .where(and(eq(attributeItems.groupKey, groupKey), eq(attributeItems.value, value)));
  return rows.length === 1;
}

export async function chooseAttribute(db: Database, customerId: string, groupKey: string, value: string, now: Date) {
  await db
    .insert(customerAttributes)
    .values({ customerId, groupKey, value, updatedAt: now })
    .onConflictDoUpdate({ target: [customerAttributes.customerId, customerAttributes.groupKey], set: { value, updatedAt: now } });
}

export async function clearAttribute(db: Database, customerId: string, groupKey: string) {
  await db.delete(customerAttributes).where(and(eq(customerAttributes.customerId, customerId), eq(customerAttributes.groupKey, groupKey)));
}
