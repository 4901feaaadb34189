import type { Database } from '../../db/client.js';
import type { CustomerRow } from './accounts.repository.js';
import { createLinkedCustomer, customerForIdentity } from './external-identities.repository.js';

/** Usernames to try for a new linked account, within the portal's username rule. */
function usernameCandidates(subject: string): string[] {
  const base = subject
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 14)
    .padEnd(4, '_');
  return [base, ...Array.from({ length: 9 }, (_unused, index) => `${base}_${index + 1}`)];
}

/**
 * The account an outside identity (a CAS or OAuth subject, a procurement system's user) signs in to: the one linked
 * to it, or a new one linked now, named after the preferred user name or the first free variant of it.
 */
export async function customerLinkedTo(
  db: Database,
  identity: { provider: string; subject: string },
  profile: { username: string; realname: string; email: string | null },
): Promise<CustomerRow> {
  return (
    (await customerForIdentity(db, identity.provider, identity.subject)) ??
    (await createLinkedCustomer(db, identity, { usernames: usernameCandidates(profile.username), realname: profile.realname, email: profile.email }))
  );
}
