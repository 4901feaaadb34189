import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { punchoutBuyers, punchoutDocuments, punchoutSessions } from './punchout.table.js';

export type BuyerRow = typeof punchoutBuyers.$inferSelect;
export type NewBuyer = typeof punchoutBuyers.$inferInsert;
export type SessionRow = typeof punchoutSessions.$inferSelect;
export type DocumentRow = typeof punchoutDocuments.$inferSelect;

// The outer row is named in full: a lone column would resolve to the subquery's own table.
const sessionCount = sql<number>`(select count(*) from punchout_sessions s where s.buyer_id = punchout_buyers.id)`.mapWith(Number);
const orderCount = sql<number>`(select count(*) from punchout_documents d
  where d.buyer_id = punchout_buyers.id and d.kind = 'OrderRequest' and d.order_id is not null)`.mapWith(Number);

export type BuyerWithCounts = BuyerRow & { sessions: number; orders: number };

export async function buyersWithCounts(db: Database, id?: string): Promise<BuyerWithCounts[]> {
  return db
    .select({ buyer: punchoutBuyers, sessions: sessionCount, orders: orderCount })
    .from(punchoutBuyers)
    .where(id ? eq(punchoutBuyers.id, id) : undefined)
    .orderBy(punchoutBuyers.name)
    .then((rows) => rows.map((row) => ({ ...row.buyer, sessions: row.sessions, orders: row.orders })));
}

export async function insertBuyer(db: Database, values: NewBuyer): Promise<BuyerRow> {
  const [row] = await db.insert(punchoutBuyers).values(values).returning();
  if (!row) throw new Error('buyer insert returned nothing');
  return row;
}

export async function updateBuyer(db: Database, id: string, values: Partial<NewBuyer>): Promise<BuyerRow | null> {
  const [row] = await db
    .update(punchoutBuyers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(punchoutBuyers.id, id))
    .returning();
  return row ?? null;
}

/** The cXML buyer a document's From identity names (identities are matched without regard to case). */
export async function buyerByIdentity(db: Database, protocol: 'cxml' | 'oci', identity: string): Promise<BuyerRow | null> {
  const column = protocol === 'cxml' ? punchoutBuyers.fromIdentity : punchoutBuyers.ociUsername;
  const [row] = await db
    .select()
    .from(punchoutBuyers)
    .where(and(eq(punchoutBuyers.protocol, protocol), sql`lower(${column}) = lower(${identity})`));
  return row ?? null;
}

export async function insertSession(db: Database, values: typeof punchoutSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(punchoutSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Redeems a start ticket: one statement, so two tabs racing with the same address cannot both enter. */
export async function takeTicket(db: Database, ticketHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await db
    .update(punchoutSessions)
    .set({ ticketHash: null, state: 'open' })
    .where(and(eq(punchoutSessions.ticketHash, ticketHash), gt(punchoutSessions.ticketExpiresAt, now)))
    .returning();
  return row ?? null;
}

/** The customer's live PunchOut session, with its buyer: the one the cart goes back to. */
export async function liveSessionOf(db: Database, customerId: string, now: Date): Promise<{ session: SessionRow; buyer: BuyerRow } | null> {
  const [row] = await db
    .select({ session: punchoutSessions, buyer: punchoutBuyers })
    .from(punchoutSessions)
    .innerJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutSessions.buyerId))
    .where(
      and(
        eq(punchoutSessions.customerId, customerId),
        inArray(punchoutSessions.state, ['open', 'transferred']),
        gt(punchoutSessions.expiresAt, now),
        eq(punchoutBuyers.enabled, true),
      ),
    )
    .orderBy(desc(punchoutSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function sessionOfBuyer(db: Database, buyerId: string, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(punchoutSessions)
    .where(and(eq(punchoutSessions.id, sessionId), eq(punchoutSessions.buyerId, buyerId)));
  return row ?? null;
}

export async function updateSession(db: Database, id: string, values: Partial<typeof punchoutSessions.$inferInsert>): Promise<void> {
  await db.update(punchoutSessions).set(values).where(eq(punchoutSessions.id, id));
}

export async function sessionPage(db: Database, buyerId: string, page: { limit: number; offset: number }) {
  const where = eq(punchoutSessions.buyerId, buyerId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ session: punchoutSessions, orderNo: orders.orderNo })
      .from(punchoutSessions)
      .leftJoin(orders, eq(orders.id, punchoutSessions.orderId))
      .where(where)
      .orderBy(desc(punchoutSessions.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(punchoutSessions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function insertDocument(db: Database, values: typeof punchoutDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(punchoutDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** The purchase order already accepted under this payloadID, if any: a repeat is answered from it. */
export async function acceptedOrderRequest(db: Database, buyerId: string, payloadId: string): Promise<{ orderNo: string } | null> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(punchoutDocuments)
    .innerJoin(orders, eq(orders.id, punchoutDocuments.orderId))
    .where(
      and(
        eq(punchoutDocuments.buyerId, buyerId),
        eq(punchoutDocuments.payloadId, payloadId),
        eq(punchoutDocuments.kind, 'OrderRequest'),
        isNotNull(punchoutDocuments.orderId),
      ),
    );
  return row ?? null;
}

const documentColumns = {
  document: punchoutDocuments,
  buyerName: sql<string>`coalesce(${punchoutBuyers.name}, '')`,
  orderNo: orders.orderNo,
};

export async function documentPage(db: Database, filter: { buyerId?: string; sessionId?: string }, page: { limit: number; offset: number }) {
  const where = and(
    filter.buyerId ? eq(punchoutDocuments.buyerId, filter.buyerId) : undefined,
    filter.sessionId ? eq(punchoutDocuments.sessionId, filter.sessionId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(documentColumns)
      .from(punchoutDocuments)
      .leftJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutDocuments.buyerId))
      .leftJoin(orders, eq(orders.id, punchoutDocuments.orderId))
      .where(where)
      .orderBy(desc(punchoutDocuments.createdAt), desc(punchoutDocuments.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(punchoutDocuments)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function documentById(db: Database, id: string) {
  const [row] = await db
    .select(documentColumns)
    .from(punchoutDocuments)
    .leftJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutDocuments.buyerId))
    .leftJoin(orders, eq(orders.id, punchoutDocuments.orderId))
    .where(eq(punchoutDocuments.id, id));
  return row ?? null;
}
