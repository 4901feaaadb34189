import { FROZEN_ACCOUNT_CODE, FROZEN_AFTER_MS, type LoginResult, type PasswordLogin } from '@portal/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type CustomerRow, findCustomerByLogin, touchLastLogin } from './accounts.repository.js';
import { checkCaptcha } from './captcha.service.js';
import { clearLoginFailures, loginThrottle, recordLoginFailure } from './login-throttle.service.js';
import { departmentsAtLogin } from './departments.service.js';
import { verifyPassword } from './passwords.js';
import { userInfoOf } from './profile.service.js';
import { startSession } from './sessions.service.js';

/**
 * Throttle, then captcha (spent on every attempt), then password. Unknown user and wrong password get
 * one answer, so replies never reveal which accounts exist (security.md S5).
 */
export async function loginWithPassword(db: Database, input: PasswordLogin, ip: string): Promise<LoginResult> {
  const throttle = await loginThrottle(db, input.username, ip);
  if (throttle.lockedForMs > 0) {
    const seconds = Math.ceil(throttle.lockedForMs / 1000);
    throw new AppError(429, 'loginThrottled', { seconds }, { headers: { 'retry-after': String(seconds) } });
  }
  if (throttle.delayMs > 0) await sleep(throttle.delayMs);
  if (!(await checkCaptcha(db, input.checkKey, input.captcha))) throw new AppError(400, 'captchaWrong');

  const customer = await findCustomerByLogin(db, input.username);
  const valid = await verifyPassword(customer?.passwordHash ?? null, input.password);
  if (!customer || !valid) {
    await recordLoginFailure(db, input.username, ip);
    throw new AppError(400, 'badCredentials');
  }
  await clearLoginFailures(db, input.username, ip);
  if (isFrozen(customer)) throw new AppError(403, 'accountFrozen', {}, { code: FROZEN_ACCOUNT_CODE });
  return completeLogin(db, customer);
}

/** Unused for FROZEN_AFTER_MS since the last sign-in (or since sign-up, for one who never signed in). */
export function isFrozen(customer: CustomerRow, now = new Date()): boolean {
  const lastActive = customer.lastLoginAt ?? customer.createdAt;
  return now.getTime() - lastActive.getTime() > FROZEN_AFTER_MS;
}

/** The reply of every successful sign-in, whatever the way in. */
export async function completeLogin(db: Database, customer: CustomerRow): Promise<LoginResult> {
  const [token, { departs, multi_depart, orgCode }] = await Promise.all([
    startSession(db, customer.id),
    departmentsAtLogin(db, customer),
    touchLastLogin(db, customer.id, new Date()),
  ]);
  return { token, userInfo: { ...userInfoOf(customer), orgCode: orgCode ?? '' }, departs, multi_depart, sysAllDictItems: {} };
}
