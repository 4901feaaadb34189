import { type UserInfo, maskPhone } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { findOwnedUpload } from '../uploads/index.js';
import { type CustomerRow, findCustomerTaking, updateAvatar, updateProfile } from './accounts.repository.js';

export type ProfileUpdate = { realname: string; nickname: string; email: string };

export type Profile = UserInfo & { email: string; phone: string };

export function profileOf(row: CustomerRow): Profile {
  return { ...userInfoOf(row), email: row.email ?? '', phone: maskPhone(row.phone) };
}

export function userInfoOf({ id, username, realname, nickname, avatar, orgCode }: CustomerRow): UserInfo {
  return { id, username, realname, nickname, avatar, orgCode: orgCode ?? '' };
}

export async function saveProfile(db: Database, customer: CustomerRow, input: ProfileUpdate): Promise<Profile> {
  const email = input.email ? input.email.toLowerCase() : null;
  if (email && email !== customer.email && (await findCustomerTaking(db, 'email', email))) throw new AppError(400, 'emailTaken');
  const row = await updateProfile(db, customer.id, { realname: input.realname, nickname: input.nickname, email }, new Date());
  if (!row) throw notFound();
  return profileOf(row);
}

/** The avatar is a picture the customer uploaded to the avatar folder, or '' for none. */
export async function saveAvatar(db: Database, customer: CustomerRow, avatar: string): Promise<Profile> {
  if (avatar) {
    const upload = await findOwnedUpload(db, customer.id, avatar);
    if (!upload || upload.folder !== 'avatar') throw new AppError(400, 'avatarInvalid');
  }
  const row = await updateAvatar(db, customer.id, avatar, new Date());
  if (!row) throw notFound();
  return profileOf(row);
}
