import type { Database } from '../../db/client.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import type { CustomerRow } from './accounts.repository.js';

/** `customer.registered` for the supplier's CRM, in the transaction that creates the account. */
export function emitCustomerRegistered(tx: Database, customer: CustomerRow, via: string): Promise<void> {
  return emitWebhookEvent(tx, 'customer.registered', {
    customerId: customer.id,
    username: customer.username,
    realname: customer.realname,
    email: customer.email,
    phone: customer.phone,
    via,
    createdAt: customer.createdAt.toISOString(),
  });
}
