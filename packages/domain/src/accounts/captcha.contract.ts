import { z } from 'zod';

/** Captcha rules of wire-contract.md: 4 characters, case-insensitive, 60 s, single use. */
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 60_000;

/** The client's key for one captcha (JeecgBoot clients send a timestamp). */
export const checkKeySchema = z
  .union([z.string(), z.number().int()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/));

export const captchaAnswerSchema = z.string().trim().min(1, 'errors.captchaRequired').max(10);
