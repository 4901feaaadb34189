import { z } from 'zod';
import type { Edition } from '../i18n/languages.js';
import { REGISTRATION_PASSWORD_MAX_LENGTH, newPasswordProblem, passwordRuleParams } from './password-rules.js';
import { emailSchema, phoneSchema, smsCodeSchema } from './phone.contract.js';

const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

/** A new account's username: 4 to 18 letters, digits or underscores (spec section 5). */
export const usernameSchema = z.string().trim().min(1, 'errors.usernameRequired').max(18, 'errors.usernameRule').regex(USERNAME_PATTERN, 'errors.usernameRule');

function passwordIssue(password: string, context: z.RefinementCtx, maxLength: number) {
  const problem = newPasswordProblem({ password, maxLength });
  if (problem) context.addIssue({ code: 'custom', path: ['password'], message: `errors.${problem}`, params: passwordRuleParams(maxLength) });
}

/** An e-mail address a form must have. */
export const requiredEmailSchema = z
  .string()
  .trim()
  .min(1, { message: 'errors.emailRequired', abort: true })
  .toLowerCase()
  .email('errors.emailInvalid')
  .max(100);
/** An e-mail address a form may leave empty. */
export const optionalEmailSchema = z.union([z.literal(''), z.string().trim().toLowerCase().email('errors.emailInvalid').max(100)]);

/** What a registration body may carry before its channel is known; every field is checked once it is. */
const registrationInputSchema = z.object({
  username: z.string(),
  password: z.string(),
  mobile: z.string().optional(),
  smscode: z.string().optional(),
  email: z.string().optional(),
  agreement: z.unknown(),
});

/**
 * Registration: username, password (8 to 16), agreement ticked, and an address proved by a code. The Chinese edition
 * registers by mobile and SMS code with an optional e-mail (spec section 5). The international edition registers by
 * e-mail and an e-mail code; a body that brings a `mobile` registers by phone there too, as the spec's clients send it.
 */
export function registrationSchema(edition: Edition) {
  const common = {
    username: usernameSchema,
    password: z.string(),
    smscode: smsCodeSchema,
    agreement: z.literal(true, { message: 'errors.agreementRequired' }),
  };
  const byPhone = z.object({
    kind: z.literal('mobile'),
    ...common,
    mobile: phoneSchema(edition),
    email: optionalEmailSchema.optional(),
  });
  const byEmail = z.object({ kind: z.literal('email'), ...common, email: requiredEmailSchema });
  return registrationInputSchema
    .transform((body) => ({
      ...body,
      smscode: body.smscode ?? '',
      kind: edition === 'zh' || body.mobile?.trim() ? ('mobile' as const) : ('email' as const),
      // A missing number or address gets the message an empty one does.
      ...(edition === 'zh' ? { mobile: body.mobile ?? '' } : { email: body.email ?? '' }),
    }))
    .pipe(
      z
        .discriminatedUnion('kind', [byPhone, byEmail])
        .superRefine((value, context) => passwordIssue(value.password, context, REGISTRATION_PASSWORD_MAX_LENGTH)),
    );
}
export type Registration = z.infer<ReturnType<typeof registrationSchema>>;

/** Forgot password (/user/alteration): a phone or e-mail code (the `email` field selects e-mail), and the new password. */
export function passwordResetSchema(edition: Edition) {
  return z
    .object({ mobile: z.string().optional(), email: z.string().optional(), smscode: smsCodeSchema, password: z.string() })
    .superRefine((value, context) => passwordIssue(value.password, context, REGISTRATION_PASSWORD_MAX_LENGTH))
    .transform(({ mobile, email, smscode, password }) =>
      email ? { kind: 'email' as const, recipient: email, smscode, password } : { kind: 'mobile' as const, recipient: mobile ?? '', smscode, password },
    )
    .pipe(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('mobile'), recipient: phoneSchema(edition), smscode: z.string(), password: z.string() }),
        z.object({ kind: z.literal('email'), recipient: emailSchema, smscode: z.string(), password: z.string() }),
      ]),
    );
}
export type PasswordReset = z.infer<ReturnType<typeof passwordResetSchema>>;

/** Whether a username, phone or e-mail address is still free: exactly one of them is asked about. */
export const availabilityQuerySchema = z
  .object({ username: z.string().max(100).optional(), phone: z.string().max(45).optional(), email: z.string().max(100).optional(), _t: z.string().optional() })
  .refine((query) => [query.username, query.phone, query.email].filter((value) => value !== undefined).length === 1, {
    message: 'validation.invalid',
  });
