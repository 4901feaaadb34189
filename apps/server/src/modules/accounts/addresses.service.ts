import type { Address, AddressInput } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import {
  type AddressRow,
  countAddresses,
  deleteAddress,
  insertAddress,
  insertAddresses,
  listAddresses,
  makeDefault,
  updateAddress,
} from './addresses.repository.js';

/** Enough for any lab; keeps one account from filling the table. */
export const MAX_ADDRESSES = 50;

const toAddress = ({ customerId: _owner, createdAt: _created, updatedAt: _updated, ...address }: AddressRow): Address => address;

export async function addressesOf(db: Database, customerId: string): Promise<Address[]> {
  return (await listAddresses(db, customerId)).map(toAddress);
}

/** The first address a customer saves becomes the default. */
export async function addAddress(db: Database, customerId: string, input: AddressInput): Promise<Address> {
  const existing = await countAddresses(db, customerId);
  if (existing >= MAX_ADDRESSES) throw new AppError(409, 'conflict');
  return toAddress(await insertAddress(db, customerId, { ...input, isDefault: input.isDefault || existing === 0 }, new Date()));
}

/**
 * Adds imported addresses, all in one transaction, as many as the address book has room for; returns how many were
 * added (the rest, from the end, found the book full). As when they are saved one by one, the last one marked
 * default becomes the default, and a first address book gets one anyway.
 */
export async function addAddresses(db: Database, customerId: string, inputs: readonly AddressInput[]): Promise<number> {
  return insertAddresses(
    db,
    customerId,
    (existing) => {
      const kept = inputs.slice(0, Math.max(0, MAX_ADDRESSES - existing));
      const marked = kept.findLastIndex((input) => input.isDefault);
      const chosen = marked >= 0 ? marked : existing === 0 ? 0 : -1;
      return kept.map((input, index) => ({ ...input, isDefault: index === chosen }));
    },
    new Date(),
  );
}

export async function editAddress(db: Database, customerId: string, id: string, input: AddressInput): Promise<Address> {
  const row = await updateAddress(db, customerId, id, input, new Date());
  if (!row) throw notFound();
  return toAddress(row);
}

export async function setDefaultAddress(db: Database, customerId: string, id: string): Promise<void> {
  if (!(await makeDefault(db, customerId, id))) throw notFound();
}

export async function removeAddress(db: Database, customerId: string, id: string): Promise<void> {
  if (!(await deleteAddress(db, customerId, id))) throw notFound();
}
