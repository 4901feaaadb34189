import { type PasswordLogin, SESSION_TTL_MS, STAFF_USERNAME_PATTERN, type StaffInfo, type StaffLoginResult, newPasswordProblem } from '@portal/domain';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { type AccountDelays, checkPasswordLogin, hashPassword, hashToken, isCommonPassword } from '../accounts/index.js';
import {
  type StaffRow,
  findActiveSessionStaff,
  findStaffByUsername,
  insertStaff,
  insertStaffSession,
  revokeStaffSession,
  touchStaffLogin,
} from './staff.repository.js';

const STAFF_PASSWORD_MAX_LENGTH = 100;

export function staffInfoOf({ id, username, realname, permissions }: StaffRow): StaffInfo {
  return { id, username, realname, permissions };
}

export class StaffInputError extends Error {}

/** Creates a staff member (the staff:create command); the password follows the customers' rules and more. */
export async function createStaff(
  db: Database,
  input: { username: string; realname: string; email: string; password: string; permissions: string[] },
  now = new Date(),
): Promise<StaffInfo> {
  const username = input.username.trim().toLowerCase();
  if (!STAFF_USERNAME_PATTERN.test(username))
    throw new StaffInputError('The username must be 3 to 32 lower-case letters, digits, dots, hyphens or underscores.');
  const problem = newPasswordProblem({ password: input.password, maxLength: STAFF_PASSWORD_MAX_LENGTH });
  if (problem || input.password.length < 12)
    throw new StaffInputError('The password must have at least 12 characters and combine letters, digits and symbols.');
  if (isCommonPassword(input.password)) throw new StaffInputError('This password is too common.');
  if (await findStaffByUsername(db, username)) throw new StaffInputError(`A staff member named ${username} already exists.`);
  const row = await insertStaff(db, {
    username,
    realname: input.realname.trim(),
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    permissions: [...new Set(input.permissions.map((code) => code.trim()).filter(Boolean))],
    createdAt: now,
  });
  return staffInfoOf(row);
}

/** Staff sign in as customers do (throttle, captcha, one answer for every failure); a disabled member cannot. */
export async function loginStaff(db: Database, input: PasswordLogin, ip: string, delays: AccountDelays, now = new Date()): Promise<StaffLoginResult> {
  const staff = await checkPasswordLogin(db, input, ip, {
    throttleKey: `staff:${input.username.trim().toLowerCase()}`,
    find: async (login) => {
      const found = await findStaffByUsername(db, login);
      return found && !found.disabled ? found : null;
    },
    delays,
  });
  const token = randomBytes(32).toString('base64url');
  await insertStaffSession(db, { tokenHash: hashToken(token), staffId: staff.id, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  await touchStaffLogin(db, staff.id, now);
  return { token, staff: staffInfoOf(staff) };
}

export function staffForToken(db: Database, token: string, now = new Date()): Promise<StaffRow | null> {
  return findActiveSessionStaff(db, hashToken(token), now);
}

export function endStaffSession(db: Database, token: string, now = new Date()): Promise<void> {
  return revokeStaffSession(db, hashToken(token), now);
}
