import { type Language, SMS_CODE_LENGTH, type SmsPurpose, translate } from '@portal/domain';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { enqueueMessage } from '../notifications/index.js';
import { codeSendStats, countWrongTry, insertCode, latestLiveCode, useCode } from './codes.repository.js';

/** wire-contract.md: 10 minutes, single use, 5 wrong tries, one send a minute, daily caps. */
export const CODE_RULES = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  dailyPerRecipient: 10,
  dailyPerAddress: 30,
} as const;

const DAY_MS = 24 * 3600_000;

function codeHash(recipient: string, purpose: SmsPurpose, code: string): Buffer {
  return createHash('sha256').update(`${recipient}\u0000${purpose}\u0000${code}`).digest();
}

export type CodeMessage = { language: Language; brand: string };

/**
 * What a code request sends: the code; nothing (the recipient has no account, and the reply must not say so); or,
 * for a registration with an e-mail address that already has an account, a note saying so to that address only.
 */
export type CodeDelivery = 'code' | 'nothing' | 'accountExists';

/**
 * Creates a code and queues its message in one transaction. A request that sends no code is still recorded, so
 * the limits and the reply stay the same whoever the recipient is.
 */
export async function sendCode(
  db: Database,
  input: { recipient: string; purpose: SmsPurpose; ip: string; delivery: CodeDelivery; message: CodeMessage },
  now = new Date(),
): Promise<void> {
  const stats = await codeSendStats(db, input.recipient, input.ip, new Date(now.getTime() - DAY_MS));
  if (stats.lastAt && now.getTime() - stats.lastAt.getTime() < CODE_RULES.resendAfterMs) {
    const seconds = Math.ceil((CODE_RULES.resendAfterMs - (now.getTime() - stats.lastAt.getTime())) / 1000);
    throw new AppError(429, 'smsTooSoon', { seconds }, { headers: { 'retry-after': String(seconds) } });
  }
  if (stats.recipientSent >= CODE_RULES.dailyPerRecipient || stats.ipSent >= CODE_RULES.dailyPerAddress) {
    throw new AppError(429, 'smsDailyLimit');
  }
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const { language, brand } = input.message;
  const texts = {
    code: { subject: translate(language, 'errors', 'codeSubject', { brand }), body: translate(language, 'errors', 'codeMessage', { brand, code }) },
    accountExists: {
      subject: translate(language, 'errors', 'accountExistsSubject', { brand }),
      body: translate(language, 'errors', 'accountExistsMessage', { brand }),
    },
    nothing: null,
  }[input.delivery];
  await db.transaction(async (tx) => {
    await insertCode(tx, {
      recipient: input.recipient,
      purpose: input.purpose,
      codeHash: codeHash(input.recipient, input.purpose, code).toString('hex'),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
    });
    if (texts) await enqueueMessage(tx, { channel: input.recipient.includes('@') ? 'email' : 'sms', recipient: input.recipient, ...texts });
  });
}

/** True once for the right code; a wrong one counts a try. Callers answer every failure the same way. */
export async function consumeCode(db: Database, recipient: string, purpose: SmsPurpose, code: string, now = new Date()): Promise<boolean> {
  const row = await latestLiveCode(db, recipient, purpose, now);
  if (!row) return false;
  const matches = timingSafeEqual(codeHash(recipient, purpose, code.trim()), Buffer.from(row.codeHash, 'hex'));
  if (!matches) {
    await countWrongTry(db, row.id, CODE_RULES.maxAttempts, now);
    return false;
  }
  return useCode(db, row.id, now);
}
