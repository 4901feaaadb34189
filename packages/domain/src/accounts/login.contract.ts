import { z } from 'zod';
import { captchaAnswerSchema, checkKeySchema } from './captcha.contract.js';
import { departmentSchema } from './department.contract.js';
import { userInfoSchema } from './user-info.contract.js';

/** Spec section 4: an account unused this long must sign in once with a phone or e-mail code. */
export const FROZEN_AFTER_MS = 180 * 24 * 3600 * 1000;
/** The envelope code that makes the client show the code verification (spec section 8). */
export const FROZEN_ACCOUNT_CODE = 501;

export const passwordLoginSchema = z.object({
  username: z.string().trim().min(1, 'errors.signInUsernameRequired').max(100),
  password: z.string().min(1, 'errors.signInPasswordRequired').max(100),
  captcha: captchaAnswerSchema,
  checkKey: checkKeySchema,
  remember_me: z.boolean().optional(),
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  departs: z.array(departmentSchema),
  multi_depart: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  sysAllDictItems: z.record(z.string(), z.array(z.object({ value: z.string(), text: z.string(), title: z.string(), label: z.string() }))),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
