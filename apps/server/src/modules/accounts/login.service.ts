import { FROZEN_ACCOUNT_CODE, FROZEN_AFTER_MS, type Language, type LoginResult, type PasswordLogin } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type CustomerRow, findCustomerByLogin, touchLastLogin } from './accounts.repository.js';
import { checkCaptcha } from './captcha.service.js';
import { type AccountDelays, startLoginAttempt } from './login-throttle.service.js';
import { departmentsAtLogin } from './departments.service.js';
import { verifyPassword } from './passwords.js';
import { userInfoOf } from './profile.service.js';
import { startSession } from './sessions.service.js';

/**
 * Throttle, then captcha (spent on every attempt), then password. Unknown user and wrong password get
 * one answer, so replies never reveal which accounts exist (security.md S5). `throttleKey` keeps the
 * failures of different kinds of account apart; `find` looks the account up by the name typed.
 */
export async function checkPasswordLogin<T extends { passwordHash: string | null }>(
  db: Database,
  input: PasswordLogin,
  ip: string,
  account: { throttleKey: string; find: (login: string) => Promise<T | null>; delays: AccountDelays },
): Promise<T> {
  const attempt = await startLoginAttempt(db, account.throttleKey, ip, account.delays);
  if (!(await checkCaptcha(db, input.checkKey, input.captcha))) {
    await attempt.withdrawn();
    throw new AppError(400, 'captchaWrong');
  }
  const found = await account.find(input.username);
  const valid = await verifyPassword(found?.passwordHash ?? null, input.password);
  if (!found || !valid) {
    await attempt.failed();
    throw new AppError(400, 'badCredentials');
  }
  await attempt.succeeded();
  return found;
}

export async function loginWithPassword(db: Database, input: PasswordLogin, ip: string, delays: AccountDelays): Promise<SessionStart> {
  const customer = await checkPasswordLogin(db, input, ip, { throttleKey: input.username, find: (login) => findCustomerByLogin(db, login), delays });
  if (isFrozen(customer)) throw new AppError(403, 'accountFrozen', {}, { code: FROZEN_ACCOUNT_CODE });
  return completeLogin(db, customer);
}

/** Unused for FROZEN_AFTER_MS since the last sign-in (or since sign-up, for one who never signed in). */
export function isFrozen(customer: CustomerRow, now = new Date()): boolean {
  const lastActive = customer.lastLoginAt ?? customer.createdAt;
  return now.getTime() - lastActive.getTime() > FROZEN_AFTER_MS;
}

/** What a sign-in yields; the reply adds the dictionaries in the visitor's language (`loginReply`). */
export type SessionStart = Omit<LoginResult, 'sysAllDictItems'>;
export type DictionarySource = { all(language: Language): Promise<LoginResult['sysAllDictItems']> };

/** Starts the session of a customer who has proved who they are. */
export async function completeLogin(db: Database, customer: CustomerRow): Promise<SessionStart> {
  const [token, { departs, multi_depart, orgCode }] = await Promise.all([
    startSession(db, customer.id),
    departmentsAtLogin(db, customer),
    touchLastLogin(db, customer.id, new Date()),
  ]);
  return { token, userInfo: { ...userInfoOf(customer), orgCode: orgCode ?? '' }, departs, multi_depart };
}
