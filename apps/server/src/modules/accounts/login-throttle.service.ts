import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { countLoginFailures, deleteLoginFailure, deleteLoginFailures, insertLoginFailure, reserveLoginTurn, stampLoginFailure } from './accounts.repository.js';

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
} as const;

/** How much longer each failure beyond the free ones makes the account's next check wait, and at most. */
export type AccountDelays = { stepMs: number; maxMs: number };
export const ACCOUNT_DELAYS: AccountDelays = { stepMs: 200, maxMs: 2_000 };

export type ThrottleDecision = { lockedForMs: number; delayMs: number };

export function throttleDecision(failures: { pair: number; lastPairAt: Date | null; account: number }, now: Date, delays: AccountDelays): ThrottleDecision {
  let lockedForMs = 0;
  if (failures.pair >= LOGIN_THROTTLE.freePairFailures && failures.lastPairAt) {
    const lockMs = Math.min(1000 * 2 ** (failures.pair - LOGIN_THROTTLE.freePairFailures), LOGIN_THROTTLE.maxLockMs);
    lockedForMs = Math.max(0, failures.lastPairAt.getTime() + lockMs - now.getTime());
  }
  const extra = failures.account - LOGIN_THROTTLE.freeAccountFailures + 1;
  const delayMs = extra > 0 ? Math.min(extra * delays.stepMs, delays.maxMs) : 0;
  return { lockedForMs, delayMs };
}

/** Logins are compared case-insensitively, so 'Demo' and 'demo' share one budget. */
const loginKey = (login: string) => login.trim().toLowerCase();

/** How a started attempt ended: the password was right, wrong, or never checked (a wrong captcha). */
export type LoginAttempt = { succeeded: () => Promise<void>; failed: () => Promise<void>; withdrawn: () => Promise<void> };

/**
 * Starts a password check once the throttle allows it. The attempt counts as a failure from its start, so
 * attempts running at the same time see each other; past the account's free failures it also waits for the
 * account's next turn, which the database hands out one delay apart, so parallel guesses on any number of
 * instances take as long as guesses one after another. Refused (429) while this address is locked out.
 */
export async function startLoginAttempt(db: Database, login: string, ip: string, delays: AccountDelays): Promise<LoginAttempt> {
  const key = loginKey(login);
  const now = new Date();
  const id = await insertLoginFailure(db, key, ip, now);
  const decision = throttleDecision(await countLoginFailures(db, key, ip, new Date(now.getTime() - LOGIN_THROTTLE.windowMs), id), now, delays);
  if (decision.lockedForMs > 0) {
    await deleteLoginFailure(db, id);
    const seconds = Math.ceil(decision.lockedForMs / 1000);
    throw new AppError(429, 'loginThrottled', { seconds }, { headers: { 'retry-after': String(seconds) } });
  }
  if (decision.delayMs > 0) await sleep(await reserveLoginTurn(db, key, decision.delayMs));
  return {
    succeeded: () => deleteLoginFailures(db, key, ip),
    failed: () => stampLoginFailure(db, id, new Date()),
    withdrawn: () => deleteLoginFailure(db, id),
  };
}
