import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords are refused (security.md S2). */
export const COMMON_PASSWORD_COUNT = 3000;

let common: Set<string> | null = null;

/** The list is ranked by use; it is read on first need so start-up does not pay for it. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
