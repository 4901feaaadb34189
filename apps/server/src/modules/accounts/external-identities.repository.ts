import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { CustomerRow } from './accounts.repository.js';
import { customers, externalIdentities } from './accounts.table.js';

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
      return customer;
    }
    throw new Error('no free username for the linked account');
  });
}
