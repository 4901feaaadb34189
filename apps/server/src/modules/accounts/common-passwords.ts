import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { onFirstUse, requireAtRuntime } from '../../first-use.js';

/** How many of the most used passwords are refused (security.md S2). */
export const COMMON_PASSWORD_COUNT = 3000;

// The list is ranked by use; the package decompresses its word lists as it loads, so it is read on first need.
const commonPasswords = onFirstUse(
  () =>
    new Set(
      ((requireAtRuntime('@zxcvbn-ts/language-common') as typeof LanguageCommon).dictionary['passwords-common'] as string[])
        .slice(0, COMMON_PASSWORD_COUNT)
        .map((entry) => entry.toLowerCase()),
    ),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
