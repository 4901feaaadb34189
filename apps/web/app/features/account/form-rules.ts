import { MOBILE_PATTERN, PASSWORD_MAX_LENGTH, type PasswordProblem } from '@portal/domain';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** Spec section 5 mobile rules, trimmed before checking, with the spec's messages. */
export function mobileRules(t: TFunction): RuleObject[] {
  return [
    { required: true, whitespace: true, message: t('auth:mobileRequired') },
    { pattern: MOBILE_PATTERN, transform: (value: string | undefined) => value?.trim(), message: t('auth:mobileInvalid') },
  ];
}

/** A form rule reporting the first problem the shared password rules find, in the page's language. */
export function passwordRule(t: TFunction, problemOf: (value: string) => PasswordProblem | null, maximum = PASSWORD_MAX_LENGTH): RuleObject {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = problemOf(value ?? '');
      if (problem) throw new Error(t(`errors:${problem}`, { maximum }));
    },
  };
}

export function agreementRule(t: TFunction): RuleObject {
  return { validator: async (_rule, value: boolean | undefined) => (value ? undefined : Promise.reject(new Error(t('auth:agreementRequired')))) };
}
