import { z } from 'zod';
import { REGISTRATION_PASSWORD_MAX_LENGTH, newPasswordProblem } from './password-rules.js';

/** Spec section 5: 11 digits, first 1, second 3 to 9; trimmed; at most 45 characters as typed. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_MAX_LENGTH = 45;
export const SMS_CODE_LENGTH = 6;
/** Seconds the get-code button counts down after a send. */
export const SMS_COUNTDOWN_SECONDS = 60;

export const mobileSchema = z
  .string()
  .max(MOBILE_MAX_LENGTH)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, { message: 'errors.mobileRequired', abort: true }).regex(MOBILE_PATTERN, 'errors.mobileInvalid'));

export const smsCodeSchema = z.string().trim().min(1, 'errors.smsCodeRequired').max(10);

/** What a code is for (`smsmode` on the wire): 0 login, 1 register or bind, 2 forgot password. */
export const SMS_PURPOSES = { '0': 'login', '1': 'register', '2': 'reset' } as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[keyof typeof SMS_PURPOSES];

export const smsRequestSchema = z.object({
  mobile: mobileSchema,
  smsmode: z.union([z.enum(['0', '1', '2']), z.literal(0), z.literal(1), z.literal(2)]).transform((mode) => SMS_PURPOSES[String(mode) as '0' | '1' | '2']),
});
export type SmsRequest = z.infer<typeof smsRequestSchema>;

export const emailSchema = z.string().trim().toLowerCase().email('errors.emailInvalid').max(100);

/**
 * POST /by-order-client/customer/loginByCode with a phone or an e-mail code: spec section 3 names
 * `mobile, captcha` (alternate `mobilePhone, validateCode`); an `email` field selects an e-mail code.
 */
export const codeLoginSchema = z
  .object({
    mobile: z.string().optional(),
    mobilePhone: z.string().optional(),
    email: z.string().optional(),
    captcha: z.string().optional(),
    validateCode: z.string().optional(),
  })
  .transform((body) => {
    const captcha = body.captcha ?? body.validateCode ?? '';
    return body.email ? { kind: 'email' as const, recipient: body.email, captcha } : { kind: 'mobile' as const, recipient: body.mobile ?? body.mobilePhone ?? '', captcha };
  })
  .pipe(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('mobile'), recipient: mobileSchema, captcha: smsCodeSchema }),
      z.object({ kind: z.literal('email'), recipient: emailSchema, captcha: smsCodeSchema }),
    ]),
  );
export type CodeLogin = z.infer<typeof codeLoginSchema>;

/** E-mail codes sign in (and so unfreeze an account) or reset the password; registration goes by phone. */
export const emailCodeRequestSchema = z.object({
  email: emailSchema,
  smsmode: z.union([z.enum(['0', '2']), z.literal(0), z.literal(2)]).transform((mode) => SMS_PURPOSES[String(mode) as '0' | '2']),
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

function passwordIssue(password: string, context: z.RefinementCtx, maxLength: number) {
  const problem = newPasswordProblem({ password, maxLength });
  if (problem) context.addIssue({ code: 'custom', path: ['password'], message: `errors.${problem}`, params: { maximum: maxLength } });
}

/** Registration: username, password (8 to 16), phone with its SMS code, optional e-mail, agreement ticked. */
export const registrationSchema = z
  .object({
    username: z.string().trim().min(1, 'errors.usernameRequired').regex(USERNAME_PATTERN, 'errors.usernameRule'),
    password: z.string(),
    mobile: mobileSchema,
    smscode: smsCodeSchema,
    email: z.union([z.literal(''), z.string().trim().email('errors.emailInvalid').max(100)]).optional(),
    agreement: z.literal(true, { message: 'errors.agreementRequired' }),
  })
  .superRefine((value, context) => passwordIssue(value.password, context, REGISTRATION_PASSWORD_MAX_LENGTH));
export type Registration = z.infer<typeof registrationSchema>;

/** Forgot password (/user/alteration): a phone or e-mail code (the `email` field selects e-mail), and the new password. */
export const passwordResetSchema = z
  .object({ mobile: z.string().optional(), email: z.string().optional(), smscode: smsCodeSchema, password: z.string() })
  .superRefine((value, context) => passwordIssue(value.password, context, REGISTRATION_PASSWORD_MAX_LENGTH))
  .transform(({ mobile, email, smscode, password }) =>
    email ? { kind: 'email' as const, recipient: email, smscode, password } : { kind: 'mobile' as const, recipient: mobile ?? '', smscode, password },
  )
  .pipe(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('mobile'), recipient: mobileSchema, smscode: z.string(), password: z.string() }),
      z.object({ kind: z.literal('email'), recipient: emailSchema, smscode: z.string(), password: z.string() }),
    ]),
  );
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** POST /by-order-client/byCustomer/bindPhone (signed): spec section 3 bind-phone form. */
export const bindPhoneSchema = z.object({ phone: mobileSchema, smscode: smsCodeSchema });

/** A phone number as screens show it back to its owner: the middle digits hidden ('138****5678'). */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
