import { MOBILE_PATTERN } from '../accounts/mobile-rule.js';

/**
 * The coding rules /sys/checkRule/checkByCode checks a value against (JeecgBoot's "check rules"), by code. Each has
 * the message key of its failure; the same rules are available to forms in the browser.
 */
export const CHECK_RULES = {
  mobile: { pattern: MOBILE_PATTERN, messageKey: 'mobileInvalid' },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, messageKey: 'emailInvalid' },
  postal_code_cn: { pattern: /^\d{6}$/, messageKey: 'postalCodeInvalid' },
  catalog_no: { pattern: /^(?=.{3,30}$)[A-Z0-9]+(?:-[A-Z0-9]+){0,3}$/, messageKey: 'catalogNoInvalid' },
} as const;
export type CheckRuleCode = keyof typeof CHECK_RULES;

export function checkRuleOf(code: string): (typeof CHECK_RULES)[CheckRuleCode] | null {
  return Object.hasOwn(CHECK_RULES, code) ? CHECK_RULES[code as CheckRuleCode] : null;
}
