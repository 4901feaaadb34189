import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { uploadsOf } from '../uploads/index.js';
import { type CustomerRow, anonymiseCustomer, sessionsOf } from './accounts.repository.js';
import { listAddresses } from './addresses.repository.js';
import { customerChoices } from './attributes.repository.js';
import { verifyPassword } from './passwords.js';

/**
 * What other modules hold about a customer (orders, carts, invoices): handed in by the app, so this module
 * depends on none of them.
 */
export type PersonalDataHolders = {
  collect: (db: Database, customerId: string) => Promise<Record<string, unknown>>;
  /** Runs in the deletion's transaction. */
  erase: (db: Database, customerId: string) => Promise<void>;
};

/** Several modules' holders as one: their exports side by side, their erasures one after another in the same transaction. */
export function personalDataOf(holders: readonly PersonalDataHolders[]): PersonalDataHolders {
  return {
    async collect(db, customerId) {
      return Object.assign({}, ...(await Promise.all(holders.map((holder) => holder.collect(db, customerId))))) as Record<string, unknown>;
    },
    async erase(db, customerId) {
      for (const holder of holders) await holder.erase(db, customerId);
    },
  };
}

/** Everything the portal holds about the customer, for download (security.md S19). */
export async function exportCustomerData(db: Database, customer: CustomerRow, holders: PersonalDataHolders) {
  const [addressRows, sessionRows, attributes, files] = await Promise.all([
    listAddresses(db, customer.id),
    sessionsOf(db, customer.id),
    customerChoices(db, customer.id),
    uploadsOf(db, customer.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      username: customer.username,
      realname: customer.realname,
      nickname: customer.nickname,
      email: customer.email,
      phone: customer.phone,
      createdAt: customer.createdAt.toISOString(),
    },
    addresses: addressRows.map(({ customerId: _owner, ...address }) => address),
    attributes,
    sessions: sessionRows,
    files: files.map(({ path, originalName, contentType, size, createdAt }) => ({ path, originalName, contentType, size, createdAt: createdAt.toISOString() })),
    ...(await holders.collect(db, customer.id)),
  };
}

/**
 * Closing an account needs the password; personal data is erased, every session ends, and records the
 * law requires (orders and invoices, without the person's name and contact details) stay, tied to the anonymous
 * account.
 */
export async function deleteAccount(db: Database, customer: CustomerRow, password: string, holders: PersonalDataHolders): Promise<void> {
  if (!(await verifyPassword(customer.passwordHash, password))) throw new AppError(400, 'oldPasswordWrong');
  await anonymiseCustomer(db, customer.id, new Date(), (tx) => holders.erase(tx, customer.id));
}
