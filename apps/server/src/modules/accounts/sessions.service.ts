import { SESSION_TTL_MS } from '@portal/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { type CustomerRow, findActiveSessionCustomer, insertSession, revokeSession } from './accounts.repository.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits; the client keeps the token, the database only its hash. */
export async function startSession(db: Database, customerId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, { tokenHash: hashToken(token), customerId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

export function customerForToken(db: Database, token: string, now = new Date()): Promise<CustomerRow | null> {
  return findActiveSessionCustomer(db, hashToken(token), now);
}

export function endSession(db: Database, token: string, now = new Date()): Promise<void> {
  return revokeSession(db, hashToken(token), now);
}
