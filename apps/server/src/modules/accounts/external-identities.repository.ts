import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emitCustomerRegistered } from './accounts.events.js';
import type { CustomerRow } from './accounts.repository.js';
import { customers, externalIdentities, loginTickets, oauthStates } from './accounts.table.js';

export async function customerForIdentity(db: Database, provider: string, subject: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(externalIdentities)
    .innerJoin(customers, eq(customers.id, externalIdentities.customerId))
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
  return row?.customer ?? null;
}

/** Creates the customer and the link in one transaction; the username is the first free candidate. */
export async function createLinkedCustomer(
  db: Database,
  identity: { provider: string; subject: string },
  profile: { usernames: string[]; realname: string; email: string | null },
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    for (const username of profile.usernames) {
      const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.username, username));
      if (taken) continue;
      const [emailOwner] = profile.email ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, profile.email)) : [];
      const [customer] = await tx
        .insert(customers)
        .values({ username, realname: profile.realname, email: emailOwner ? null : profile.email })
        .returning();
      if (!customer) throw new Error('customer insert returned nothing');
      await tx.insert(externalIdentities).values({ ...identity, customerId: customer.id });
      await emitCustomerRegistered(tx, customer, identity.provider);
      return customer;
    }
    throw new Error('no free username for the linked account');
  });
}

export async function saveOauthState(db: Database, row: typeof oauthStates.$inferInsert, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(row);
}

/** Reads and deletes in one statement: a state answers one callback only. */
export async function takeOauthState(db: Database, state: string) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row ?? null;
}

export async function saveLoginTicket(db: Database, row: typeof loginTickets.$inferInsert, now: Date) {
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, now));
  await db.insert(loginTickets).values(row);
}

export async function takeLoginTicket(db: Database, ticketHash: string, provider: string) {
  const [row] = await db
    .delete(loginTickets)
    .where(and(eq(loginTickets.ticketHash, ticketHash), eq(loginTickets.provider, provider)))
    .returning();
  return row ?? null;
}

export async function findCustomerById(db: Database, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}
