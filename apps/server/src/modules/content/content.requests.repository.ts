import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serviceRequests } from './content.table.js';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;

/**
 * Stores a request once per (customer, idempotency key): a repeated or concurrent insert with the same key
 * finds the unique index taken and returns null, and the caller reads the row that won.
 */
export async function insertServiceRequest(db: Database, values: NewServiceRequest): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .insert(serviceRequests)
    .values(values)
    .onConflictDoNothing({ target: [serviceRequests.customerId, serviceRequests.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findByIdempotencyKey(db: Database, customerId: string, idempotencyKey: string): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

export function serviceRequestsOf(db: Database, customerId: string, limit: number): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.customerId, customerId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
}
