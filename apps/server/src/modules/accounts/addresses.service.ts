import type { Address, AddressInput } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { type AddressRow, countAddresses, deleteAddress, insertAddress, listAddresses, makeDefault, updateAddress } from './addresses.repository.js';

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
