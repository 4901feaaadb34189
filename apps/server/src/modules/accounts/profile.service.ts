import { type UserInfo, maskPhone } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { type CustomerRow, findCustomerTaking, updateProfile } from './accounts.repository.js';

export type ProfileUpdate = { realname: string; nickname: string; email: string };

export function userInfoOf({ id, username, realname, nickname, avatar, orgCode }: CustomerRow): UserInfo {
  return { id, username, realname, nickname, avatar, orgCode: orgCode ?? '' };
}

export async function saveProfile(db: Database, customer: CustomerRow, input: ProfileUpdate): Promise<UserInfo & { email: string; phone: string }> {
  const email = input.email ? input.email.toLowerCase() : null;
  if (email && email !== customer.email && (await findCustomerTaking(db, 'email', email))) throw new AppError(400, 'emailTaken');
  const row = await updateProfile(db, customer.id, { realname: input.realname, nickname: input.nickname, email }, new Date());
  if (!row) throw notFound();
  return { ...userInfoOf(row), email: row.email ?? '', phone: maskPhone(row.phone) };
}
