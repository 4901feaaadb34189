import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** How many of the most used passwords are refused (security.md S2). */
export const COMMON_PASSWORD_COUNT = 3000;

let common: Set<string> | null = null;

/**
 * The list is ranked by use; the package (which decompresses its word lists as it loads) is read on first need,
 * through require so the bundled server loads it as it is, and start-up does not pay for it.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    ((require('@zxcvbn-ts/language-common') as typeof LanguageCommon).dictionary['passwords-common'] as string[])
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
