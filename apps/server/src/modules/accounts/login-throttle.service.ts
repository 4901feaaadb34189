import type { Database } from '../../db/client.js';
import { countLoginFailures, deleteLoginFailures, insertLoginFailure } from './accounts.repository.js';

/**
 * Throttling of password logins (security.md S4). From one address an account gets a few free failures,
 * then each further failure doubles the wait before that address may try again. Across all addresses the
 * account only slows down, never locks, so an attacker elsewhere cannot lock the real user out.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  freePairFailures: 5,
  maxLockMs: 15 * 60_000,
  freeAccountFailures: 10,
  accountDelayStepMs: 200,
  maxAccountDelayMs: 2_000,
} as const;

export type ThrottleDecision = { lockedForMs: number; delayMs: number };

export function throttleDecision(failures: { pair: number; lastPairAt: Date | null; account: number }, now: Date): ThrottleDecision {
  let lockedForMs = 0;
  if (failures.pair >= LOGIN_THROTTLE.freePairFailures && failures.lastPairAt) {
    const lockMs = Math.min(1000 * 2 ** (failures.pair - LOGIN_THROTTLE.freePairFailures), LOGIN_THROTTLE.maxLockMs);
    lockedForMs = Math.max(0, failures.lastPairAt.getTime() + lockMs - now.getTime());
  }
  const extra = failures.account - LOGIN_THROTTLE.freeAccountFailures + 1;
  const delayMs = extra > 0 ? Math.min(extra * LOGIN_THROTTLE.accountDelayStepMs, LOGIN_THROTTLE.maxAccountDelayMs) : 0;
  return { lockedForMs, delayMs };
}

/** Logins are compared case-insensitively, so 'Demo' and 'demo' share one budget. */
const loginKey = (login: string) => login.trim().toLowerCase();

export async function loginThrottle(db: Database, login: string, ip: string, now = new Date()): Promise<ThrottleDecision> {
  const failures = await countLoginFailures(db, loginKey(login), ip, new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
  return throttleDecision(failures, now);
}

export const recordLoginFailure = (db: Database, login: string, ip: string, now = new Date()) => insertLoginFailure(db, loginKey(login), ip, now);

export const clearLoginFailures = (db: Database, login: string, ip: string) => deleteLoginFailures(db, loginKey(login), ip);
