import { z } from 'zod';
import type { Edition } from '../i18n/languages.js';
import { MOBILE_MAX_LENGTH } from './mobile-rule.js';
import { canonicalPhone } from './phone-number.js';

export const SMS_CODE_LENGTH = 6;
/** Seconds the get-code button counts down after a send. */
export const SMS_COUNTDOWN_SECONDS = 60;

/**
 * A phone number as the edition takes it (phone-number.ts), trimmed and in its kept form. The Chinese edition
 * answers with the spec's mobile messages; the international one asks for the country code.
 */
export function phoneSchema(edition: Edition) {
  const messages =
    edition === 'zh'
      ? { required: 'errors.mobileRequired', invalid: 'errors.mobileInvalid' }
      : { required: 'errors.phoneNumberRequired', invalid: 'errors.phoneInvalid' };
  return z
    .string()
    .max(MOBILE_MAX_LENGTH)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { message: messages.required, abort: true }))
    .transform((value, context) => {
      const phone = canonicalPhone(value, edition);
      if (phone === null) context.addIssue({ code: 'custom', message: messages.invalid });
      return phone ?? value;
    });
}

export const smsCodeSchema = z.string().trim().min(1, 'errors.smsCodeRequired').max(10);

/** What a code is for (`smsmode` on the wire): 0 login, 1 register or bind, 2 forgot password. */
export const SMS_PURPOSES = { '0': 'login', '1': 'register', '2': 'reset' } as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[keyof typeof SMS_PURPOSES];
type SmsMode = keyof typeof SMS_PURPOSES;

/** `smsmode` as a string or a number, limited to `modes`, read as the code's purpose. */
function smsModeSchema<M extends SmsMode>(modes: readonly [M, ...M[]]) {
  return z
    .union([z.string(), z.number()])
    .transform((mode) => String(mode))
    .pipe(z.enum(modes))
    .transform((mode) => SMS_PURPOSES[mode]);
}

export function smsRequestSchema(edition: Edition) {
  return z.object({ mobile: phoneSchema(edition), smsmode: smsModeSchema(['0', '1', '2']) });
}
export type SmsRequest = z.infer<ReturnType<typeof smsRequestSchema>>;

export const emailSchema = z.string().trim().toLowerCase().email('errors.emailInvalid').max(100);

/**
 * E-mail codes sign in (and so unfreeze an account) or reset the password in both editions; in the
 * international edition they also prove the address a new account registers with.
 */
export function emailCodeRequestSchema(edition: Edition) {
  return z.object({ email: emailSchema, smsmode: edition === 'zh' ? smsModeSchema(['0', '2']) : smsModeSchema(['0', '1', '2']) });
}
export type EmailCodeRequest = z.infer<ReturnType<typeof emailCodeRequestSchema>>;

/**
 * POST /by-order-client/customer/loginByCode with a phone or an e-mail code: spec section 3 names
 * `mobile, captcha` (alternate `mobilePhone, validateCode`); an `email` field selects an e-mail code.
 */
export function codeLoginSchema(edition: Edition) {
  return z
    .object({
      mobile: z.string().optional(),
      mobilePhone: z.string().optional(),
      email: z.string().optional(),
      captcha: z.string().optional(),
      validateCode: z.string().optional(),
    })
    .transform((body) => {
      const captcha = body.captcha ?? body.validateCode ?? '';
      return body.email
        ? { kind: 'email' as const, recipient: body.email, captcha }
        : { kind: 'mobile' as const, recipient: body.mobile ?? body.mobilePhone ?? '', captcha };
    })
    .pipe(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('mobile'), recipient: phoneSchema(edition), captcha: smsCodeSchema }),
        z.object({ kind: z.literal('email'), recipient: emailSchema, captcha: smsCodeSchema }),
      ]),
    );
}
export type CodeLogin = z.infer<ReturnType<typeof codeLoginSchema>>;

/** POST /by-order-client/byCustomer/bindPhone (signed): spec section 3 bind-phone form. */
export function bindPhoneSchema(edition: Edition) {
  return z.object({ phone: phoneSchema(edition), smscode: smsCodeSchema });
}

/** A phone number as screens show it back to its owner: the middle digits hidden ('138****5678'). */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
