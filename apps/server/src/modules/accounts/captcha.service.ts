import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@portal/domain';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { replaceCaptcha, takeCaptcha } from './accounts.repository.js';

// Characters that cannot be confused with one another in the image.
const CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabdefghjkmnpqrtuy23456789';

function answerHash(answer: string): Buffer {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest();
}

/** A new image for the key, replacing any earlier one; the glyphs are drawn as paths, not text. */
export async function issueCaptcha(db: Database, checkKey: string, now = new Date()): Promise<{ image: string; answer: string }> {
  // Loaded on first use: its font parser is a twentieth of a second of every start otherwise.
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CHARACTERS,
    noise: 3,
    color: true,
    width: 120,
    height: 40,
    fontSize: 44,
    background: '#f3f5f8',
  });
  await replaceCaptcha(db, { checkKey, answerHash: answerHash(captcha.text).toString('hex'), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) }, now);
  return { image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, answer: captcha.text };
}

/** True only for the right answer to a live captcha; the captcha is gone afterwards either way. */
export async function checkCaptcha(db: Database, checkKey: string, answer: string, now = new Date()): Promise<boolean> {
  const row = await takeCaptcha(db, checkKey);
  if (!row || row.expiresAt <= now) return false;
  return timingSafeEqual(answerHash(answer), Buffer.from(row.answerHash, 'hex'));
}
