/** Password rules of spec section 5, shared by the forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const REGISTRATION_PASSWORD_MAX_LENGTH = 16;
/** How many of the three classes (letters, digits, other symbols) a new password mixes at least. */
export const PASSWORD_MIN_CLASSES = 2;

// CJK ideographs and the full-width punctuation a Chinese input method types.
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/gu;

export function hasChinese(text: string): boolean {
  return new RegExp(CHINESE.source, 'u').test(text);
}

/** Password inputs drop Chinese characters and punctuation as they are typed. */
export function stripChinese(text: string): string {
  return text.replace(CHINESE, '');
}

/** How many of letters, digits and other symbols the password uses (0 to 3). */
export function passwordClasses(password: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((pattern) => pattern.test(password)).length;
}

/** The strength meter: 10 with no class, 30 per class, 100 with all three. */
export function passwordStrength(password: string): number {
  const classes = passwordClasses(password);
  if (classes === 0) return 10;
  if (classes === 3) return 100;
  return classes * 30;
}

export type PasswordProblem =
  'passwordRequired' | 'passwordChinese' | 'passwordRule' | 'passwordTooLong' | 'passwordLevel' | 'passwordSameAsOld' | 'passwordMismatch';

/** The first rule a new password breaks, or null; `confirm` is checked only when given. */
export function newPasswordProblem(input: { password: string; oldPassword?: string; confirm?: string; maxLength?: number }): PasswordProblem | null {
  const { password } = input;
  if (!password) return 'passwordRequired';
  if (hasChinese(password)) return 'passwordChinese';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordRule';
  if (password.length > (input.maxLength ?? PASSWORD_MAX_LENGTH)) return 'passwordTooLong';
  if (passwordClasses(password) < PASSWORD_MIN_CLASSES) return 'passwordLevel';
  if (input.oldPassword !== undefined && password === input.oldPassword) return 'passwordSameAsOld';
  if (input.confirm !== undefined && password !== input.confirm) return 'passwordMismatch';
  return null;
}

/** The numbers every password message and hint speaks of, for a field that takes at most `maxLength` characters. */
export function passwordRuleParams(maxLength: number = PASSWORD_MAX_LENGTH): { minimum: number; maximum: number; classes: number } {
  return { minimum: PASSWORD_MIN_LENGTH, maximum: maxLength, classes: PASSWORD_MIN_CLASSES };
}

/**
 * The hint under a new-password field: exactly the rule the check applies. A field capped below the general
 * maximum (registration and reset, 8 to 16) names its range; otherwise only the floor counts.
 */
export function passwordHint(maxLength: number = PASSWORD_MAX_LENGTH): {
  key: 'passwordHintRange' | 'passwordHint';
  params: ReturnType<typeof passwordRuleParams>;
} {
  return { key: maxLength < PASSWORD_MAX_LENGTH ? 'passwordHintRange' : 'passwordHint', params: passwordRuleParams(maxLength) };
}
